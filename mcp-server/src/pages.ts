import { NotFoundError, SiteError } from './failures';
import { continuation, partOf } from './parts';
import type { Site } from './site';
import { nearest } from './text';

export const LLMS_TXT_PATH = '/llms.txt';

/** The Markdown twin of a page path: `/docs/guides/deposits` → `/docs/guides/deposits.md`. */
export function markdownPathOf(path: string): string {
  const trimmed = path.replace(/\/+$/, '').replace(/\.html$/, '') || '/index';
  return trimmed.endsWith('.md') || trimmed.endsWith('.txt') ? trimmed : `${trimmed}.md`;
}

/** The pages llms.txt lists, as site paths of their Markdown twins. */
export async function listedPages(site: Site): Promise<{ title: string; path: string }[]> {
  const llms = await site.readText(LLMS_TXT_PATH);
  return [...llms.matchAll(/^- \[([^\]]+)\]\(([^)\s]+\.md)\)/gm)].flatMap(([, title, url]) => {
    try {
      return [{ title, path: site.resolve(url).path }];
    } catch {
      return [];
    }
  });
}

/** A heading's anchor as the site writes it (`## Error codes` → `error-codes`). */
export const headingSlug = (text: string) =>
  text
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_.-]/gu, '')
    .replace(/\s+/g, '-');

interface Heading {
  level: number;
  text: string;
  line: number;
}

function headingsOf(lines: string[]): Heading[] {
  const found: Heading[] = [];
  let fenced = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) found.push({ level: match[1].length, text: match[2], line: index });
  });
  return found;
}

/**
 * One section of a page: the heading named (its text or its anchor), or the heading whose
 * section holds an anchor link (`#request-body-credit_limit` on an endpoint page).
 */
export function sectionOf(markdown: string, wanted: string): string | undefined {
  const lines = markdown.split('\n');
  const headings = headingsOf(lines);
  const key = wanted.replace(/^#/, '').trim();
  let start = headings.find((h) => h.text.replace(/`/g, '').toLowerCase() === key.toLowerCase() || headingSlug(h.text) === key.toLowerCase());
  if (!start) {
    const at = lines.findIndex((line) => line.includes(`#${key})`));
    if (at >= 0) start = [...headings].reverse().find((h) => h.line <= at && h.level >= 2) ?? undefined;
  }
  if (!start) return undefined;
  const end = headings.find((h) => h.line > start.line && h.level <= start.level)?.line ?? lines.length;
  return lines.slice(start.line, end).join('\n').trimEnd();
}

export async function readPageAnswer(site: Site, input: string, section: string | undefined, offset: number, maxBytes: number): Promise<string> {
  const { path, fragment } = site.resolve(input);
  const twin = markdownPathOf(path);
  let markdown: string;
  try {
    markdown = await site.readText(twin);
  } catch (error) {
    if (!(error instanceof SiteError) || !/not found/.test(error.message)) throw error;
    const pages = await listedPages(site);
    const names = pages.map((page) => page.path.replace(/\.md$/, ''));
    throw new NotFoundError(`The page \`${input}\` (${site.link(twin)})`, nearest(path, names), 'llms.txt lists every page.');
  }
  const wanted = section ?? fragment;
  let text = markdown;
  if (wanted) {
    const found = sectionOf(markdown, wanted);
    if (found === undefined) {
      const headings = headingsOf(markdown.split('\n')).filter((h) => h.level >= 2).map((h) => h.text.replace(/`/g, ''));
      throw new NotFoundError(`The section \`${wanted}\` on ${site.link(path.replace(/\.md$/, ''))}`, nearest(wanted, headings, 8));
    }
    text = found;
  }
  const part = partOf(text, offset, maxBytes);
  const source = `Source: ${site.link(twin)}${wanted ? ` (section "${wanted}")` : ''}${offset > 0 ? `, from character ${offset}` : ''}`;
  return `${source}\n\n${part.text}${continuation(part, `read_page with the same url${wanted ? ' and section' : ''} and offset {offset}`)}`;
}
