import { SEARCH_VOCABULARY_FILE, wordListPartFile, wordListPartOf } from './bundle';
import { RANKING, type Pagefind } from './engine';

/** A JSON file fetched once: a failed fetch is not kept, and is tried again on the next call. */
function fetchedOnce<T>(url: string): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`search: ${url} answered ${response.status}`);
        return response.json() as Promise<T>;
      })
      .catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
    return loaded;
  };
}

/**
 * Pagefind's API plus the docs' words from `url` (SEARCH_VOCABULARY_FILE), the whole list and
 * its parts beside it (`wordListPartFile`), each fetched on its first call.
 */
export function withVocabulary(pagefind: Pagefind, url: string): Pagefind {
  const vocabulary = fetchedOnce<string[]>(url);
  const parts = new Map<number, () => Promise<string[]>>();
  return {
    options: (options) => pagefind.options(options),
    init: () => pagefind.init(),
    search: (query, options) => pagefind.search(query, options),
    vocabulary,
    wordsStartingAs: (word) => {
      const part = wordListPartOf(word);
      if (!parts.has(part)) parts.set(part, fetchedOnce<string[]>(new URL(wordListPartFile(part), url).href));
      return parts.get(part)!().then((words) => words.filter((known) => known.startsWith(word.toLowerCase())));
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
