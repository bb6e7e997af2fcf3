import { RANKING, type Pagefind } from '../SearchBar/engine';

let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind from the build (`/pagefind/pagefind.js`, outside the bundle: webpack leaves
 * the import alone) once per visit. Pagefind then fetches its WebAssembly and only the index
 * chunks and page fragments each search needs.
 */
export function loadPagefind(scriptUrl: string): Promise<Pagefind> {
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
