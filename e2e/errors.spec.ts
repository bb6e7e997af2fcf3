import { CHUNK_PATTERN, entryScripts } from './chunks';
import { expect, test } from './fixtures';

const CRASH_PAGE = { path: '/markdown-page', marker: '"permalink":"/markdown-page"', heading: 'About these docs' };

test.describe('error screens', () => {
  test('a page that throws while rendering shows "This page crashed." and Try again recovers it', async ({
    site,
    page,
  }) => {
    // Rewrite the page's built content module so its component throws until the test allows it.
    await page.route(CHUNK_PATTERN, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes(CRASH_PAGE.marker)) return route.fulfill({ response });
      const crashing = body.replace(
        /default:\(\)=>(\w+)/,
        'default:()=>$1.crashing??=function(p){if(!window.allowRender)throw new Error("Rendering failed");return $1(p)}',
      );
      expect(crashing, 'the content module exports a default component').not.toBe(body);
      return route.fulfill({ response, body: crashing });
    });

    await site.goto(CRASH_PAGE.path);
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();
    await expect(site.navbar).toBeVisible();

    await page.evaluate(() => ((window as unknown as { allowRender: boolean }).allowRender = true));
    await tryAgain.click();
    await expect(page.getByRole('heading', { level: 1, name: CRASH_PAGE.heading })).toBeVisible();
  });

  test('a failed route preload logs a warning and reloads the page', async ({ site, page, consoleLog }) => {
    await site.goto('/');
    const entries = await entryScripts(page);
    const failedOnce = new Set<string>();
    // From now on each chunk the page executes fails the first time, like after a redeploy.
    await page.route(CHUNK_PATTERN, (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      if (request.resourceType() !== 'script' || entries.includes(path) || failedOnce.has(path)) return route.continue();
      failedOnce.add(path);
      return route.abort('failed');
    });

    const reloaded = page.waitForEvent('load');
    await site.navbarLink('Guides').click();
    await reloaded;

    expect(consoleLog.filter((m) => m.type === 'warning').map((m) => m.text)).toContainEqual(
      expect.stringMatching(/ChunkLoadError|Loading chunk/),
    );
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe(
      'reload',
    );
    await expect(page).toHaveURL(/\/docs\/guides$/);
    await site.waitForHydration();
    await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  });

  // On 3.10 a route chunk never reaches this screen: a failure during navigation reloads the page,
  // and a failure on first load leaves the server-rendered HTML in place, never hydrated. The docs home loads
  // its version picker lazily through the same loader and loading screen, so it is tested there.
  test('a chunk that fails to load shows the error and a Retry button that loads it again', async ({ site, page }) => {
    let failing = true;
    await page.route(CHUNK_PATTERN, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (failing && body.includes('the site remembers it in this browser')) return route.abort('failed');
      return route.fulfill({ response, body });
    });

    await site.goto('/docs');
    await expect(site.main.getByText(/Loading chunk \S+ failed/)).toBeVisible();
    const retry = site.main.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    failing = false;
    await retry.click();
    await expect(page.getByRole('navigation', { name: 'Docs version' })).toBeVisible();
    await expect(retry).toBeHidden();
  });

  test('an unknown path shows the not-found page', async ({ site, page }) => {
    const response = await site.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(site.navbar).toBeVisible();
    // It offers a way on: the main sections, one click away.
    await page.getByRole('main').getByRole('link', { name: /^Guides/ }).click();
    await expect(page).toHaveURL(/\/docs\/guides$/);
  });
});
