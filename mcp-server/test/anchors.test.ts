// Every hit opens: every URL search_docs can return (each record of the built search index and
// each anchor inside it) and every anchor of every page's HTML (headings, numbered ones and
// those with their own ids, table rows such as error codes, fields, lifecycle states) is
// accepted by read_page, which returns that section. Over stdio, through the SDK's client.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, call, connectStdio } from './support';

const SITE = 'https://docs.example.com';

/** The pages llms.txt lists, by route. */
const routes = [...readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8').matchAll(/^- \[[^\]]+\]\(https:\/\/docs\.example\.com(\/[^)\s]*)\.md\)/gm)].map((m) => m[1]);

const plain = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

interface PageAnchor {
  id: string;
  /**
   * What the section read must show: a heading with this text (or, where the Markdown twin words
   * it otherwise, `Body (required)` for `Body`, the twin's heading at the same place), a row with
   * this first cell, or a link to the anchor.
   */
  expect: { heading: string; twinHeading?: string } | { row: string; heading?: string } | { link: string };
}

/** The twin's headings below its title, in order. */
const twinHeadings = (route: string) =>
  [...readFileSync(path.join(BUILD_DIR, `${route}.md`), 'utf8').replace(/```[\s\S]*?```/g, '').matchAll(/^#{2,6} (.+)$/gm)].map((m) => plain(m[1]));

/** The anchors of a page's article, each with what its section must show, read from the HTML on its own. */
function anchorsOf(route: string): PageAnchor[] {
  const document = parseDocument(readFileSync(path.join(BUILD_DIR, `${route}.html`), 'utf8'));
  const article = DomUtils.findOne((element) => element.name === 'article', document.children);
  if (!article) return [];
  const found: PageAnchor[] = [];
  let heading: string | undefined;
  const twin = twinHeadings(route);
  const elements = DomUtils.findAll((candidate) => /^h[1-6]$/.test(candidate.name) || Boolean(candidate.attribs.id), [article]);
  const htmlHeadings = elements.filter((element) => /^h[2-6]$/.test(element.name));
  for (const element of elements) {
    const isHeading = /^h[1-6]$/.test(element.name);
    if (isHeading) heading = plain(DomUtils.textContent(element));
    const id = element.attribs.id;
    // Ids of widgets (tabs, panels, menus, React's generated ones) are not places to link to.
    if (!id || ['button', 'div', 'select'].includes(element.name) || id.startsWith('_R_') || element.name === 'h1') continue;
    if (isHeading) {
      const place = htmlHeadings.indexOf(element);
      found.push({ id, expect: { heading: heading!, ...(twin.length === htmlHeadings.length ? { twinHeading: twin[place] } : {}) } });
    }
    else if (element.name === 'tr') found.push({ id, expect: { row: plain(DomUtils.textContent(DomUtils.findOne((c) => c.name === 'td' || c.name === 'th', element.children)!)), heading } });
    else if (element.attribs.class?.includes('ref-field')) found.push({ id, expect: { link: id } });
    else if (heading) found.push({ id, expect: { heading } });
  }
  return found;
}

/** Every URL a search hit can have: each record's URL, and the record's page with each anchor in it (Pagefind's sub-results). */
function searchUrls(): string[] {
  const dir = path.join(BUILD_DIR, 'pagefind/fragment');
  const urls = new Set<string>();
  for (const file of readdirSync(dir)) {
    const text = gunzipSync(readFileSync(path.join(dir, file))).toString('utf8');
    const fragment = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; anchors: { id: string }[] };
    urls.add(fragment.url);
    for (const anchor of fragment.anchors) urls.add(`${fragment.url.replace(/#.*$/, '')}#${anchor.id}`);
  }
  return [...urls].sort();
}

/** The Markdown lines of an answer, without its source line and closing note. */
const body = (answer: string) => answer.replace(/^Source: .*\n\n/, '').replace(/\n\n\[Part ends[^\]]*\]$/, '');
const headingLines = (answer: string) => [...body(answer).matchAll(/^#{1,6} (.+)$/gm)].map((m) => plain(m[1]));

function problem(route: string, anchor: PageAnchor, answer: string): string | undefined {
  const where = `${route}.html#${anchor.id}`;
  const { expect: wanted } = anchor;
  if ('heading' in wanted && !('row' in wanted)) {
    const first = headingLines(answer)[0];
    const same = first === wanted.heading || first?.startsWith(`${wanted.heading} (`) || ('twinHeading' in wanted && first === wanted.twinHeading);
    return same ? undefined : `${where}: the section starts with "${first}", not the heading "${wanted.heading}" (rule: anchor-opens-its-section)`;
  }
  if ('row' in wanted) {
    // The Markdown gives the entry as a table row or as a list item.
    const entries = body(answer)
      .split('\n')
      .map((line) => (line.startsWith('|') ? plain(line.split('|')[1] ?? '') : /^[-*] /.test(line) ? plain(line.slice(2)) : ''));
    return entries.some((entry) => entry === wanted.row || entry.startsWith(`${wanted.row}:`)) ? undefined : `${where}: no entry "${wanted.row}" in the section (rule: anchor-opens-its-row)`;
  }
  return answer.includes(`#${wanted.link})`) ? undefined : `${where}: the section does not hold the field's row (rule: anchor-opens-its-field)`;
}

const client = connectStdio();

describe('read_page opens every anchor of every page', () => {
  it('the build has pages with numbered headings, headings with their own ids, error-code rows and fields', () => {
    const all = routes.flatMap((route) => anchorsOf(route).map((anchor) => anchor.id));
    expect(routes.length).toBeGreaterThan(40);
    expect(all).toEqual(expect.arrayContaining(['get-a-sandbox-key', 'insufficient_funds', 'request-body-credit_limit']));
  });

  it.each(routes.map((route) => [route] as const))('%s', async (route) => {
    const problems: string[] = [];
    for (const anchor of anchorsOf(route)) {
      const { text, isError } = await call(client(), 'read_page', { url: `${SITE}${route}#${anchor.id}` });
      const found = isError ? `${route}.html#${anchor.id}: ${text} (rule: anchor-opens)` : problem(route, anchor, text);
      if (found) problems.push(found);
    }
    expect(problems).toEqual([]);
  });
});

describe('read_page opens every URL search can return', () => {
  const urls = searchUrls();

  it('reads the search index of the build', () => {
    expect(urls.length).toBeGreaterThan(300);
    expect(urls.some((url) => /#\d/.test(url) || url.includes('#get-a-sandbox-key'))).toBe(true);
  });

  it('every record and anchor of the index opens', async () => {
    const refused: string[] = [];
    for (const url of urls) {
      const { text, isError } = await call(client(), 'read_page', { url: `${SITE}${url}` });
      if (isError) refused.push(`${url}: ${text}`);
    }
    expect(refused).toEqual([]);
  });
});
