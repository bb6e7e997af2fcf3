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
   * The part of `total` the page prefetched (`<link rel=prefetch>`) for the routes it links to,
   * without running it; the rest is what the page itself loads and runs.
   */
  prefetched: Record<AssetKind, Bytes>;
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

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** Counts one response body; `gzip` is its compressed size when the caller already has it. */
export function add(tally: Record<AssetKind, Bytes>, kind: AssetKind, body: Buffer, gzip = gzipSize(body)): void {
  tally[kind].requests += 1;
  tally[kind].raw += body.length;
  tally[kind].gzip += gzip;
}

/** Opens `url` in a fresh browser context (cold cache) and tallies what the visit downloads. */
export async function measureFirstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const total = emptyTally();
    const prefetched = emptyTally();
    const encodings = new Set<string>();

    const onResponse = (response: Response) => {
      pending.push(
        (async () => {
          if (response.status() >= 300 && response.status() < 400) return;
          const headers = await response.allHeaders();
          if (headers['content-encoding']) encodings.add(headers['content-encoding']);
          const body = await response.body();
          const kind = assetKind(response.url(), headers['content-type'] ?? '');
          const gzip = gzipSize(body);
          add(total, kind, body, gzip);
          // A prefetch is requested with the resource type "other"; scripts the page runs are "script".
          if (kind === 'js' && response.request().resourceType() !== 'script') add(prefetched, kind, body, gzip);
        })(),
      );
    };
    page.on('response', onResponse);

    const navigation = await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // A response that arrives from here on is not counted: none is read after the context closes.
    page.off('response', onResponse);
    await Promise.all(pending);
    return { url, status: navigation?.status() ?? null, total, prefetched, contentEncodings: [...encodings] };
  } finally {
    await context.close();
  }
}
