import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';

export type AssetKind = 'html' | 'js' | 'css' | 'other';

export interface Bytes {
  requests: number;
  raw: number;
  /** Each response body gzipped by the bench at level 9 (the static server sends bodies uncompressed). */
  gzip: number;
}

export interface FirstVisit {
  url: string;
  status: number | null;
  /** Everything downloaded from navigation until the network is idle, prefetches included. */
  total: Record<AssetKind, Bytes>;
  /**
   * The part of `total` requested after the page hydrated (route prefetching, lazy chunks); the
   * rest is what the page needs to render and become interactive.
   */
  afterHydration: Record<AssetKind, Bytes>;
  contentEncodings: string[];
}

function emptyTally(): Record<AssetKind, Bytes> {
  const zero = (): Bytes => ({ requests: 0, raw: 0, gzip: 0 });
  return { html: zero(), js: zero(), css: zero(), other: zero() };
}

export function assetKind(url: string, contentType: string): AssetKind {
  const pathname = new URL(url).pathname;
  if (contentType.includes('text/html')) return 'html';
  if (contentType.includes('javascript') || pathname.endsWith('.js')) return 'js';
  if (contentType.includes('text/css') || pathname.endsWith('.css')) return 'css';
  return 'other';
}

export function add(tally: Record<AssetKind, Bytes>, kind: AssetKind, body: Buffer): void {
  tally[kind].requests += 1;
  tally[kind].raw += body.length;
  tally[kind].gzip += gzipSync(body, { level: 9 }).length;
}

declare global {
  interface Window {
    __benchHydratedAtEpochMs?: number;
  }
}

/** Records, in epoch ms like a request's start time, when Docusaurus marks the document as hydrated. */
function recordHydration() {
  new MutationObserver((_records, observer) => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return;
    window.__benchHydratedAtEpochMs = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
}

/** Opens `url` in a fresh browser context (cold cache) and tallies what the visit downloads. */
export async function measureFirstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordHydration);
    const pending: Promise<{ kind: AssetKind; body: Buffer; startedAtEpochMs: number } | undefined>[] = [];
    const encodings = new Set<string>();

    const onResponse = (response: Response) => {
      pending.push(
        (async () => {
          if (response.status() >= 300 && response.status() < 400) return undefined;
          const headers = await response.allHeaders();
          if (headers['content-encoding']) encodings.add(headers['content-encoding']);
          const kind = assetKind(response.url(), headers['content-type'] ?? '');
          return { kind, body: await response.body(), startedAtEpochMs: response.request().timing().startTime };
        })(),
      );
    };
    page.on('response', onResponse);

    const navigation = await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__benchHydratedAtEpochMs !== undefined);
    await page.waitForLoadState('networkidle');
    // A response that arrives from here on is not counted: none is read after the context closes.
    page.off('response', onResponse);
    const hydratedAt = (await page.evaluate(() => window.__benchHydratedAtEpochMs))!;
    const total = emptyTally();
    const afterHydration = emptyTally();
    for (const download of await Promise.all(pending)) {
      if (!download) continue;
      add(total, download.kind, download.body);
      if (download.startedAtEpochMs > hydratedAt) add(afterHydration, download.kind, download.body);
    }
    return { url, status: navigation?.status() ?? null, total, afterHydration, contentEncodings: [...encodings] };
  } finally {
    await context.close();
  }
}
