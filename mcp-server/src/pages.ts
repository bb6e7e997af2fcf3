import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
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

/** A heading's anchor as the site writes it (github-slugger: `## 1. Get a key` → `1-get-a-key`). */
export const headingSlug = (text: string) =>
  plainText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Markdown inline text as it reads: no code marks, links reduced to their text, no emphasis marks. */
const plainText = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\*\*|(?<![\w])[*_](?=\S)|(?<=\S)[*_](?![\w])/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const sameText = (a: string, b: string) => plainText(a).toLowerCase() === plainText(b).toLowerCase();

interface Heading {
  level: number;
  text: string;
  line: number;
  /** Its anchor as the site's slugger gives it, `-1`, `-2` after repeats. */
  slug: string;
}

function headingsOf(lines: string[]): Heading[] {
  const found: Heading[] = [];
  const seen = new Map<string, number>();
  let fenced = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) return;
    const base = headingSlug(match[2]);
    const repeats = seen.get(base);
    seen.set(base, (repeats ?? -1) + 1);
    found.push({ level: match[1].length, text: match[2], line: index, slug: repeats === undefined ? base : `${base}-${repeats + 1}` });
  });
  return found;
}

/** What an anchor of the page's HTML is: a heading, or a table row or other element under one. */
export interface HtmlAnchor {
  /** The heading's text, or the text of the heading the element is under (the `occurrence`-th with that text). */
  heading?: { text: string; occurrence: number };
  /** For a table row: its first cell's text. */
  row?: string;
}

function sectionFrom(lines: string[], headings: Heading[], start: Heading): string {
  const end = headings.find((h) => h.line > start.line && h.level <= start.level)?.line ?? lines.length;
  return lines.slice(start.line, end).join('\n').trimEnd();
}

/** A table row with what makes it readable alone: the heading it is under, the table's header row. */
function rowWithContext(lines: string[], headings: Heading[], at: number): string {
  let top = at;
  while (top > 0 && lines[top - 1].startsWith('|')) top -= 1;
  const heading = [...headings].reverse().find((h) => h.line <= at);
  const header = lines[top + 1] !== undefined && /^\|\s*:?-{3}/.test(lines[top + 1]) && top !== at ? [lines[top], lines[top + 1]] : [];
  return [...(heading ? [lines[heading.line], ''] : []), ...header, lines[at]].join('\n');
}

const firstCell = (row: string) => plainText(row.split('|')[1] ?? '');

/**
 * One section of a page: the heading named (its text or its anchor), the row that links a field
 * anchor (`#request-body-credit_limit` on an endpoint page), or, for an anchor the Markdown does
 * not carry (a heading with its own id, a table row such as an error code), what `html` says it is.
 */
export function sectionOf(markdown: string, wanted: string, html?: HtmlAnchor): string | undefined {
  const lines = markdown.split('\n');
  const headings = headingsOf(lines);
  const key = wanted.replace(/^#/, '').trim();
  const byName = headings.find((h) => sameText(h.text, key) || h.slug === key.toLowerCase());
  if (byName) return sectionFrom(lines, headings, byName);
  const linking = lines.findIndex((line) => line.includes(`#${key})`));
  if (linking >= 0) return lines[linking].startsWith('|') ? rowWithContext(lines, headings, linking) : sectionFrom(lines, headings, [...headings].reverse().find((h) => h.line <= linking) ?? headings[0]);
  if (!html?.heading) return undefined;
  const { text, occurrence } = html.heading;
  const under = headings.filter((h) => sameText(h.text, text))[occurrence] ?? headings.find((h) => sameText(h.text, text));
  if (!under) return undefined;
  if (html.row !== undefined) {
    const end = headings.find((h) => h.line > under.line && h.level <= under.level)?.line ?? lines.length;
    for (let at = under.line; at < end; at += 1) if (lines[at].startsWith('|') && sameText(firstCell(lines[at]), html.row)) return rowWithContext(lines, headings, at);
  }
  return sectionFrom(lines, headings, under);
}

const HEADING = /^h[1-6]$/;
const textOf = (element: Element) => DomUtils.textContent(element).replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

/** Every id of a page's article, with the heading it is (or is under) and, for a row, its first cell. */
export function htmlAnchors(html: string): Map<string, HtmlAnchor> {
  const document = parseDocument(html);
  const article = DomUtils.findOne((element) => element.name === 'article', document.children) ?? document;
  const anchors = new Map<string, HtmlAnchor>();
  const seen = new Map<string, number>();
  let current: HtmlAnchor['heading'];
  for (const element of DomUtils.findAll((candidate) => HEADING.test(candidate.name) || Boolean(candidate.attribs.id), [article])) {
    if (HEADING.test(element.name)) {
      const text = textOf(element).toLowerCase();
      const occurrence = seen.get(text) ?? 0;
      seen.set(text, occurrence + 1);
      current = { text, occurrence };
    }
    const id = element.attribs.id;
    if (!id || anchors.has(id)) continue;
    const cell = element.name === 'tr' ? DomUtils.findOne((child) => child.name === 'td' || child.name === 'th', element.children) : null;
    anchors.set(id, { ...(current ? { heading: current } : {}), ...(cell ? { row: textOf(cell) } : {}) });
  }
  return anchors;
}

const anchorsOf = new Map<string, { html: string; anchors: Map<string, HtmlAnchor> }>();

/** The anchors of a page's HTML, read when the Markdown does not carry the one asked for. */
async function pageAnchor(site: Site, path: string, id: string): Promise<HtmlAnchor | undefined> {
  const html = await site.readText(`${path.replace(/\.md$/, '')}.html`).catch(() => undefined);
  if (html === undefined) return undefined;
  let known = anchorsOf.get(path);
  if (known?.html !== html) {
    known = { html, anchors: htmlAnchors(html) };
    anchorsOf.set(path, known);
  }
  return known.anchors.get(id.replace(/^#/, ''));
}

/** The section an anchor or heading names on a page, from its Markdown (and its HTML where needed). */
export async function pageSection(site: Site, path: string, markdown: string, wanted: string): Promise<string | undefined> {
  return sectionOf(markdown, wanted) ?? sectionOf(markdown, wanted, await pageAnchor(site, path, wanted));
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
    const found = await pageSection(site, path, markdown, wanted);
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
