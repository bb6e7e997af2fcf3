import { searchSite, RANKING, type Pagefind, type SearchHit } from '../../plugins/search/client/engine';
import { SEARCH_BUNDLE_DIR, SEARCH_VOCABULARY_FILE } from '../../plugins/search/client/bundle';
import { withVocabulary } from '../../plugins/search/client/loadPagefind';
import { ERROR_CATALOGUE_PATH } from './errors';
import { EVENTS_PAGE_PATH } from './events';
import { LookupError, NotFoundError, SiteError } from './failures';
import { MAX_ARGUMENT_LENGTH } from './limits';
import { markdownPathOf, pageSection } from './pages';
import type { Site } from './site';
import { bestSentence, clip, cleanText, nearest } from './text';
import { currentIndex, type ApiViewIndex } from './view';

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

/** The kinds of hit search can keep alone. */
export const SEARCH_KINDS = ['operation', 'guide', 'event', 'error'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** How far into the ranked hits filters and paging look. */
export const MAX_SEARCH_HITS = 60;

export interface SearchOptions {
  limit: number;
  offset: number;
  kind?: SearchKind;
  tag?: string;
}

/** What a hit is about, for the filters: its kind, and the tags of its operation or page. */
interface HitFacts {
  kinds: Set<SearchKind>;
  tags: string[];
}

function factsOf(hit: SearchHit, index: ApiViewIndex): HitFacts {
  const [path, anchor = ''] = hit.url.split('#');
  const kinds = new Set<SearchKind>();
  const operation = index.operations.find((op) => op.url !== undefined && new URL(op.url).pathname === path);
  if (operation || hit.kind === 'Endpoint') kinds.add('operation');
  if (hit.kind === 'Guide') kinds.add('guide');
  const { events } = index;
  if (path === EVENTS_PAGE_PATH || events.some((event) => event.type === anchor || `payload-${event.type}` === anchor)) kinds.add('event');
  const codes = index.errorCodes;
  if (codes.some((entry) => entry.code === anchor) || (path === ERROR_CATALOGUE_PATH && /^error/.test(anchor))) kinds.add('error');
  const page = index.pages?.find((candidate) => new URL(candidate.url).pathname === path);
  return { kinds, tags: operation?.tags ?? page?.tags ?? [] };
}

/** Where the snippet comes from: the hit's section of the page's Markdown, or its excerpt. */
async function snippetOf(site: Site, hit: SearchHit, query: string): Promise<string> {
  const [path, anchor] = hit.url.split('#');
  const markdown = await site.readText(markdownPathOf(path)).catch(() => undefined);
  const section = markdown === undefined ? undefined : anchor ? await pageSection(site, path, markdown, anchor).catch(() => undefined) : pageTop(markdown);
  const fromSection = section === undefined ? undefined : bestSentence(section, query);
  return clip(fromSection ?? withoutTableHeaders(cleanText(hit.excerpt), section ?? ''), 180);
}

/** A page's text before its first part, without an endpoint page's method line, base URLs and authentication. */
const pageTop = (markdown: string) =>
  markdown
    .split(/\n## /)[0]
    .split('\n')
    .filter((line) => !/^`[A-Z]+ \/|^Base URLs:|^- `https?:|^Authentication:/.test(line))
    .join('\n');

/** An excerpt without the words of a table's header row ("…can return: Error When."): they answer nothing. */
function withoutTableHeaders(excerpt: string, markdown: string): string {
  const lines = markdown.split('\n');
  const headers = lines
    .filter((line, index) => line.startsWith('|') && /^\|\s*:?-{3}/.test(lines[index + 1] ?? ''))
    .map((line) => cleanText(line.split('|').join(' ').replace(/[`*]/g, '')));
  return headers.reduce((text, header) => (header && text.includes(header) ? text.split(header).join('').replace(/\s+/g, ' ').trim() : text), excerpt);
}

async function resultOf(site: Site, hit: SearchHit, query: string): Promise<SearchResult> {
  return {
    title: hit.title,
    url: site.link(hit.url),
    kind: hit.kind,
    ...(hit.section ? { section: hit.section } : {}),
    snippet: await snippetOf(site, hit, query),
  };
}

/** The site's search: the same index, query handling and ranking as its search dialog; filters and paging over its ranked hits. */
export async function searchDocs(site: Site, query: string, options: SearchOptions): Promise<{ results: SearchResult[]; nextOffset?: number; filtered: boolean }> {
  const text = query.trim();
  if (text === '') throw new LookupError('The query is empty: give a few words, a field, an error code or an operation name.');
  if (text.length > MAX_QUERY_LENGTH) {
    throw new LookupError(`The query is ${text.length} characters; at most ${MAX_QUERY_LENGTH}. Search for the key words, or read a page with read_page.`);
  }
  const filtered = options.kind !== undefined || options.tag !== undefined;
  const pagefind = await loadPagefind(site);
  // Always rank the same number of hits: the site's ranking looks at the candidates it is asked
  // for, so a first page of 3 and a page of 6 could order them differently and pages would overlap.
  let hits = (await searchSite(pagefind, text, () => true, MAX_SEARCH_HITS)) ?? [];
  if (filtered) {
    const index = await currentIndex(site);
    const tag = options.tag?.trim().toLowerCase();
    const tags = [...new Set([...index.tags.map((candidate) => candidate.name), ...(index.pages ?? []).flatMap((page) => page.tags)])];
    if (tag !== undefined && !tags.some((candidate) => candidate.toLowerCase() === tag)) throw new NotFoundError(`Tag \`${options.tag}\``, nearest(tag, tags, 8));
    hits = hits.filter((hit) => {
      const facts = factsOf(hit, index);
      return (!options.kind || facts.kinds.has(options.kind)) && (!tag || facts.tags.some((candidate) => candidate.toLowerCase() === tag));
    });
  }
  const page = hits.slice(options.offset, options.offset + options.limit);
  const results = await Promise.all(page.map((hit) => resultOf(site, hit, text)));
  const next = options.offset + options.limit;
  return { results, ...(hits.length > next ? { nextOffset: next } : {}), filtered };
}

export function searchAnswer(query: string, found: { results: SearchResult[]; nextOffset?: number; filtered: boolean }): string {
  const { results, nextOffset } = found;
  if (results.length === 0) return `No page matches "${query}"${found.filtered ? ' with these filters' : ''}. Try other words, or list_operations for the API's operations.`;
  const lines = results.map((result, index) => {
    const where = result.section ? ` › ${result.section}` : '';
    return `${index + 1}. ${result.title}${where} (${result.kind})\n   ${result.url}\n   ${result.snippet}`;
  });
  const more = nextOffset !== undefined ? ` More hits: offset ${nextOffset}.` : '';
  return `${lines.join('\n')}\n\nRead one with read_page (URL as given; the part after # picks the section).${more}`;
}
