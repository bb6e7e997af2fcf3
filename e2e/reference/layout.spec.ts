import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const CREDIT_CARD = '/docs/cards-controller-create-credit-card';
const PAYMENT = '/docs/transactions-controller-payment';
const LONG_TITLE = '/docs/transactions-controller-initialize-balance-adjustment-transaction';

const requestCard = (page: Page) => page.getByRole('group', { name: 'Request' });
const responseCard = (page: Page) => page.getByRole('group', { name: 'Response' });
const shownSample = (page: Page) => requestCard(page).locator('[role="tabpanel"]:not([hidden])');
const shownResponse = (page: Page) => responseCard(page).locator('[role="tabpanel"]:not([hidden])');
const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

test.describe('two columns on wide screens', () => {
  test('at 1440 px the code stays beside the fields while the reader scrolls the request and the responses', async ({ site, page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await site.goto(CREDIT_CARD);
    const code = requestCard(page);
    const response = responseCard(page);

    for (const id of ['request-body-wallet_id', 'response-201-last4', 'response-201-metadata']) {
      const row = field(page, id);
      await row.scrollIntoViewIfNeeded();
      await expect(row).toBeInViewport();
      await expect(code).toBeInViewport();
      await expect(response).toBeInViewport();
      const [fieldBox, codeBox] = await Promise.all([box(row), box(code)]);
      expect(codeBox.x, `the code column is to the right of ${id}`).toBeGreaterThanOrEqual(fieldBox.x + fieldBox.width);
    }
    // The table of contents column gives its room to the page.
    await expect(page.locator('.table-of-contents')).toBeHidden();
  });

  test('at 1024 px the page is one column, with the code after the request and before the responses', async ({ site, page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await site.goto(CREDIT_CARD);
    const lastRequestField = site.main.locator('section.ref-content > ul.ref-fields > li.ref-field').last();
    const responses = page.getByRole('heading', { level: 2, name: 'Responses' });
    const [fieldBox, codeBox, responseBox, headingBox] = await Promise.all([
      box(lastRequestField),
      box(requestCard(page)),
      box(responseCard(page)),
      box(responses),
    ]);
    expect(Math.abs(codeBox.x - fieldBox.x)).toBeLessThan(2);
    expect(codeBox.y).toBeGreaterThan(fieldBox.y + fieldBox.height);
    expect(responseBox.y).toBeGreaterThan(codeBox.y);
    expect(headingBox.y).toBeGreaterThan(responseBox.y + responseBox.height);
    // The table of contents keeps its column here.
    await expect(page.locator('.table-of-contents')).toBeVisible();
  });

  for (const width of [1440, 1280]) {
    test(`at ${width} px the table of contents is reachable from "On this page"`, async ({ site, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await site.goto(CREDIT_CARD);
      const toggle = site.main.getByRole('button', { name: 'On this page' });
      await expect(toggle).toBeVisible();
      await toggle.click();
      const entry = site.main.getByRole('link', { name: '422 Unprocessable content', exact: true });
      await expect(entry).toBeVisible();
      await expect(site.main.getByRole('link', { name: 'Code samples', exact: true })).toBeVisible();
      await entry.click();
      await expect(page).toHaveURL(/#response-422$/);
      await expect(page.getByRole('heading', { level: 3, name: '422 Unprocessable content' })).toBeInViewport();
      // Following a response's link shows its example in the code column.
      await expect(responseCard(page).getByRole('tab', { name: '422 Unprocessable content' })).toHaveAttribute('aria-selected', 'true');
    });
  }
});

test.describe('linkable fields', () => {
  test('a link to credit_limit scrolls to it, and its link control appears on focus', async ({ site, page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await site.goto(`${CREDIT_CARD}#request-body-credit_limit`);
    const row = field(page, 'request-body-credit_limit');
    await expect(row).toBeInViewport();
    await expect(row.locator('.ref-name').first()).toHaveText('credit_limit');

    // The field linked to shows its link; the others show theirs on hover and on focus.
    await expect(row.getByRole('link', { name: 'Link to credit_limit', exact: true })).toHaveCSS('opacity', '1');
    const form = field(page, 'request-body-form').getByRole('link', { name: 'Link to form', exact: true });
    await expect(form).toHaveAttribute('href', '#request-body-form');
    await expect(form).toHaveCSS('opacity', '0');
    await page.getByRole('link', { name: 'Link to wallet_id', exact: true }).first().focus();
    await page.keyboard.press('Tab');
    await expect(form).toBeFocused();
    await expect(form).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#request-body-form$/);
  });

  test('a link to a nested field opens the fields around it', async ({ site, page }) => {
    await site.goto(`${CREDIT_CARD}#request-body-credit_limit.amount`);
    const row = field(page, 'request-body-credit_limit.amount');
    await expect(row).toBeVisible();
    await expect(row).toBeInViewport();
    await expect(row.locator('.ref-name').first()).toHaveText('amount');
  });
});

test.describe('schemas a reader can scan', () => {
  test('nested fields start collapsed, and "Expand all" opens every one of them', async ({ site, page }) => {
    await site.goto(PAYMENT);
    const body = site.main.locator('section.ref-content');
    const nested = body.locator('details.ref-nested');
    expect(await nested.count()).toBeGreaterThan(3);
    await expect(body.locator('details.ref-nested[open]')).toHaveCount(0);
    const iban = field(page, 'request-body-beneficiary.bank_account.iban');
    await expect(iban).toBeHidden();

    await body.getByRole('button', { name: 'Expand all' }).click();
    await expect(body.locator('details.ref-nested:not([open])')).toHaveCount(0);
    await expect(iban).toBeVisible();
    await expect(field(page, 'request-body-beneficiary.bank_account.sort_code')).toBeVisible();

    await body.getByRole('button', { name: 'Collapse all' }).click();
    await expect(body.locator('details.ref-nested[open]')).toHaveCount(0);
    await expect(iban).toBeHidden();
  });

  test('request fields say required or optional; response fields always present, optional or nullable', async ({ site, page }) => {
    await site.goto(PAYMENT);
    await expect(field(page, 'request-body-wallet_id').locator('.ref-head')).toContainText('required');
    await expect(field(page, 'request-body-description').locator('.ref-head')).toContainText('optional');
    const completedAt = field(page, 'response-201-completed_at').locator('.ref-head');
    await expect(completedAt).toContainText('string (date-time), nullable');
    await expect(completedAt).toContainText('always present');
    await expect(page.locator('[id^="response-"] .ref-required')).toHaveCount(0);
  });
});

test.describe('examples in step', () => {
  test('picking a request example switches the samples and the response examples that answer it', async ({ site, page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await site.goto(PAYMENT);
    const example = page.getByRole('combobox', { name: 'Example' });
    await expect(example).toHaveValue('0');
    await expect(shownSample(page)).toContainText('DE02120300000000202051');
    await expect(shownResponse(page)).toContainText('Hausverwaltung Müller GmbH');

    await example.selectOption({ label: 'Faster Payments transfer of £85.50' });
    await expect(shownSample(page)).toContainText('"sort_code": "601613"');
    await expect(shownSample(page)).not.toContainText('DE02120300000000202051');
    await expect(shownResponse(page)).toContainText('Oliver Smith');
    await expect(shownResponse(page)).toContainText('"currency": "GBP"');

    await responseCard(page).getByRole('tab', { name: '422 Unprocessable content' }).click();
    await expect(shownResponse(page)).toContainText('"code": "wallet_archived"');
    await expect(shownResponse(page)).not.toContainText('invalid_status_transition');

    // The language follows along too.
    await requestCard(page).getByRole('tab', { name: 'Python' }).click();
    await expect(shownSample(page)).toContainText('"sort_code": "601613"');
    await example.selectOption({ label: 'SEPA payment of €1,200.00 to a landlord' });
    await expect(shownSample(page)).toContainText('requests.post(');
    await expect(shownSample(page)).toContainText('DE02120300000000202051');
    await expect(shownResponse(page)).toContainText('"code": "insufficient_funds"');
  });

  test('a request names in its path the object the response under it is about, for each request example', async ({ site, page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await site.goto('/docs/digital-wallets-controller-archive-wallet');
    await expect(shownSample(page)).toContainText('/wallets/wal_3Ks8Df5Gh1Jl4Pq7/archive');
    await expect(shownResponse(page)).toContainText('"id": "wal_3Ks8Df5Gh1Jl4Pq7"');

    await site.goto('/docs/cards-controller-reissue-card');
    await expect(shownSample(page)).toContainText('/cards/crd_2Wd5Rt8Yu1Io4Pl7/reissue');
    await expect(shownResponse(page)).toContainText('"replaces": "crd_2Wd5Rt8Yu1Io4Pl7"');
    await page.getByRole('combobox', { name: 'Example' }).selectOption({ label: 'Renew a virtual card before it expires' });
    await expect(shownSample(page)).toContainText('/cards/crd_5Fg8Hj2Kl6Zx3Cv9/reissue');
    await expect(shownResponse(page)).toContainText('"replaces": "crd_5Fg8Hj2Kl6Zx3Cv9"');
  });

  test('a response section shows its example in the code column', async ({ site, page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await site.goto(PAYMENT);
    const section = page.locator('h3#response-409 + *');
    await section.getByText('Body:').click();
    await section.getByRole('button', { name: 'Show example' }).click();
    await expect(responseCard(page).getByRole('tab', { name: '409 Conflict' })).toHaveAttribute('aria-selected', 'true');
    await expect(shownResponse(page)).toContainText('"status": 409');
    await expect(responseCard(page)).toBeInViewport();
  });
});

test.describe('header and targets', () => {
  for (const width of [1440, 1280, 1024, 390]) {
    test(`at ${width} px the title has its row to itself`, async ({ site, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await site.goto(LONG_TITLE);
      const title = site.main.getByRole('heading', { level: 1 });
      const copy = site.main.getByRole('button', { name: 'Copy page as Markdown' });
      const [titleBox, copyBox] = await Promise.all([box(title), box(copy)]);
      expect(copyBox.y + copyBox.height, 'the button ends above the title').toBeLessThanOrEqual(titleBox.y + 1);
    });
  }

  test('every control on an endpoint page is at least 24 by 24 px', async ({ site, page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await site.goto(PAYMENT);
    await site.main.locator('section.ref-content').getByRole('button', { name: 'Expand all' }).click();
    const controls = site.main.locator('button, summary, select, [role="tab"], a.ref-anchor');
    const sizes = await controls.evaluateAll((elements) =>
      elements
        .map((element) => {
          const { width, height } = element.getBoundingClientRect();
          const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
          return { label: `${element.tagName.toLowerCase()} ${label}`, width, height };
        })
        .filter(({ width, height }) => width > 0 || height > 0),
    );
    expect(sizes.length).toBeGreaterThan(50);
    expect(sizes.filter(({ width, height }) => width < 24 || height < 24)).toEqual([]);
  });

  for (const path of [CREDIT_CARD, PAYMENT]) {
    test(`${path} needs no horizontal scrolling at 390 px`, async ({ site, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await site.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

test.describe("a response's own example values", () => {
  // Its 401 repeats the 400's fields with its own values, among them a long type URL.
  const LIST_PAYMENTS = '/docs/transactions-controller-payments';
  for (const width of [1440, 390]) {
    test(`fit their column at ${width} px, with no sideways scrolling`, async ({ site, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await site.goto(LIST_PAYMENTS);
      const tables = page.locator('.ref-field-examples');
      await expect(tables).not.toHaveCount(0);
      await tables.evaluateAll((all) => all.forEach((table) => table.closest('details')?.setAttribute('open', '')));
      await expect(tables.first()).toBeVisible();
      const sizes = await tables.evaluateAll((all) =>
        all.map((table) => ({ scroll: table.scrollWidth, client: table.clientWidth, width: table.getBoundingClientRect().width, column: table.parentElement?.clientWidth ?? 0 })),
      );
      for (const size of sizes) {
        expect(size.client, 'the table is shown').toBeGreaterThan(0);
        expect(size.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(size.client + 1);
        expect(size.width, 'the table is wider than its column').toBeLessThanOrEqual(size.column + 1);
      }
    });
  }
});
