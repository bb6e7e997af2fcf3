import { expect, test } from '../fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's text as a crawler without JavaScript reads it. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test.describe('server-rendered reference content', () => {
  test('the HTML holds an anchor for every field, nested ones by path', async ({ request }) => {
    const html = await (await request.get('/docs/transactions-controller-payment')).text();
    for (const id of [
      'request-header-Idempotency-Key',
      'request-body-amount.amount',
      'request-body-beneficiary.bank_account.iban',
      'response-201-counterparty.bank_account.iban',
      'response-201-header-X-Request-Id',
    ]) {
      // The build minifies the HTML: attribute values may lose their quotes.
      expect(html, id).toMatch(new RegExp(`\\sid="?${escapeRegExp(id)}[" >]`));
      expect(html, id).toMatch(new RegExp(`\\shref="?#${escapeRegExp(id)}[" >]`));
    }
    // counterparty.bank_account is a oneOf or null: shown as its object, nullable, not as "null".
    expect(visibleText(html)).toMatch(/bank_account\s*object \(BankAccount\), nullable\s*always present/);
  });

  test('the HTML holds parameter names, request and response field names and the curl sample', async ({ request }) => {
    const html = await (await request.get('/docs/cards-controller-create-credit-card')).text();
    const text = visibleText(html);
    for (const name of ['Idempotency-Key', 'wallet_id', 'credit_limit', 'currency', 'amount', 'last4', 'status']) {
      expect(text, `field ${name}`).toContain(name);
    }
    expect(text).toContain('curl --request POST');
    // The examples are written for production, so the samples call it unless LEDGERLINE_BASE_URL names another server.
    expect(text).toContain('--url "${LEDGERLINE_BASE_URL:-https://api.example.com/v1}/cards/credit"');
    expect(text).toContain('Production (live keys sk_live_...): https://api.example.com/v1, the server the examples are written for: the code samples call it');
    expect(text).toContain('requests.post(');
  });

  test('with JavaScript off, the curl sample and the nested fields are on the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/docs/cards-controller-list-wallet-cards');
    const main = page.locator('main article');
    await expect(main.getByText('wallet_id', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('limit', { exact: true }).first()).toBeVisible();
    const request = main.getByRole('group', { name: 'Request' });
    await expect(request.locator('[role="tabpanel"]:not([hidden])')).toContainText('curl --request GET');
    await expect(request.locator('[role="tabpanel"][hidden]')).toHaveCount(7);
    // Every response status's example is in the page too, one shown at a time.
    const response = main.getByRole('group', { name: 'Response' });
    await expect(response.locator('[role="tabpanel"]:not([hidden])')).toContainText('"object": "list"');
    await expect(response.locator('[role="tabpanel"][hidden]')).toHaveCount(await response.getByRole('tab').count() - 1);
    await context.close();
  });

  test('a guide page downloads no reference code', async ({ site, page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // Hydration needs every script the page runs; prefetches after it are not scripts.
    await site.goto('/docs/guides');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes('api-reference'))).toEqual([]);

    await site.goto('/docs/cards-controller-create-credit-card');
    expect(scripts.some((url) => url.includes('api-reference'))).toBe(true);
  });
});
