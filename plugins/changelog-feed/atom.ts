import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { withNotice } from './notice';
import { comingEntryMarkdown } from './releaseChanges';
import { KIND_LABELS, type ChangelogEntry } from './parse';

export interface FeedOptions {
  /** The site's absolute URL without a trailing slash, e.g. `https://docs.example.com`. */
  siteUrl: string;
  /** The changelog page's path, e.g. `/docs/api/changelog`. */
  pagePath: string;
  /** The feed's path, e.g. `/docs/api/changelog.xml`. */
  feedPath: string;
  title: string;
  subtitle: string;
  author: string;
  /** Markdown shown after an entry's text (its spec changes), with site paths. */
  after?: (entry: ChangelogEntry) => string;
  /** Whether an entry belongs to the coming release (not released yet): its item says so in title, category and text. */
  isComing?: (entry: ChangelogEntry) => boolean;
}


export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Site links (`/docs/...`, `pathname:///...`) and the page's own anchors (`#...`) become absolute URLs. */
export function absoluteLinks(markdown: string, siteUrl: string, pageUrl: string): string {
  return markdown
    .replace(/\]\(\s*pathname:\/\/\//g, `](${siteUrl}/`)
    .replace(/\]\(\s*\/(?!\/)/g, `](${siteUrl}/`)
    .replace(/\]\(\s*#/g, `](${pageUrl}#`);
}

/** An entry's Markdown as the HTML of its feed item (MDX comments left out, links absolute). */
export function entryHtml(entry: ChangelogEntry, siteUrl: string, pageUrl: string, after = '', before = ''): string {
  const text = withNotice(entry.body.replace(/\{\/\*[\s\S]*?\*\/\}/g, ''), entry);
  const body = before ? `${before}\n\n${text}` : text;
  const markdown = absoluteLinks(after ? `${body}\n\n${after}` : body, siteUrl, pageUrl);
  return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }).trim();
}

const timestamp = (date: string) => `${date}T00:00:00Z`;

/** An Atom 1.0 document (RFC 4287) with one `<entry>` per changelog entry, newest first. */
export function atomFeed(entries: ChangelogEntry[], options: FeedOptions): string {
  const siteUrl = options.siteUrl.replace(/\/$/, '');
  const pageUrl = `${siteUrl}${options.pagePath}`;
  const sorted = [...entries].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
  if (sorted.length === 0) throw new Error('atomFeed: the changelog has no entries');
  // An entry edited after its release says so (`**Updated:**`): its date, not the release's, is when it last changed.
  const updatedOf = (entry: ChangelogEntry) => entry.updated ?? entry.date;
  const updated = sorted.map(updatedOf).sort().at(-1)!;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(pageUrl)}</id>`,
    `  <title>${escapeXml(options.title)}</title>`,
    `  <subtitle>${escapeXml(options.subtitle)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}${options.feedPath}`)}"/>`,
    `  <updated>${timestamp(updated)}</updated>`,
    `  <author><name>${escapeXml(options.author)}</name></author>`,
  ];
  for (const entry of sorted) {
    const label = KIND_LABELS[entry.kind];
    const url = `${pageUrl}#${entry.id}`;
    const coming = options.isComing?.(entry) ?? false;
    lines.push(
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(`${coming && entry.kind !== 'fixed' ? `Coming ${entry.date}, ` : ''}${label}: ${entry.title}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${timestamp(entry.date)}</published>`,
      `    <updated>${timestamp(updatedOf(entry))}</updated>`,
      `    <category term="${entry.kind}" label="${label}"/>`,
      ...(coming ? ['    <category term="coming" label="Not released yet"/>'] : []),
      ...entry.operations.map((operationId) => `    <category term="${escapeXml(operationId)}" scheme="${escapeXml(`${siteUrl}/openapi.yaml`)}"/>`),
      `    <content type="html">${escapeXml(entryHtml(entry, siteUrl, pageUrl, options.after?.(entry), coming ? comingEntryMarkdown(entry) : ''))}</content>`,
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
