// cspell:ignore withdrawl zzqxv idempot idempote idempotenc
import { expect, test } from '../fixtures';
import { isSearchFile, SearchBox } from './search-box';

const START = '/docs/guides';

test.describe('search', () => {
  test.describe('finds pages by what a reader types', () => {
    const cases = [
      { query: 'virtual account', shown: 'Virtual', pageMatches: /virtual account/i },
      { query: 'Idempotency-Key', shown: 'Idempotency', pageMatches: /Idempotency-Key/ },
      { query: 'deposit.received', shown: 'deposit.received', pageMatches: /deposit\.received/ },
      // Operation ids and paths are page keywords: the hit is the endpoint page itself.
      { query: 'CustomersController_createIndividualCustomer', shown: 'Create an individual customer', pageMatches: /\/customers\/individual/ },
      { query: 'createCreditCard', shown: 'Create a credit card', pageMatches: /\/cards\/credit/ },
      { query: '/customers/{customer_id}/cards', shown: "List a customer's cards", pageMatches: /\/customers\/\{customer_id\}\/cards/ },
      { query: 'counterparty_sector', shown: 'counterparty_sector', pageMatches: /counterparty_sector/ },
      { query: 'idempotency_key_reused', shown: 'idempotency_key_reused', pageMatches: /idempotency_key_reused/ },
    ];
    for (const { query, shown, pageMatches } of cases) {
      test(`"${query}" leads to a page about it`, async ({ site, page }) => {
        const search = new SearchBox(page);
        await site.goto(START);
        await search.open();
        await search.typeAndWaitForResults(query, shown);
        const first = search.results.first();
        const title = await search.pageTitleOf(first);
        await first.click();
        await expect(search.dialog).toBeHidden();
        await expect(page).not.toHaveURL(new RegExp(`${START}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(site.main).toContainText(pageMatches);
      });
    }
  });

  test('a field name lands on the field, opened and in view', async ({ site, page }) => {
    const search = new SearchBox(page);
    await site.goto(START);
    await search.open();
    await search.typeAndWaitForResults('destination_wallet_id');
    const first = search.results.first();
    await expect(first).toContainText('Make an internal transfer');
    await first.click();
    await expect(page).toHaveURL(/\/docs\/transactions-controller-initialize-internal-transaction#request-body-destination_wallet_id$/);
    await expect(page.locator('[id="request-body-destination_wallet_id"]')).toBeInViewport();
  });

  test('a word one letter off still finds its pages; only a misspelt word fetches the whole word list', async ({ site, page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isSearchFile(request.url())) requested.push(new URL(request.url()).pathname);
    });
    const search = new SearchBox(page);
    await site.goto(START);
    await search.open();
    // A start of a word the docs use that is no word's stem ("idempot" and "idempote" are), searched once typing stops.
    await search.typeAndWaitForResults('idempotenc', 'Idempotency');
    // The check for a typo runs beside the search, so its request may follow the results.
    await expect.poll(() => requested.filter((file) => file.startsWith('/pagefind/words/')), { message: 'the part of the word list that holds the typed start' }).not.toEqual([]);
    await search.input.pressSequentially('y key reused');
    await expect(search.status).toContainText('for “idempotency key reused”');
    await expect(search.results.filter({ hasText: 'Idempotency' }).first()).toBeVisible();
    expect(requested, 'words the docs use, and every start of them typed on the way, need no correction').not.toContain('/pagefind/vocabulary.json');
    await search.input.fill('');
    await search.typeAndWaitForResults('withdrawl', 'Withdraw');
    expect(requested).toContain('/pagefind/vocabulary.json');
  });

  test('a query with no match says so', async ({ site, page }) => {
    const search = new SearchBox(page);
    await site.goto(START);
    await search.open();
    await search.input.pressSequentially('zzqxv');
    await expect(search.status).toHaveText('No results for “zzqxv”.');
    await expect(search.results).toHaveCount(0);
  });

  test.describe('by keyboard alone', () => {
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
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
        await expect(search.input).toHaveAttribute('aria-activedescendant', (await picked.getAttribute('id')) ?? '');
        const title = await search.pageTitleOf(picked);
        await page.keyboard.press('Enter');

        await expect(page).not.toHaveURL(new RegExp(`${START}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      });
    }

    test('Escape closes search and gives focus back to the page', async ({ site, page }) => {
      const search = new SearchBox(page);
      await site.goto(START);
      await page.keyboard.press('Control+k');
      await search.expectFocused();
      await page.keyboard.press('Escape');
      await expect(search.dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${START}$`));
    });

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

    test('the search icon opens a full-width box and a tapped result opens its page', async ({ site, page }) => {
      const search = new SearchBox(page);
      await site.goto(START);
      await search.open();
      const box = await search.input.boundingBox();
      expect(box?.width, 'the search input spans the screen, less its padding').toBeGreaterThanOrEqual(390 - 40);
      await search.typeAndWaitForResults('virtual account', 'Virtual');
      const first = search.results.first();
      await expect(first).toBeInViewport();
      const title = await search.pageTitleOf(first);
      await first.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  });

  test('nothing of search is downloaded on a first visit, only once search opens', async ({ site, page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isSearchFile(request.url())) requested.push(new URL(request.url()).pathname);
    });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await site.goto(START);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    const scriptsBefore = scripts.length;

    const search = new SearchBox(page);
    await search.open();
    await search.typeAndWaitForResults('wallet');
    expect(requested).toContain('/pagefind/pagefind.js');
    expect(requested.some((file) => file.startsWith('/pagefind/index/')), 'an index chunk, fetched for the word').toBe(true);
    expect(scripts.length, 'the dialog is its own chunk, loaded on open').toBeGreaterThan(scriptsBefore);
  });

  test('the search page keeps its query in the address', async ({ site, page }) => {
    await site.goto('/search?q=refill');
    const results = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(page.getByRole('status')).toContainText('for “refill”');
    await expect(results.first()).toContainText(/refill/i);
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill('archive');
    await expect(page).toHaveURL(/\/search\?q=archive$/);
    await expect(results.first()).toContainText(/archive/i);
  });
});
