import type { Browser } from '@playwright/test';
import { spread, type Spread } from './stats';

/** Chrome DevTools' "Fast 3G" preset (bytes per second and ms), with a 4× CPU slowdown. */
export const THROTTLED_PROFILE = {
  network: { latency: 562.5, downloadThroughput: (1.44 * 1000 * 1000 * 0.9) / 8, uploadThroughput: (675 * 1000 * 0.9) / 8 },
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const;

export interface ThrottledLoad {
  /** ms from navigation to the first contentful paint. */
  firstPaintMs: Spread;
  /** ms from navigation until React has hydrated the page (Docusaurus marks `<html data-has-hydrated>`). */
  hydratedMs: Spread;
}

declare global {
  interface Window {
    __benchHydratedAt?: number;
  }
}

/** Records when Docusaurus marks the document as hydrated. */
function watchHydration() {
  new MutationObserver((_records, observer) => {
    if (document.documentElement.dataset.hasHydrated === 'true') {
      window.__benchHydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
}

async function loadOnce(browser: Browser, url: string): Promise<{ firstPaintMs: number; hydratedMs: number }> {
  const context = await browser.newContext({ viewport: THROTTLED_PROFILE.viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchHydration);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLED_PROFILE.network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PROFILE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => window.__benchHydratedAt !== undefined, undefined, { timeout: 120_000, polling: 250 });
    return await page.evaluate(() => ({
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      hydratedMs: window.__benchHydratedAt ?? Number.NaN,
    }));
  } finally {
    await context.close();
  }
}

/** Loads the page `runs` times with a cold cache on the throttled phone profile. */
export async function measureThrottledLoad(browser: Browser, url: string, runs: number): Promise<ThrottledLoad> {
  const loads = [];
  for (let run = 0; run < runs; run += 1) loads.push(await loadOnce(browser, url));
  return { firstPaintMs: spread(loads.map((l) => l.firstPaintMs)), hydratedMs: spread(loads.map((l) => l.hydratedMs)) };
}
