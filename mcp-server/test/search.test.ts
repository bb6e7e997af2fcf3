// search_docs over the reader query set: every hit opens with read_page, no snippet is a
// table's header row, and the filters (kind, tag) and paging keep what they say. Over
// Streamable HTTP against the build served at a local URL, through the SDK's client.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_QUERIES } from '../../tooling/search-quality/queries';
import { BUILD_DIR, buildOverHttp, call } from './support';

interface Hit {
  url: string;
  snippet: string;
}

const hitsOf = (answer: string): Hit[] => [...answer.matchAll(/^\d+\. [^\n]*\n {3}(\S+)\n {3}([^\n]*)$/gm)].map((m) => ({ url: m[1], snippet: m[2] }));

/** The header rows of a page's tables, as words ("Error When"). */
function headerRows(route: string): string[] {
  const lines = readFileSync(path.join(BUILD_DIR, `${route}.md`), 'utf8').split('\n');
  return lines
    .filter((line, index) => line.startsWith('|') && /^\|\s*:?-{3}/.test(lines[index + 1] ?? ''))
    .map((line) => line.split('|').map((cell) => cell.replace(/[`*]/g, '').trim()).filter(Boolean).join(' '))
    .filter((words) => words.includes(' '));
}

const index = JSON.parse(readFileSync(path.join(BUILD_DIR, 'api-view/index.json'), 'utf8')) as {
  operations: { url?: string; tags: string[] }[];
  errorCodes: { code: string }[];
  pages: { url: string; tags: string[] }[];
};

const served = buildOverHttp();

const pathOf = (url: string) => new URL(url).pathname;

describe('search_docs on the reader query set', () => {
  it('every hit opens with read_page, and no snippet is a table header row', async () => {
    const problems: string[] = [];
    let hits = 0;
    for (const { query } of SEARCH_QUERIES) {
      const { text } = await call(served.client, 'search_docs', { query, limit: 6 });
      const found = hitsOf(text);
      hits += found.length;
      const opened = await Promise.all(found.map((hit) => call(served.client, 'read_page', { url: hit.url })));
      found.forEach((hit, i) => {
        if (opened[i].isError) problems.push(`"${query}" -> ${hit.url}: ${opened[i].text} (rule: hit-opens)`);
        const header = headerRows(pathOf(hit.url)).find((row) => hit.snippet.includes(row));
        if (header) problems.push(`"${query}" -> ${hit.url}: the snippet "${hit.snippet}" holds the table header "${header}" (rule: snippet-answers)`);
      });
    }
    expect(hits).toBeGreaterThan(SEARCH_QUERIES.length * 4);
    expect(problems).toEqual([]);
  }, 240_000);
});

describe('search_docs filters and pages', () => {
  const operationTags = new Map(index.operations.filter((op) => op.url).map((op) => [pathOf(op.url!), op.tags]));

  it('kind operation keeps endpoint pages; kind error, error codes and the errors section; kind event, the payloads page', async () => {
    const operations = hitsOf((await call(served.client, 'search_docs', { query: 'card status', kind: 'operation', limit: 6 })).text);
    expect(operations.length).toBeGreaterThan(2);
    for (const hit of operations) expect(operationTags.has(pathOf(hit.url)), hit.url).toBe(true);
    const errors = hitsOf((await call(served.client, 'search_docs', { query: 'insufficient funds', kind: 'error', limit: 6 })).text);
    expect(errors.length).toBeGreaterThan(0);
    for (const hit of errors) expect(index.errorCodes.some((entry) => hit.url.endsWith(`#${entry.code}`)) || /\/docs\/api\/intro#error/.test(hit.url), hit.url).toBe(true);
    const events = hitsOf((await call(served.client, 'search_docs', { query: 'card created', kind: 'event', limit: 6 })).text);
    expect(events.length).toBeGreaterThan(0);
    for (const hit of events) expect(pathOf(hit.url)).toBe('/docs/notifications/webhook-notification-payloads');
    const guides = hitsOf((await call(served.client, 'search_docs', { query: 'issue a card', kind: 'guide', limit: 6 })).text);
    for (const hit of guides) expect(pathOf(hit.url)).toMatch(/^\/docs\/guides\//);
  });

  it('tag keeps the operations of the tag and the pages tagged so', async () => {
    const cards = hitsOf((await call(served.client, 'search_docs', { query: 'status', tag: 'Cards', limit: 6 })).text);
    expect(cards.length).toBeGreaterThan(2);
    for (const hit of cards) {
      const tags = operationTags.get(pathOf(hit.url));
      if (tags) expect(tags, hit.url).toContain('Cards');
      else expect(index.pages.find((page) => pathOf(page.url) === pathOf(hit.url))?.tags, hit.url).toContain('Cards');
    }
  });

  it('pages on: two pages of three are the first six, and the answer names the next offset', async () => {
    const six = await call(served.client, 'search_docs', { query: 'wallet', limit: 6 });
    const first = await call(served.client, 'search_docs', { query: 'wallet', limit: 3 });
    const second = await call(served.client, 'search_docs', { query: 'wallet', limit: 3, offset: 3 });
    expect(first.text).toContain('More hits: offset 3.');
    expect([...hitsOf(first.text), ...hitsOf(second.text)].map((hit) => hit.url)).toEqual(hitsOf(six.text).map((hit) => hit.url));
    const none = await call(served.client, 'search_docs', { query: 'wallet archived', kind: 'operation', tag: 'Health check' });
    expect(none.text).toMatch(/^No page matches "wallet archived" with these filters/);
    const unknown = await call(served.client, 'search_docs', { query: 'wallet', tag: 'Card' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Nearest matches: `Cards`');
  });
});
