import { RANKING, type Pagefind } from './engine';

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
      await pagefind.options({ ranking: RANKING, excerptLength: 24 });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
