import { recordChunkRequests, type ChunkRequest } from '../chunks';
import { expect, expectSameDocument, markDocument, test } from '../fixtures';

// The reference pages' routes load with the first reference page (plugins/api-reference/routeTable/):
// pages outside the reference do not run them, and every way of reaching a reference page still works.
const SECTION_CHUNK = /^\/assets\/js\/reference-routes\.[0-9a-f]+\.js$/;
const GUIDE = '/docs/guides/deposits';
const REFILL = { path: '/docs/digital-wallets-controller-refill-wallet', title: 'Refill a wallet' };
const BALANCE = { path: '/docs/digital-wallets-controller-get-wallet-balance', title: "Retrieve a wallet's balance" };

const ranSection = (requests: ChunkRequest[]) => requests.some((r) => r.type === 'script' && SECTION_CHUNK.test(r.path));

test.describe("the reference's route table", () => {
  test('a guide page does not run it, and opens an endpoint page from a link without a page load', async ({ site, page }) => {
    const requests = recordChunkRequests(page);
    await site.goto(GUIDE);
    await page.waitForLoadState('networkidle');
    expect(ranSection(requests), 'the guide ran the reference routes').toBe(false);

    await markDocument(page);
    await site.main.getByRole('link', { name: 'Refill the wallet' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${REFILL.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: REFILL.title })).toBeVisible();
    await expectSameDocument(page);
    expect(ranSection(requests)).toBe(true);
    await expect(site.sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', REFILL.path);
    await expect(page).toHaveTitle(new RegExp(`^${REFILL.title}`));
  });

  test('an endpoint page opened first hydrates with its own route, then opens another and goes back', async ({ site, page, consoleLog }) => {
    await site.goto(REFILL.path);
    await markDocument(page);
    await site.sidebar.locator(`a[href="${BALANCE.path}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: BALANCE.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: REFILL.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${REFILL.path}$`));
    await expectSameDocument(page);
    // Hydration that had to throw the server's HTML away would say so.
    expect(consoleLog.filter((m) => m.type === 'error').map((m) => m.text)).toEqual([]);
  });

  test('pointing at a link to an endpoint page loads that page before the click', async ({ site, page }) => {
    const requests = recordChunkRequests(page);
    await site.goto(GUIDE);
    await page.waitForLoadState('networkidle');
    const link = site.main.getByRole('link', { name: 'Refill the wallet' }).first();
    await link.hover();
    await expect.poll(() => ranSection(requests), { message: 'the hover loads the reference routes' }).toBe(true);
    await page.waitForLoadState('networkidle');
    await markDocument(page);
    const beforeClick = requests.length;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: REFILL.title })).toBeVisible();
    expect(requests.slice(beforeClick).filter((r) => r.type === 'script').map((r) => r.path), 'scripts the click had to load').toEqual([]);
    await expectSameDocument(page);
  });

  test('a path below /docs that no page has shows the not-found page when the router opens it', async ({ site, page }) => {
    await site.goto(GUIDE);
    await markDocument(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/no-such-operation');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expectSameDocument(page);
  });
});
