import type { Section } from './pages';

export interface SiteInfo {
  title: string;
  summary: string;
  siteUrl: string;
}

export interface ListedPage {
  title: string;
  /** Absolute URL of the page's Markdown. */
  url: string;
  summary: string;
}

export interface ListedSection {
  title: string;
  pages: ListedPage[];
}

/** Markdown link text: brackets would end it early. */
const linkText = (text: string) => text.replace(/([[\]])/g, '\\$1');

/** `/llms.txt` as llmstxt.org describes it: title, summary, notes, then sections of `- [Title](URL): summary` lines. */
export function llmsTxt(site: SiteInfo, notes: string[], sections: ListedSection[]): string {
  const lines = [`# ${site.title}`, '', `> ${site.summary}`, '', ...notes.flatMap((note) => [note, '']).slice(0, -1)];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) lines.push(`- [${linkText(page.title)}](${page.url})${page.summary ? `: ${page.summary}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Adds a `Source:` line after a page's title, so each page of llms-full.txt says where it lives. */
function withSource(markdown: string, pageUrl: string): string {
  const [first, ...rest] = markdown.split('\n');
  return first.startsWith('# ') ? [first, '', `Source: ${pageUrl}`, ...rest].join('\n') : `Source: ${pageUrl}\n\n${markdown}`;
}

/** No full-text file may be larger (2 MB, in bytes): many readers and crawlers refuse bigger files. */
export const LLMS_FULL_MAX_BYTES = 2_000_000;

export interface RenderedPage {
  url: string;
  markdown: string;
}

export interface FullTextPart {
  /** Site path, e.g. `/llms-full/api-reference-cards.txt`. */
  path: string;
  /** e.g. `API reference: Cards` or `API reference: Cards (part 2 of 3)`. */
  title: string;
  pages: number;
  text: string;
}

export const pageCount = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const RULE = '\n---\n\n';
/** Room for the longest " (part i of n)" a numbered part's heading gains. */
const PART_LABEL_BYTES = ' (part 99 of 99)'.length;
const headOf = (heading: string, summary: string) => `# ${heading}\n\n> ${summary}\n`;
const entryOf = (page: RenderedPage) => withSource(page.markdown.trim(), page.url) + '\n';

/** Pages' Markdown under one heading, in order, separated by rules, each with its `Source:` line. */
function fullText(heading: string, summary: string, pages: RenderedPage[]): string {
  return [headOf(heading, summary), ...pages.map(entryOf)].join(RULE);
}

/** `/llms-full.txt`: every page's Markdown in the order of llms.txt, separated by rules. */
export function llmsFullTxt(site: SiteInfo, pages: RenderedPage[]): string {
  return fullText(site.title, site.summary, pages);
}

/**
 * The full text split by llms.txt section, one file each under `/llms-full/`; a section larger
 * than `maxBytes` is cut into numbered parts at page boundaries (a single page larger than
 * the limit would make a part over it: the caller checks).
 */
export function llmsFullParts(site: SiteInfo, sections: { title: string; pages: RenderedPage[] }[], maxBytes = LLMS_FULL_MAX_BYTES): FullTextPart[] {
  const out: FullTextPart[] = [];
  for (const section of sections) {
    const heading = `${site.title}: ${section.title}`;
    const groups: RenderedPage[][] = [[]];
    // The size of fullText(heading, summary, group), kept as pages are added. The heading of a
    // numbered part is longer by its "(part i of n)": the limit keeps that much spare.
    const headBytes = bytes(headOf(heading, site.summary)) + PART_LABEL_BYTES;
    let size = headBytes;
    for (const page of section.pages) {
      const current = groups[groups.length - 1];
      const added = bytes(RULE) + bytes(entryOf(page));
      if (current.length > 0 && size + added > maxBytes) {
        groups.push([page]);
        size = headBytes + added;
      } else {
        current.push(page);
        size += added;
      }
    }
    groups.forEach((pages, index) => {
      const numbered = groups.length > 1 ? ` (part ${index + 1} of ${groups.length})` : '';
      const title = `${section.title}${numbered}`;
      out.push({
        path: `/llms-full/${slug(section.title)}${groups.length > 1 ? `-${index + 1}` : ''}.txt`,
        title,
        pages: pages.length,
        text: fullText(`${site.title}: ${title}`, site.summary, pages),
      });
    });
  }
  return out;
}

/** `/llms-full.txt` when the whole would be over the limit: where the parts are. */
export function llmsFullIndex(site: SiteInfo, parts: FullTextPart[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.summary}`,
    '',
    `The full text is larger than ${LLMS_FULL_MAX_BYTES / 1_000_000} MB, so it is split by section:`,
    '',
    ...parts.map((part) => `- [${linkText(part.title)}](${site.siteUrl}${part.path}): ${pageCount(part.pages)}.`),
  ];
  return `${lines.join('\n')}\n`;
}

export type { Section };
