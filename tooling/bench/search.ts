import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Browser, type Page } from '@playwright/test';

export interface SearchMeasurement {
  /** Per query: ms from the last keystroke to the results' announcement, three runs. */
  queries: { query: string; runsMs: number[]; medianMs: number }[];
  medianMs: number;
  /**
   * What opening search and a first query download, as a production server sends it (gzip for
   * text; Pagefind's files come compressed), per query of FIRST_QUERIES, each in a fresh context;
   * `firstSearch` is the largest of them.
   */
  firstSearches: FirstSearch[];
  firstSearch: { bytes: number; files: number };
}

/** What a first query downloads over the wire: in all, and per kind of file (`fileKind`). */
export interface FirstSearch {
  query: string;
  bytes: number;
  files: number;
  byKind: Record<string, { bytes: number; files: number }>;
}

/**
 * First queries measured: a name pasted alone, two words, and questions in a developer's words,
 * up to twenty words (each content word of a question can need an index chunk of its own, and
 * each prefix typed on the way to it one more).
 */
export const FIRST_QUERIES = [
  'idempotency_key_reused',
  'wallet balance',
  'how do I return a 409 conflict',
  'which webhook tells me a deposit arrived',
  'how do I retry a payment after a timeout',
  'what happens when a card is frozen',
  'why was my card payment declined with insufficient funds',
  'how can I verify the signature of incoming webhook events',
  // A situation told in a sentence, as a developer pastes it from a ticket: many content words, each an index chunk.
  'customer says the withdrawal to their bank account never arrived after three business days, how do we check what happened',
];

const QUERIES = ['idempotency_key_reused', 'virtual account', 'deposit.received', 'freeze a card'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What a file of a first search is: Pagefind's index chunks, result fragments, its script and WebAssembly, the site's own. */
export function fileKind(pathname: string): string {
  if (pathname.endsWith('.pf_index')) return 'index chunk';
  if (pathname.endsWith('.pf_fragment')) return 'fragment';
  if (/\.pf_(meta|filter)$/.test(pathname)) return 'index meta and filters';
  if (/\/pagefind\/(pagefind\.js|wasm\.)/.test(pathname)) return 'Pagefind script and wasm';
  if (pathname.endsWith('vocabulary.json')) return 'word list';
  if (/\/pagefind\/words\//.test(pathname)) return 'word list parts';
  return 'site code';
}

/** The bytes a file costs over the wire: text gzipped (as nginx serves it), anything else as stored. */
function wireBytes(buildDir: string, pathname: string): number {
  const content = readFileSync(path.join(buildDir, decodeURIComponent(pathname)));
  return /\.(js|json|css|html)$/.test(pathname) ? gzipSync(content, { level: 6 }).length : content.length;
}

/**
 * Counts what a first query downloads (FIRST_QUERIES, each on a cold cache), then times typed
 * queries inside one page: the last `input` event to the status line announcing the results.
 */
/**
 * Opens search with Ctrl+K. On a loaded machine the page can go network-idle before React has
 * attached the shortcut: the key is pressed again until the dialog shows.
 */
async function openSearch(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  return dialog;
}

/**
 * Opens search with Ctrl+K on `url` in a fresh context and counts what typing `query` downloads.
 * The page's prefetches of the routes it links to (`<link rel=prefetch>`, resource type "other"),
 * which start when the browser is idle, and the page's own chunks still loading at network idle on
 * a loaded machine (it waits for hydration) are the page's, not search's:
 * the first-visit measurement counts them.
 */
async function measureFirstSearch(browser: Browser, url: string, buildDir: string, query: string, keyDelayMs: number): Promise<FirstSearch> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // On a loaded machine the page's own chunks can still be on their way at network idle.
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const origin = new URL(url).origin;
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.origin === origin && request.resourceType() !== 'other') fetched.add(requested.pathname);
    });
    const dialog = await openSearch(page);
    await dialog.getByRole('combobox', { name: 'Search' }).pressSequentially(query, { delay: keyDelayMs });
    await dialog.getByRole('status').filter({ hasText: `for “${query}”` }).waitFor();
    await page.waitForLoadState('networkidle');
    const byKind: FirstSearch['byKind'] = {};
    let bytes = 0;
    for (const file of fetched) {
      const size = wireBytes(buildDir, file);
      const kind = (byKind[fileKind(file)] ??= { bytes: 0, files: 0 });
      kind.bytes += size;
      kind.files += 1;
      bytes += size;
    }
    return { query, bytes, files: fetched.size, byKind };
  } finally {
    await context.close();
  }
}

/**
 * The time between keys a first search is typed with: a person's pace (about 200 ms a key, a
 * fast typist 100), at which the dialog searches every prefix typed and shows its results, each
 * costing its index chunk and fragments. Keys sent as fast as the browser takes them would be
 * searched together, and measure less than a reader downloads.
 */
export const KEY_DELAY_MS = 100;

/** What each of FIRST_QUERIES downloads, each in a fresh context (cold cache), typed key by key `keyDelayMs` apart. */
export async function measureFirstSearches(browser: Browser, url: string, buildDir: string, keyDelayMs = KEY_DELAY_MS): Promise<FirstSearch[]> {
  const firstSearches = [];
  for (const query of FIRST_QUERIES) firstSearches.push(await measureFirstSearch(browser, url, buildDir, query, keyDelayMs));
  return firstSearches;
}

export async function measureSearch(browser: Browser, url: string, buildDir: string): Promise<SearchMeasurement> {
  const firstSearches = await measureFirstSearches(browser, url, buildDir);
  const largest = firstSearches.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const firstSearch = { bytes: largest.bytes, files: largest.files };
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const dialog = await openSearch(page);
    const input = dialog.getByRole('combobox', { name: 'Search' });
    const status = dialog.getByRole('status');
    await status.filter({ hasText: 'Search guides' }).waitFor();

    await page.evaluate(() => {
      const timing = { lastInput: 0, announced: 0 };
      Object.assign(window, { __searchTiming: timing });
      document.addEventListener('input', () => (timing.lastInput = performance.now()), true);
      const statusLine = document.querySelector('dialog [role="status"]')!;
      new MutationObserver(() => (timing.announced = performance.now())).observe(statusLine, { subtree: true, childList: true, characterData: true });
    });
    async function timeOnce(query: string): Promise<number> {
      await input.fill('');
      await status.filter({ hasText: 'Search guides' }).waitFor();
      await input.pressSequentially(query);
      await status.filter({ hasText: `for “${query}”` }).waitFor();
      const { lastInput, announced } = await page.evaluate(() => (window as unknown as { __searchTiming: { lastInput: number; announced: number } }).__searchTiming);
      return Math.max(0, announced - lastInput);
    }
    const queries = [];
    for (const query of QUERIES) {
      const runsMs = [await timeOnce(query), await timeOnce(query), await timeOnce(query)];
      queries.push({ query, runsMs, medianMs: median(runsMs) });
    }
    return { queries, medianMs: median(queries.map((q) => q.medianMs)), firstSearches, firstSearch };
  } finally {
    await context.close();
  }
}
