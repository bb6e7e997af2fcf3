/** The part of Pagefind's browser API the search dialog uses (`SEARCH_SCRIPT_PATH`). */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { id: string; score: number; data(): Promise<PagefindPage> }[] } | null>;
}

interface WeightedLocation {
  weight: number;
  balanced_score: number;
}

interface PagefindPage {
  url: string;
  excerpt: string;
  meta: { title?: string; kind?: string; section?: string };
  sub_results: { title: string; url: string; excerpt: string; anchor?: { id: string; element: string }; weighted_locations?: WeightedLocation[] }[];
}

/** One result as the list shows it. */
export interface SearchHit {
  /** The page and, when a heading, field or entry matched best, its anchor. */
  url: string;
  /** The page's title, as its h1 reads. */
  title: string;
  /** Guide, Endpoint, Reference, Webhooks or Docs. */
  kind: string;
  /** The heading, field or entry the hit links to, if not the page's top. */
  section?: string;
  /** Whether the section is a name from the API (a field, error code or event type), shown as code. */
  sectionIsCode?: boolean;
  /** A short passage around the match, as HTML whose only markup is `<mark>`. */
  excerpt: string;
}

/** How many results the list shows. */
export const MAX_HITS = 6;

/**
 * Pagefind's ranking, chosen by scoring the query set (tooling/search-quality) over a grid:
 * how often a word is said counts little (a page that names a field ten times is not ten
 * times the answer), so where it is said (title, other names, heading, field) decides.
 */
export const RANKING = { termFrequency: 0.3, termSaturation: 2, pageLength: 0.4, termSimilarity: 1 };

const STOP_WORDS = new Set(['a', 'an', 'the', 'to', 'of', 'for', 'my', 'how', 'do', 'i', 'in', 'on', 'with', 'is', 'can', 'what', 'does', 'into', 'your', 'our', 'me', 'from']);

/** The words a query searches for: stop words go unless they are all there is. */
export function searchTerms(query: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const kept = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return (kept.length > 0 ? kept : words).join(' ');
}

const score = (sub: PagefindPage['sub_results'][number]) => Math.max(0, ...(sub.weighted_locations ?? []).map((location) => location.balanced_score));

/**
 * Joins a page's other names (operation ids, keywords) in its record (indexHtml.ts). They
 * match well but read badly: the excerpt leaves them out.
 */
export const ALIAS_SEPARATOR = ' · ';

function withoutAliases(excerpt: string): string {
  const firstSeparator = excerpt.indexOf(ALIAS_SEPARATOR);
  if (firstSeparator < 0) return excerpt;
  // Pagefind joins a record's paragraphs with ". ": the names run from one to the next.
  const start = excerpt.lastIndexOf('. ', firstSeparator);
  const end = excerpt.indexOf('. ', excerpt.lastIndexOf(ALIAS_SEPARATOR));
  const before = start < 0 ? '' : excerpt.slice(0, start + 1);
  const after = end < 0 ? '' : excerpt.slice(end + 2);
  return `${before} ${after}`.trim();
}

/** A record of one part of a page has the part's anchor in its URL; its sub-results add another. */
const lastAnchor = (url: string) => url.replace(/#[^#]*(?=#)/, '');

function hitOf(page: PagefindPage): SearchHit {
  const title = page.meta.title ?? '';
  const best = [...page.sub_results].sort((a, b) => score(b) - score(a))[0];
  const linksToPart = Boolean(best?.anchor) && best.title !== title && best.title !== page.meta.section;
  return {
    url: linksToPart ? lastAnchor(best.url) : page.url,
    title,
    kind: page.meta.kind ?? 'Docs',
    section: linksToPart ? best.title : page.meta.section,
    // Fields are h4 and table entries h3 in the indexed records (plugins/search/indexHtml.ts).
    sectionIsCode: linksToPart && /^h[34]$/.test(best.anchor?.element ?? ''),
    excerpt: withoutAliases((best ?? page).excerpt),
  };
}

type PagefindResult = NonNullable<Awaited<ReturnType<Pagefind['search']>>>['results'][number];

/**
 * Pages for the words of a query, best first. Pagefind keeps only pages with every word; a
 * reader's phrasing ("top up a wallet") often has a word the answer does not use, so each
 * word is also searched alone and a page scores the sum of its words' scores, plus the whole
 * query's score when it has every word.
 */
async function rankedResults(pagefind: Pagefind, terms: string): Promise<PagefindResult[]> {
  const words = terms.split(' ');
  const searches = await Promise.all([terms, ...(words.length > 1 ? words : [])].map((query) => pagefind.search(query)));
  const scored = new Map<string, { result: PagefindResult; score: number }>();
  for (const found of searches) {
    for (const result of found?.results ?? []) {
      const entry = scored.get(result.id) ?? { result, score: 0 };
      entry.score += result.score;
      scored.set(result.id, entry);
    }
  }
  return [...scored.values()].sort((a, b) => b.score - a.score).map((entry) => entry.result);
}

/**
 * Searches the site's index: the top results, each with its best section. `isCurrent` says
 * whether the query is still the one in the box: a query typed past before its index chunks
 * arrived returns `undefined` without downloading its results' fragments.
 */
export async function searchSite(pagefind: Pagefind, query: string, isCurrent: () => boolean = () => true): Promise<SearchHit[] | undefined> {
  const terms = searchTerms(query);
  if (!terms) return [];
  const results = await rankedResults(pagefind, terms);
  if (!isCurrent()) return undefined;
  const pages = await Promise.all(results.slice(0, MAX_HITS).map((result) => result.data()));
  return pages.map(hitOf);
}
