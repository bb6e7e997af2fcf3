import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { SEARCH_BUNDLE_DIR, SEARCH_VOCABULARY_FILE } from '../../plugins/search/client/bundle';
import { withVocabulary } from '../../plugins/search/client/loadPagefind';
import { RANKING, searchSite, type Pagefind, type SearchHit } from '../../plugins/search/client/engine';
import { SEARCH_QUERIES, type SearchQuery } from './queries';
import { payloadAnchor } from '../../plugins/api-content/payloads';

export interface QueryOutcome {
  query: string;
  answers: string[];
  /** The first three hits' URLs. */
  top: string[];
  rank: number | undefined;
}

export interface SearchQuality {
  top1: number;
  top3: number;
  outcomes: QueryOutcome[];
  /** Median ms per query, index files read from disk. */
  medianMs: number;
}

/** An event type as an anchor: the payloads page's row for it in the events table (`deposit.received`). */
const EVENT_TYPE_ANCHOR = /^[a-z_]+\.[a-z_]+$/;

/**
 * A hit answers when it is on an answer's page and, if the answer names a part, on that part. An
 * event's row in the events table and its payload's section (`payload-deposit.received`) define
 * one event in the same words: either answers where the other was named.
 */
export function answers(hit: Pick<SearchHit, 'url'>, answer: string): boolean {
  const [page, anchor] = answer.split('#');
  const [hitPage, hitAnchor] = hit.url.split('#');
  const sameEvent = (one?: string, other?: string) => one !== undefined && EVENT_TYPE_ANCHOR.test(one) && other === payloadAnchor(one);
  return hitPage === page && (anchor === undefined || hitAnchor === anchor || sameEvent(anchor, hitAnchor) || sameEvent(hitAnchor, anchor));
}

/**
 * Runs the query set through the search dialog's own code (`searchSite`) against the Pagefind
 * index of a build, in Node: the index files are read from disk where the browser fetches them.
 */
export async function evaluateSearch(buildDir: string, queries: SearchQuery[] = SEARCH_QUERIES, ranking = RANKING): Promise<SearchQuality> {
  const bundle = path.resolve(buildDir, SEARCH_BUNDLE_DIR);
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL) => {
    const url = String(input);
    if (!url.startsWith('file:')) return realFetch(input);
    return new Response(await readFile(fileURLToPath(url.split('?')[0])));
  }) as typeof fetch;
  try {
    const pagefindModule = (await import(pathToFileURL(path.join(bundle, 'pagefind.js')).href)) as Pagefind;
    await pagefindModule.options({ basePath: `${pathToFileURL(bundle).href}/`, baseUrl: '/', ranking });
    await pagefindModule.init();
    const pagefind = withVocabulary(pagefindModule, pathToFileURL(path.join(bundle, SEARCH_VOCABULARY_FILE)).href);
    const outcomes: QueryOutcome[] = [];
    const times: number[] = [];
    for (const { query, answers: expected } of queries) {
      const started = performance.now();
      const hits = (await searchSite(pagefind, query)) ?? [];
      times.push(performance.now() - started);
      const index = hits.findIndex((hit) => expected.some((answer) => answers(hit, answer)));
      outcomes.push({ query, answers: expected, top: hits.slice(0, 3).map((hit) => hit.url), rank: index >= 0 ? index + 1 : undefined });
    }
    const share = (n: number) => outcomes.filter((outcome) => outcome.rank !== undefined && outcome.rank <= n).length / outcomes.length;
    times.sort((a, b) => a - b);
    return { top1: share(1), top3: share(3), outcomes, medianMs: times[Math.floor(times.length / 2)] };
  } finally {
    globalThis.fetch = realFetch;
  }
}
