import { expect, test, type Page } from '@playwright/test';
import { cspViolationsOf, openHydrated, watchForProblems, type PageProblem } from './browser-watch';
import { firstPageWhoseHtmlMatches, pagesUnder } from './built-site';

// The site works under the CSP of deploy/nginx.conf: no violation, no console error.

async function expectNoProblems(page: Page, problems: PageProblem[], where: string) {
  expect([...problems, ...(await cspViolationsOf(page))], where).toEqual([]);
}

test.describe('pages work under the Content-Security-Policy', () => {
  test('the home page, with the colour mode switched and the announcement closed', async ({ page }) => {
    const problems = await watchForProblems(page);
    await openHydrated(page, '/');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('The sandbox is open')).toBeHidden();
    await expectNoProblems(page, problems, '/');
  });

  test('a guide, with the sidebar collapsed and a client-side navigation', async ({ page }) => {
    const guide = pagesUnder('/docs/guides/')[0] ?? '/docs/guides';
    const problems = await watchForProblems(page);
    await openHydrated(page, guide);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
    await expect(sidebar).toBeHidden();
    await expectNoProblems(page, problems, guide);
  });

  test('a page with tabs, each tab selected in turn', async ({ page }) => {
    const withTabs = firstPageWhoseHtmlMatches(/role="?tablist/);
    test.skip(!withTabs, 'the build has no page with tabs');
    const problems = await watchForProblems(page);
    await openHydrated(page, withTabs!);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    for (const tab of await tabs.all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    }
    await expectNoProblems(page, problems, withTabs!);
  });

  test('a page with a collapsible, opened and closed', async ({ page }) => {
    const withDetails = firstPageWhoseHtmlMatches(/<details/);
    test.skip(!withDetails, 'the build has no page with a collapsible <details>');
    const problems = await watchForProblems(page);
    await openHydrated(page, withDetails!);
    const details = page.locator('main details').first();
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    await details.locator('summary').click();
    await expect(details).not.toHaveAttribute('open', '');
    await expectNoProblems(page, problems, withDetails!);
  });

  // Every page of the sitemap, as first loaded in light and dark, is checked in the page sweep (e2e/all-pages/).
  test('the not-found page', async ({ page }) => {
    const problems = await watchForProblems(page);
    const notFound = await openHydrated(page, '/no-such-page');
    expect(notFound?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    // Chromium logs the 404 of the document itself as a console error; nothing else may appear.
    const unexpected = problems.filter((problem) => !/status of 404/.test(problem.text));
    expect(unexpected, '/no-such-page').toEqual([]);
    expect(await cspViolationsOf(page), '/no-such-page').toEqual([]);
  });
});
