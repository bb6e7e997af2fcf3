import { FRESH_QUERIES } from './fresh-queries';
import { SEARCH_QUERIES, type SearchQuery } from './queries';

/** The query sets search is measured on: the first, written with the ranking, and the fresh one. */
export const QUERY_SETS = { reader: SEARCH_QUERIES, fresh: FRESH_QUERIES } as const satisfies Record<string, SearchQuery[]>;
export type QuerySetName = keyof typeof QUERY_SETS;

/** Which queries of a set: all, those tuning may look at, or those kept aside. */
export type QueryPart = 'all' | 'tuning' | 'held-out';

export function partOf(queries: readonly SearchQuery[], part: QueryPart): SearchQuery[] {
  if (part === 'all') return [...queries];
  return queries.filter((query) => Boolean(query.heldOut) === (part === 'held-out'));
}
