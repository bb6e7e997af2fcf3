import type { SearchPage, SearchSection } from './records';

/**
 * The share of endpoint pages from which a part they all carry alike (the same anchor, name
 * and text) is what the conventions page explains: the 401 and 429 responses, the `limit` and
 * `cursor` of every list, the `metadata` of every create request. At least MIN_REPEATS pages.
 */
export const REPEATED_SHARE = 0.2;
const MIN_REPEATS = 3;

// An error response's own errors (`SearchSection.errors`) say what the operation returns: the part is its own.
const signature = (section: SearchSection) => `${section.anchor}\n${section.title}\n${section.text}\n${JSON.stringify(section.errors ?? [])}`;

/**
 * The pages with the parts that endpoint pages repeat left out of the endpoint pages: one of
 * them says nothing of its operation, and together they outnumber the one section of the
 * conventions page that explains them ("401 unauthorized" found 33 endpoint pages before the
 * part about authentication). A part that few endpoints share (a card's shipping address) stays.
 */
export function withoutRepeatedParts(pages: SearchPage[]): SearchPage[] {
  const endpoints = pages.filter((page) => page.kind === 'Endpoint');
  const counts = new Map<string, number>();
  for (const page of endpoints) for (const key of new Set(page.sections.map(signature))) counts.set(key, (counts.get(key) ?? 0) + 1);
  const threshold = Math.max(MIN_REPEATS, endpoints.length * REPEATED_SHARE);
  const repeated = (section: SearchSection) => (counts.get(signature(section)) ?? 0) >= threshold;
  return pages.map((page) => (page.kind === 'Endpoint' ? { ...page, sections: page.sections.filter((section) => !repeated(section)) } : page));
}
