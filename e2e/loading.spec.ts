import type { Page } from '@playwright/test';
import { CHUNK_PATTERN, chunksLoadedBy, recordChunkRequests } from './chunks';
import { expect, test } from './fixtures';

const FROM = '/';
const TO = { path: '/docs/guides', link: 'Guides', heading: 'Guides' };

interface Connection {
  effectiveType: string;
  saveData: boolean;
}

test.describe('page loading', () => {
  test.describe('first load', () => {
    const GUIDE = '/docs/guides/deposits';
    const ENDPOINT = '/docs/cards-controller-create-credit-card';

    test('paints the styled page from its HTML alone, before it requests any script or stylesheet', async ({ site, page }) => {
      await site.goto(GUIDE);
      const { firstPaint, firstScript, stylesheets } = await page.evaluate(() => {
        const requested = performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          firstScript: Math.min(...requested.filter((r) => r.path.startsWith('/assets/js/')).map((r) => r.start)),
          stylesheets: requested.filter((r) => r.path.endsWith('.css')).map((r) => r.path),
        };
      });
      expect(firstPaint, 'the page records its first contentful paint').toBeGreaterThan(0);
      expect(firstScript).toBeGreaterThan(firstPaint!);
      expect(stylesheets, 'the stylesheet is in the HTML, not a request').toEqual([]);
      // The theme's styles apply: the navbar stays at the top as the page scrolls.
      await expect(page.locator('nav.navbar')).toHaveCSS('position', 'sticky');
    });

    test('names every chunk hydration needs in the HTML, so none waits for main.js to ask', async ({ browser, baseURL, page }) => {
      await page.goto(ENDPOINT);
      const named = (await page.locator('script[data-bundles]').getAttribute('data-bundles'))!.split(' ');
      expect(named).toContainEqual(expect.stringMatching(/^\/assets\/js\/main\.[0-9a-f]+\.js$/));
      const loaded = await chunksLoadedBy(browser, baseURL!, ENDPOINT);
      expect(loaded).toEqual(expect.arrayContaining(named));
      expect(named).toEqual(expect.arrayContaining(loaded));
    });

    test('prefetches a chunk at most once, and never one the page has already run', async ({ site, page }) => {
      const requests = recordChunkRequests(page);
      await site.goto(ENDPOINT);
      const prefetchedChunks = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]'), (link) => new URL(link.href).pathname),
        );
      await expect.poll(async () => (await prefetchedChunks()).length, { message: 'the page prefetches the routes it links to' }).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      const executed = requests.filter((r) => r.type === 'script').map((r) => r.path);
      const prefetched = await prefetchedChunks();
      expect(prefetched).toEqual([...new Set(prefetched)]);
      expect(prefetched.filter((chunk) => executed.includes(chunk))).toEqual([]);
    });
  });

  test.describe('prefetching', () => {
    let targetOnlyChunks: string[];
    let targetRouteChunks: string[];

    test.beforeAll(async ({ browser, baseURL }) => {
      const [from, to] = await Promise.all([
        chunksLoadedBy(browser, baseURL!, FROM),
        chunksLoadedBy(browser, baseURL!, TO.path),
      ]);
      targetOnlyChunks = to.filter((chunk) => !from.includes(chunk));
      // Docusaurus prefetches the route's own named chunks (content, metadata, layout); the shared
      // split chunks they import (numeric names) are only fetched when the route is loaded.
      targetRouteChunks = targetOnlyChunks.filter((chunk) => !/\/\d+\.[0-9a-f]+\.js$/.test(chunk));
      expect(targetRouteChunks.length, `${TO.path} needs route chunks that ${FROM} does not load`).toBeGreaterThan(0);
    });

    test('requests the chunks of a visible link before it is clicked', async ({ site, page }) => {
      const requests = recordChunkRequests(page);
      await site.goto(FROM);
      await expect(site.navbarLink(TO.link)).toBeInViewport();
      await expect
        .poll(() => targetRouteChunks.filter((chunk) => !requests.some((r) => r.path === chunk)))
        .toEqual([]);
    });

    const slowConnections: [string, Connection][] = [
      ['2g', { effectiveType: '2g', saveData: false }],
      ['save-data', { effectiveType: '4g', saveData: true }],
    ];
    for (const [label, connection] of slowConnections) {
      test(`requests nothing before the click on a ${label} connection`, async ({ site, page }) => {
        await page.addInitScript((c: Connection) => {
          Object.defineProperty(Navigator.prototype, 'connection', {
            configurable: true,
            get: () => ({ ...c, addEventListener() {}, removeEventListener() {} }),
          });
        }, connection);
        const requests = recordChunkRequests(page);
        await site.goto(FROM);
        const link = site.navbarLink(TO.link);
        await link.hover();

        const clickedAt = Date.now();
        await link.click();
        await expect(page.getByRole('heading', { level: 1, name: TO.heading })).toBeVisible();
        const firstRequestAt = (chunk: string) => requests.find((r) => r.path === chunk)?.at ?? -1;
        for (const chunk of targetOnlyChunks) expect(firstRequestAt(chunk), chunk).toBeGreaterThanOrEqual(clickedAt);
      });
    }
  });

  test.describe('route progress bar', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { clickedAt?: number; progressShownAt?: number };
        document.addEventListener('click', () => (w.clickedAt = performance.now()), true);
        new MutationObserver(() => {
          if (w.progressShownAt === undefined && document.getElementById('nprogress')) w.progressShownAt = performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
    });

    const shownAfterClick = (page: Page) =>
      page.evaluate(() => {
        const w = window as unknown as { clickedAt?: number; progressShownAt?: number };
        return w.progressShownAt === undefined ? null : w.progressShownAt - (w.clickedAt ?? 0);
      });

    test('appears once a route change has taken 200 ms', async ({ site, page }) => {
      await site.goto(FROM);
      // Hold every chunk until the bar has shown: the route change is as slow as it needs to be.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(CHUNK_PATTERN, async (route) => {
        await released;
        await route.continue();
      });

      await site.navbarLink(TO.link).click();
      const bar = page.locator('#nprogress .bar');
      await expect(bar).toBeVisible();
      expect(await shownAfterClick(page)).toBeGreaterThanOrEqual(200);

      release();
      await expect(page.getByRole('heading', { level: 1, name: TO.heading })).toBeVisible();
      await expect(bar).not.toBeAttached();
    });

    test('does not appear on a route change faster than 200 ms', async ({ site, page }) => {
      await site.goto(FROM);
      await site.navbarLink(TO.link).click();
      await expect(page.getByRole('heading', { level: 1, name: TO.heading })).toBeVisible();
      await expect(page.locator('#nprogress')).not.toBeAttached();
      await page.evaluate(() => delete (window as unknown as { progressShownAt?: number }).progressShownAt);

      // Going back to a route whose chunks are already loaded completes at once.
      await site.navbar.getByRole('link', { name: /Ledgerline/ }).first().click();
      await expect(page).toHaveURL(new RegExp(`${FROM}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Ledgerline API' })).toBeVisible();
      expect(await shownAfterClick(page)).toBeNull();
    });
  });
});
