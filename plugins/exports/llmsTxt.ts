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

/** `/llms-full.txt`: every page's Markdown in the order of llms.txt, separated by rules. */
export function llmsFullTxt(site: SiteInfo, pages: { url: string; markdown: string }[]): string {
  const parts = [`# ${site.title}\n\n> ${site.summary}\n`, ...pages.map((page) => withSource(page.markdown.trim(), page.url) + '\n')];
  return parts.join('\n---\n\n');
}

export type { Section };
