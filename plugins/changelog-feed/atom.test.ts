import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { xml2js, type Element } from 'xml-js';
import { apiSpecPath } from '../api-model';
import { atomFeed, type FeedOptions } from './atom';
import { loadChangelog } from './index';
import type { ChangelogEntry } from './parse';

const SITE_DIR = path.resolve(__dirname, '../..');
const OPTIONS: FeedOptions = {
  siteUrl: 'https://docs.example.com',
  pagePath: '/docs/api/changelog',
  feedPath: '/docs/api/changelog.xml',
  title: 'Ledgerline API changelog',
  subtitle: 'Every change to the API.',
  author: 'Ledgerline API',
};

/** Parses XML strictly; throws on anything that is not well formed, and on more than one root element. */
function parseXml(xml: string): Element {
  const document = xml2js(xml, { compact: false }) as Element;
  const roots = (document.elements ?? []).filter((node) => node.type === 'element');
  if (roots.length !== 1) throw new Error(`expected one root element, found ${roots.length}`);
  return roots[0];
}

const children = (element: Element, name: string) => (element.elements ?? []).filter((node) => node.type === 'element' && node.name === name);
const child = (element: Element, name: string) => children(element, name)[0];
const text = (element: Element | undefined) => (element?.elements ?? []).map((node) => node.text ?? node.cdata ?? '').join('');

// Loading and bundling the whole API description takes seconds on a busy machine.
const SPEC_LOAD_TIMEOUT = 60_000;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

function entry(overrides: Partial<ChangelogEntry>): ChangelogEntry {
  return {
    id: '2026-07-14-reissue',
    date: '2026-07-14',
    kind: 'new',
    title: 'reissue a card',
    operations: ['CardsController_reissueCard'],
    events: [],
    body: '**Operations:** [Reissue a card](/docs/cards-controller-reissue-card)\n\nSee [above](#2026-07-14) and the [feed](pathname:///docs/api/changelog.xml).',
    line: 10,
    ...overrides,
  };
}

function expectValidFeed(feed: Element, entries: ChangelogEntry[]) {
  expect(feed.name).toBe('feed');
  expect(feed.attributes?.xmlns).toBe('http://www.w3.org/2005/Atom');
  for (const name of ['id', 'title', 'updated']) expect(text(child(feed, name)), `feed <${name}>`).not.toBe('');
  expect(text(child(feed, 'updated'))).toMatch(RFC3339);
  const self = children(feed, 'link').find((link) => link.attributes?.rel === 'self');
  expect(self?.attributes?.href).toBe('https://docs.example.com/docs/api/changelog.xml');

  const items = children(feed, 'entry');
  expect(items).toHaveLength(entries.length);
  // An entry edited after its release (`**Updated:**`) is as new as its edit: the item's and the feed's <updated> say so.
  const newest = [...entries].map((e) => e.updated ?? e.date).sort().at(-1);
  expect(text(child(feed, 'updated'))).toBe(`${newest}T00:00:00Z`);
  const ids = items.map((item) => text(child(item, 'id')));
  expect(new Set(ids).size, 'entry ids are unique').toBe(ids.length);
  items.forEach((item, index) => {
    const source = [...entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))[index];
    expect(text(child(item, 'id'))).toBe(`https://docs.example.com/docs/api/changelog#${source.id}`);
    expect(text(child(item, 'updated'))).toBe(`${source.updated ?? source.date}T00:00:00Z`);
    expect(text(child(item, 'published'))).toBe(`${source.date}T00:00:00Z`);
    expect(child(item, 'link').attributes?.href).toBe(`https://docs.example.com/docs/api/changelog#${source.id}`);
    expect(children(item, 'category').map((c) => c.attributes?.term)).toEqual([source.kind, ...source.operations]);
    const content = child(item, 'content');
    expect(content.attributes?.type).toBe('html');
    expect(text(content)).not.toBe('');
    expect(text(content), 'links in the content are absolute').not.toMatch(/href="(?!https:\/\/|mailto:)/);
    // A Breaking entry that gave no time to act says so, from its dates, where it carries `**Notice:** none`.
    if (source.noNotice) expect(text(content)).toContain(`<strong>Shipped without notice:</strong> announced on ${source.date}, the day it took effect`);
    expect(text(content)).not.toContain('Notice:</strong> none');
  });
}

