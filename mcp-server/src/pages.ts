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

/** What an anchor of the page's HTML is: a heading, or an element (a table row, a field, a state) under one. */
export interface HtmlAnchor {
  /** The heading's text, or that of the heading the element is under: the `occurrence`-th with that text, the `index`-th of `count` headings. */
  heading?: { text: string; occurrence: number; index: number; count: number; isTheAnchor: boolean };
  /** For a table row: its first cell's text (the entry a list item may give instead). */
  row?: string;
}

function sectionFrom(lines: string[], headings: Heading[], start: Heading): string {
  const end = headings.find((h) => h.line > start.line && h.level <= start.level)?.line ?? lines.length;
  return lines.slice(start.line, end).join('\n').trimEnd();
}

/** A table row or list item with what makes it readable alone: the heading it is under and, for a row, the table's header. */
function entryWithContext(lines: string[], headings: Heading[], at: number): string {
  const heading = [...headings].reverse().find((h) => h.line <= at);
  const context = heading ? [lines[heading.line], ''] : [];
  if (!lines[at].startsWith('|')) return [...context, lines[at]].join('\n');
  let top = at;
  while (top > 0 && lines[top - 1].startsWith('|')) top -= 1;
  const header = top !== at && /^\|\s*:?-{3}/.test(lines[top + 1] ?? '') ? [lines[top], lines[top + 1]] : [];
  return [...context, ...header, lines[at]].join('\n');
}

const firstCell = (row: string) => plainText(row.split('|')[1] ?? '');
/** A table row whose first cell is `text`, or a list item that starts with it. */
const isEntry = (line: string, text: string) =>
  line.startsWith('|') ? sameText(firstCell(line), text) : /^\s*[-*] /.test(line) && plainText(line.replace(/^\s*[-*] /, '')).toLowerCase().startsWith(`${plainText(text).toLowerCase()}`);

/** The row of a field anchor on an endpoint page: its first cell links the anchor. */
const fieldRow = (lines: string[], key: string) => lines.findIndex((line) => line.startsWith('|') && (line.split('|')[1] ?? '').includes(`#${key})`));

/** The Markdown heading the HTML names: same text (the same occurrence), text plus a note (`Body (required)`), else the same place. */
function headingFor(headings: Heading[], wanted: NonNullable<HtmlAnchor['heading']>): Heading | undefined {
  const same = headings.filter((h) => sameText(h.text, wanted.text));
  if (same.length > 0) return same[wanted.occurrence] ?? same[0];
  const extended = headings.find((h) => plainText(h.text).toLowerCase().startsWith(`${wanted.text} (`));
  if (extended) return extended;
  const parts = headings.filter((h) => h.level >= 2);
  return parts.length === wanted.count ? parts[wanted.index] : undefined;
}

/**
 * One section of a page. `wanted` is a heading's text or anchor. Without `html` the anchor is
 * the site's slug of a Markdown heading, or a field anchor its row links; with `html` (what the
 * page's HTML says the anchor is) a heading with its own id, a table row such as an error code,
 * a field or any element is found by what it is, not by a slug the Markdown may not give.
 */
export function sectionOf(markdown: string, wanted: string, html?: HtmlAnchor): string | undefined {
  const lines = markdown.split('\n');
  const headings = headingsOf(lines);
  const key = wanted.replace(/^#/, '').trim();
  if (!html) {
    const byText = headings.find((h) => sameText(h.text, key));
    if (byText) return sectionFrom(lines, headings, byText);
    const bySlug = headings.find((h) => h.slug === key.toLowerCase());
    if (bySlug) return sectionFrom(lines, headings, bySlug);
    const row = fieldRow(lines, key);
    return row >= 0 ? entryWithContext(lines, headings, row) : undefined;
  }
  const under = html.heading && headingFor(headings, html.heading);
  if (html.heading?.isTheAnchor) return under && sectionFrom(lines, headings, under);
  const field = fieldRow(lines, key);
  if (field >= 0) return entryWithContext(lines, headings, field);
  if (html.row !== undefined) {
    const start = under?.line ?? 0;
    const end = under ? (headings.find((h) => h.line > under.line && h.level <= under.level)?.line ?? lines.length) : lines.length;
    for (let at = start; at < end; at += 1) if (isEntry(lines[at], html.row)) return entryWithContext(lines, headings, at);
  }
  return under && sectionFrom(lines, headings, under);
}

const HEADING = /^h[1-6]$/;
const textOf = (element: Element) => DomUtils.textContent(element).replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

/** Every id of a page's article, with the heading it is (or is under) and, for a row, its first cell. */
export function htmlAnchors(html: string): Map<string, HtmlAnchor> {
  const document = parseDocument(html);
  const article = DomUtils.findOne((element) => element.name === 'article', document.children) ?? document;
  const elements = DomUtils.findAll((candidate) => HEADING.test(candidate.name) || Boolean(candidate.attribs.id), [article]);
  const count = elements.filter((element) => HEADING.test(element.name) && element.name !== 'h1').length;
  const anchors = new Map<string, HtmlAnchor>();
  const seen = new Map<string, number>();
  let index = -1;
  let current: Omit<NonNullable<HtmlAnchor['heading']>, 'isTheAnchor'> | undefined;
  for (const element of elements) {
    const isHeading = HEADING.test(element.name);
    if (isHeading) {
      const text = textOf(element).toLowerCase();
      const occurrence = seen.get(text) ?? 0;
      seen.set(text, occurrence + 1);
      if (element.name !== 'h1') index += 1;
      current = { text, occurrence, index, count };
    }
    const id = element.attribs.id;
    if (!id || anchors.has(id)) continue;
    const cell = element.name === 'tr' ? DomUtils.findOne((child) => child.name === 'td' || child.name === 'th', element.children) : null;
    anchors.set(id, { ...(current ? { heading: { ...current, isTheAnchor: isHeading } } : {}), ...(cell ? { row: textOf(cell) } : {}) });
  }
  return anchors;
}

const anchorsOf = new Map<string, { html: string; anchors: Map<string, HtmlAnchor> }>();

/** The anchors of a page's HTML. */
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

/** The section an anchor or heading names on a page: by what the page's HTML says the anchor is, else from the Markdown alone. */
export async function pageSection(site: Site, path: string, markdown: string, wanted: string): Promise<string | undefined> {
  const html = await pageAnchor(site, path, wanted);
  return (html && sectionOf(markdown, wanted, html)) ?? sectionOf(markdown, wanted);
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
