import { expect, test } from '../fixtures';
import { isSearchIndex, SearchBox } from './search-box';

const START = '/docs/guides';

test.describe('search', () => {
  test.describe('finds pages by what a reader types', () => {
    const cases = [
      { query: 'virtual account', shown: 'Virtual', pageMatches: /virtual account/i },
      { query: 'Idempotency-Key', shown: 'Idempotency', pageMatches: /Idempotency-Key/ },
      { query: 'deposit.received', shown: 'deposit.received', pageMatches: /deposit\.received/ },
      // Operation ids and paths are page keywords: the hit is the endpoint page itself.
      { query: 'CustomersController_createIndividualCustomer', shown: 'Create an individual customer', pageMatches: /\/customers\/individual/ },
      { query: '/customers/{customer_id}/cards', shown: "List a customer's cards", pageMatches: /\/customers\/\{customer_id\}\/cards/ },
      { query: 'counterparty_sector', shown: 'counterparty_sector', pageMatches: /counterparty_sector/ },
      { query: 'idempotency_key_reused', shown: 'idempotency_key_reused', pageMatches: /idempotency_key_reused/ },
    ];
    for (const { query, shown, pageMatches } of cases) {
      test(`"${query}" leads to a page about it`, async ({ site, page }) => {
        const search = new SearchBox(page);
        await site.goto(START);
        await search.input.click();
        await search.typeAndWaitForResults(query, shown);
        const first = search.results.first();
        const title = await search.pageTitleOf(first);
        await first.click();
        await expect(page).not.toHaveURL(new RegExp(`${START}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(site.main).toContainText(pageMatches);
      });
    }
  });

  test.describe('by keyboard alone', () => {
    for (const shortcut of ['Control+k', '/']) {
      test(`${shortcut} opens search; arrows pick a result and Enter goes there`, async ({ site, page }) => {
        const search = new SearchBox(page);
        await site.goto(START);
        await page.keyboard.press(shortcut);
        await search.expectFocused();
        await search.typeAndWaitForResults('wallet');
        await expect(search.results.nth(1)).toBeVisible();

        // The first result is preselected; one step down picks the second.
        await expect(search.results.first()).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('ArrowDown');
        const picked = search.results.nth(1);
        await expect(picked).toHaveAttribute('aria-selected', 'true');
        const title = await search.pageTitleOf(picked);
        await page.keyboard.press('Enter');

        await expect(page).not.toHaveURL(new RegExp(`${START}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      });
    }

    test('"/" typed into the search box is text, not a shortcut', async ({ site, page }) => {
      const search = new SearchBox(page);
      await site.goto(START);
      await page.keyboard.press('/');
      await search.expectFocused();
      await page.keyboard.type('/wallets');
      await expect(search.input).toHaveValue('/wallets');
    });
  });

  test.describe('on a phone-sized screen', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the search icon opens the box and a tapped result opens its page', async ({ site, page }) => {
      const search = new SearchBox(page);
      await site.goto(START);
      await search.input.click();
      await search.typeAndWaitForResults('virtual account', 'virtual');
      const first = search.results.first();
      await expect(first).toBeInViewport();
      const title = await search.pageTitleOf(first);
      await first.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  });

  test('the index is not downloaded on a first visit, only once search opens', async ({ site, page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isSearchIndex(request.url())) requested.push(request.url());
    });
    await site.goto(START);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    const search = new SearchBox(page);
    const index = search.waitForIndex();
    await page.keyboard.press('Control+k');
    await index;
    expect(requested).toHaveLength(1);
  });
});