describe('atomFeed', () => {
  it('writes a well-formed Atom feed with one entry per changelog entry, newest first, with absolute links', () => {
    const entries = [
      entry({}),
      entry({ id: '2026-11-10-a', date: '2026-11-10', kind: 'breaking', title: 'money & <limits>', body: 'Amounts over "1000" & more.' }),
    ];
    const feed = parseXml(atomFeed(entries, OPTIONS));
    expectValidFeed(feed, entries);
    const [first, second] = children(feed, 'entry');
    expect(text(child(first, 'title'))).toBe('Breaking: money & <limits>');
    expect(text(child(first, 'content'))).toBe('<p>Amounts over &quot;1000&quot; &amp; more.</p>');
    expect(text(child(second, 'content'))).toContain('<a href="https://docs.example.com/docs/cards-controller-reissue-card">Reissue a card</a>');
    expect(text(child(second, 'content'))).toContain('<a href="https://docs.example.com/docs/api/changelog#2026-07-14">above</a>');
    expect(text(child(second, 'content'))).toContain('<a href="https://docs.example.com/docs/api/changelog.xml">feed</a>');
  });

  it('dates an entry edited after its release by its **Updated:** date, and the feed by its latest one', () => {
    const feed = parseXml(atomFeed([entry({}), entry({ id: '2026-11-10-a', date: '2026-11-10', updated: '2026-12-01' })], OPTIONS));
    const items = children(feed, 'entry');
    expect(items.map((item) => text(child(item, 'updated')))).toContain('2026-12-01T00:00:00Z');
    expect(items.map((item) => text(child(item, 'published')))).toContain('2026-11-10T00:00:00Z');
    expect(text(child(feed, 'updated'))).toBe('2026-12-01T00:00:00Z');
  });

  it('marks an entry of the coming release as not released yet, in its title, a category and its first line; a released one not', () => {
    const coming = entry({ id: '2026-12-01-updated-after', date: '2026-12-01', title: 'lists find what changed since a moment' });
    const feed = parseXml(atomFeed([entry({}), coming], { ...OPTIONS, isComing: (e) => e.date > '2026-11-26' }));
    const [first, second] = children(feed, 'entry');
    expect(text(child(first, 'title'))).toBe('Coming 2026-12-01, New: lists find what changed since a moment');
    expect(children(first, 'category').map((c) => c.attributes?.term)).toContain('coming');
    expect(text(child(first, 'content'))).toMatch(/^<p><strong>Not released yet:<\/strong> this change reaches the API on 2026-12-01; until then it is not live.<\/p>/);
    expect(text(child(second, 'title'))).not.toMatch(/Coming/);
    expect(children(second, 'category').map((c) => c.attributes?.term)).not.toContain('coming');
    expect(text(child(second, 'content'))).not.toMatch(/Not released yet/);
    // A Fixed entry of the coming release says what is already true: listed under the release, not coming.
    const fixed = children(parseXml(atomFeed([{ ...coming, kind: 'fixed' }], { ...OPTIONS, isComing: () => true })), 'entry')[0];
    expect(text(child(fixed, 'title'))).toBe('Fixed: lists find what changed since a moment');
    expect(text(child(fixed, 'content'))).toMatch(/^<p><strong>Listed under the coming release of 2026-12-01:<\/strong> a Fixed entry describes what the API already does/);
  });

  it('refuses to write a feed without entries', () => {
    expect(() => atomFeed([], OPTIONS)).toThrowError(/no entries/);
  });
});

describe('the changelog page and its feed', () => {
  it('every entry of docs/api/changelog.mdx is in the feed, dated, labelled and with the operations it touches', async () => {
    const entries = await loadChangelog(SITE_DIR, { source: 'docs/api/changelog.mdx', specPath: apiSpecPath() });
    const source = readFileSync(path.join(SITE_DIR, 'docs/api/changelog.mdx'), 'utf8');
    const entryHeadings = source.slice(source.search(/^## \d{4}-/m)).match(/^### /gm) ?? [];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries).toHaveLength(entryHeadings.length);
    for (const e of entries) expect(e.operations.length, `${e.id} lists the operations it touches`).toBeGreaterThan(0);
    expect(entries.some((e) => e.updated) && entries.some((e) => e.noNotice), 'the changelog has entries edited after their release and Breaking ones shipped without notice').toBe(true);
    expectValidFeed(parseXml(atomFeed(entries, OPTIONS)), entries);
  }, SPEC_LOAD_TIMEOUT);
});
