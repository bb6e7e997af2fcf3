import { expect, test } from '@playwright/test';
import { cspViolationsOf, openHydrated, watchForProblems } from './browser-watch';

// No web fonts, analytics, images or scripts from elsewhere: every request the
// browser makes while reading the site goes to the site's own origin. A reference
// elsewhere that the CSP blocks counts too: hosts without the CSP would load it.

test('reading the site makes no request to any other origin', async ({ page, context, baseURL }) => {
  // Many page loads and a hover over every sidebar link: give a busy machine time for all of them.
  test.setTimeout(120_000);
  const siteOrigin = new URL(baseURL!).origin;
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  await watchForProblems(page);
  const blockedElsewhere: string[] = [];
  const open = async (path: string) => {
    await openHydrated(page, path);
    return path;
  };
  const collectBlocked = async () => {
    for (const { text } of await cspViolationsOf(page)) if (/blocked https?:/.test(text)) blockedElsewhere.push(text);
  };
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });

  // The first load of every page, light and dark, is checked in the page sweep (e2e/all-pages/); here, what reading does after it.
  // Client-side reading: colour mode, navbar, prefetch on hover, sidebar navigation.
  await open('/');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await mainNav.getByRole('link', { name: 'Guides', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/guides$/);
  for (const link of await sidebar.getByRole('link').all()) await link.hover();
  await sidebar.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await collectBlocked();

  // The mobile menu and the not-found page.
  await page.setViewportSize({ width: 390, height: 844 });
  await open('/docs/guides');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Guides', exact: true }).first()).toBeVisible();
  await collectBlocked();
  await open('/no-such-page');
  await collectBlocked();

  expect(requested.length, 'the test saw the site load').toBeGreaterThan(10);
  const elsewhere = requested.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== siteOrigin);
  expect(elsewhere, 'requests to other origins').toEqual([]);
  expect(blockedElsewhere, 'references to other origins that the CSP blocked').toEqual([]);
});
