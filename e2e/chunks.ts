import type { Browser, Page, Request } from '@playwright/test';

// Helpers that watch or tamper with the JavaScript chunks the built site loads.
export const CHUNK_PATTERN = '**/assets/js/*.js';

const isChunk = (url: string) => new URL(url).pathname.startsWith('/assets/js/');

export interface ChunkRequest {
  path: string;
  at: number;
  /** 'script' when the page executes it, 'other' for a <link rel=prefetch>. */
  type: string;
}

/** Records every chunk request the page makes, in order, with the time it was seen. */
export function recordChunkRequests(page: Page): ChunkRequest[] {
  const requests: ChunkRequest[] = [];
  page.on('request', (request: Request) => {
    if (isChunk(request.url())) requests.push({ path: new URL(request.url()).pathname, at: Date.now(), type: request.resourceType() });
  });
  return requests;
}

/** The chunks a first visit to `path` executes (not what it prefetches), in a fresh context with an empty cache. */
export async function chunksLoadedBy(browser: Browser, baseURL: string, path: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const requests = recordChunkRequests(page);
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await context.close();
  return [...new Set(requests.filter((r) => r.type === 'script').map((r) => r.path))];
}

/** Scripts the HTML itself loads (the entry points); everything else is a lazily loaded chunk. */
export async function entryScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((s) => new URL(s.src).pathname),
  );
}
