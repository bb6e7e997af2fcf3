import { SEARCH_VOCABULARY_FILE } from './bundle';
import { RANKING, type Pagefind } from './engine';

/** Pagefind's API plus the docs' words from `url`, fetched on the first call (a failed fetch is retried on the next). */
export function withVocabulary(pagefind: Pagefind, url: string): Pagefind {
  let words: Promise<readonly string[]> | undefined;
  return {
    options: (options) => pagefind.options(options),
    init: () => pagefind.init(),
    search: (query, options) => pagefind.search(query, options),
    vocabulary: () => {
      words ??= fetch(url)
        .then((response) => {
          if (!response.ok) throw new Error(`search: ${url} answered ${response.status}`);
          return response.json() as Promise<string[]>;
        })
        .catch((error: unknown) => {
          words = undefined;
          throw error;
        });
      return words;
    },
  };
}

let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind from the build (`SEARCH_SCRIPT_PATH`, outside the bundle: webpack leaves
 * the import alone) once per visit. Pagefind then fetches its WebAssembly and only the index
 * chunks and page fragments each search needs.
 */
export function loadPagefind(scriptUrl: string): Promise<Pagefind> {
  // The index is written by the production build; the dev server has none to load.
  if (process.env.NODE_ENV === 'development') return Promise.reject(new Error('search: no index in development'));
  loading ??= (import(/* webpackIgnore: true */ scriptUrl) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ ranking: RANKING, excerptLength: 24, noWorker: true });
      await pagefind.init();
      return withVocabulary(pagefind, new URL(SEARCH_VOCABULARY_FILE, new URL(scriptUrl, window.location.href)).href);
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
