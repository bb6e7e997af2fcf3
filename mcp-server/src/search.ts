import { searchSite, RANKING, type Pagefind, type SearchHit } from '../../plugins/search/client/engine';
import { SEARCH_BUNDLE_DIR, SEARCH_VOCABULARY_FILE } from '../../plugins/search/client/bundle';
import { withVocabulary } from '../../plugins/search/client/loadPagefind';
import { LookupError, SiteError } from './failures';
import { MAX_ARGUMENT_LENGTH } from './limits';
import type { Site } from './site';
import { clip, cleanText } from './text';

export const MAX_QUERY_LENGTH = MAX_ARGUMENT_LENGTH.query;

/** One search result as the tool answers it. */
export interface SearchResult {
  title: string;
  url: string;
  kind: string;
  section?: string;
  snippet: string;
}

interface LoadedIndex {
  /** The index's entry file, which a rebuild changes. */
  entry: Buffer;
  pagefind: Promise<Pagefind>;
  /** Frees the index's WebAssembly memory (its module stays: an import cannot be undone). */
  destroy?: () => Promise<void>;
}
let loaded: LoadedIndex | undefined;
let generation = 0;

async function importPagefind(site: Site, index: LoadedIndex): Promise<Pagefind> {
  const base = `${site.url}/${SEARCH_BUNDLE_DIR}/`;
  const script = await site.read(`/${SEARCH_BUNDLE_DIR}/pagefind.js`);
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${site.url}/`)) throw new SiteError(`refused a request to ${url}: the server reads only its site`);
    return new Response(new Uint8Array(await site.read(url)));
  }) as typeof fetch;
  // A module is imported once per URL: the generation makes each index's script a module of its own.
  generation += 1;
  const source = `${script.toString('utf8')}\n// index ${generation}\n`;
  const module = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as Pagefind & { destroy?: () => Promise<void> };
  await module.options({ basePath: base, baseUrl: '/', ranking: RANKING, excerptLength: 24 });
  await module.init();
  index.destroy = module.destroy;
  // The dialog's spelling correction: the word list is read from the site like the index.
  return withVocabulary(module, `${base}${SEARCH_VOCABULARY_FILE}`);
}

/**
 * Pagefind's own script from the site, run in Node the way the search dialog runs it in the
 * browser: its fetches (entry, WebAssembly, index chunks, fragments) and the word list for
 * spelling correction are answered from the site, and a fetch of anything else is refused.
 * When the site's index changes (a redeploy), the next search loads the new one.
 */
async function loadPagefind(site: Site): Promise<Pagefind> {
  const entry = await site.read(`/${SEARCH_BUNDLE_DIR}/pagefind-entry.json`);
  if (loaded?.entry === entry) return loaded.pagefind;
  const previous = loaded;
  const index: LoadedIndex = { entry, pagefind: Promise.resolve(undefined as never) };
  index.pagefind = importPagefind(site, index);
  loaded = index;
  index.pagefind.then(
    () => previous?.destroy?.().catch(() => undefined),
    () => {
      if (loaded === index) loaded = undefined;
    },
  );
  return index.pagefind;
}

function resultOf(site: Site, hit: SearchHit): SearchResult {
  return {
    title: hit.title,
    url: site.link(hit.url),
    kind: hit.kind,
    ...(hit.section ? { section: hit.section } : {}),
    snippet: clip(cleanText(hit.excerpt), 180),
  };
}

/** The site's search: the same index, query handling and ranking as its search dialog. */
export async function searchDocs(site: Site, query: string, limit: number): Promise<SearchResult[]> {
  const text = query.trim();
  if (text === '') throw new LookupError('The query is empty: give a few words, a field, an error code or an operation name.');
  if (text.length > MAX_QUERY_LENGTH) {
    throw new LookupError(`The query is ${text.length} characters; at most ${MAX_QUERY_LENGTH}. Search for the key words, or read a page with read_page.`);
  }
  const pagefind = await loadPagefind(site);
  const hits = (await searchSite(pagefind, text)) ?? [];
  return hits.slice(0, limit).map((hit) => resultOf(site, hit));
}

export function searchAnswer(query: string, results: SearchResult[]): string {
  if (results.length === 0) return `No page matches "${query}". Try other words, or list_operations for the API's operations.`;
  const lines = results.map((result, index) => {
    const where = result.section ? ` › ${result.section}` : '';
    return `${index + 1}. ${result.title}${where} (${result.kind})\n   ${result.url}\n   ${result.snippet}`;
  });
  return `${lines.join('\n')}\n\nRead one with read_page (URL as given; the part after # picks the section).`;
}
