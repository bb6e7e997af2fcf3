import { describe, expect, it } from 'vitest';
import { searchSite, searchTerms, type Pagefind } from './engine';

describe('searchTerms', () => {
  it('drops stop words unless nothing else is left', () => {
    expect(searchTerms('  how do I freeze a card ')).toBe('freeze card');
    expect(searchTerms('to')).toBe('to');
  });
});

/** A Pagefind double: pages with fixed scores per searched word. */
function fakePagefind(scores: Record<string, Record<string, number>>): Pagefind {
  const page = (url: string) => ({
    url,
    excerpt: `about ${url}`,
    meta: { title: url.toUpperCase(), kind: 'Guide' },
    sub_results: [
      { title: url.toUpperCase(), url, excerpt: 'top', weighted_locations: [{ weight: 10, balanced_score: 5 }] },
      { title: 'Part', url: `${url}#part`, anchor: { id: 'part', element: 'h4' }, excerpt: 'part', weighted_locations: [{ weight: 6, balanced_score: url === '/b' ? 9 : 1 }] },
    ],
  });
  return {
    options: async () => undefined,
    init: async () => undefined,
    search: async (query: string) => ({
      results: Object.entries(scores[query] ?? {}).map(([url, score]) => ({ id: url, score, data: async () => page(url) })),
    }),
  };
}

describe('searchSite', () => {
  it('ranks pages by the sum of the whole query and each word, and links to the best part', async () => {
    const pagefind = fakePagefind({ 'top up wallet': { '/a': 1 }, top: {}, up: {}, wallet: { '/a': 1, '/b': 5 } });
    const hits = await searchSite(pagefind, 'top up a wallet');
    expect(hits?.map((hit) => hit.url)).toEqual(['/b#part', '/a']);
    expect(hits?.[0]).toMatchObject({ title: '/B', section: 'Part', sectionIsCode: true, excerpt: 'part' });
    expect(hits?.[1]).toMatchObject({ title: '/A', section: undefined, excerpt: 'top' });
  });

  it("leaves the page's other names out of the excerpt", async () => {
    const pagefind = fakePagefind({ card: { '/c': 1 } });
    const page = await (await pagefind.search('card'))!.results[0].data();
    page.sub_results = [{ ...page.sub_results[0], excerpt: 'a wallet, virtual or physical. createCard · <mark>cards</mark>-controller-create-card · POST /cards. Next part' }];
    const hits = await searchSite({ ...pagefind, search: async () => ({ results: [{ id: '/c', score: 1, data: async () => page }] }) }, 'card');
    expect(hits?.[0].excerpt).toBe('a wallet, virtual or physical. Next part');
  });

  it('skips the results of a query typed past', async () => {
    const pagefind = fakePagefind({ wallet: { '/a': 1 } });
    expect(await searchSite(pagefind, 'wallet', () => false)).toBeUndefined();
  });

  it('finds nothing for an empty query', async () => {
    expect(await searchSite(fakePagefind({}), '   ')).toEqual([]);
  });
});
