import { expect, test } from '../fixtures';

// Each endpoint page shows only examples of errors its operation can return, and its Markdown twin
// and the published API description show the same.
test.describe('error examples of an endpoint', () => {
  test('update a customer takes no Idempotency-Key: no key conflict, only the customer-code 409', async ({ request }) => {
    const twin = await (await request.get('/docs/customers-controller-update-customer.md')).text();
    expect(twin).toContain('"code": "customer_code_taken"');
    expect(twin).not.toContain('"code": "idempotency_key_reused"');
    expect(twin).not.toContain('"code": "insufficient_funds"');
  });

  test('retrieve a customer takes no wallet: its 404 names a customer, never a wallet', async ({ request }) => {
    const twin = await (await request.get('/docs/customers-controller-get-customer.md')).text();
    expect(twin).toContain('No customer with id cus_');
    expect(twin).not.toContain('No wallet with id');
  });

  test('refill a wallet shows its own 422s, and its error table lists what its fields bring', async ({ request }) => {
    const twin = await (await request.get('/docs/digital-wallets-controller-refill-wallet.md')).text();
    expect(twin).toContain('"code": "insufficient_funds"');
    expect(twin).not.toContain('"code": "invalid_status_transition"');
    const card = await (await request.get('/docs/cards-controller-create-debit-card.md')).text();
    expect(card).toMatch(/\| \[`422 unsupported_country`\]\([^)]*\) \| `shipping_address\.country` is a country your program does not serve\. \|/);
  });

  test('a list takes a card id only as a filter: its 404 names the customer of its path, never the card', async ({ request }) => {
    const twin = await (await request.get('/docs/cards-controller-list-customer-cards.md')).text();
    expect(twin).toContain('No customer with id cus_');
    expect(twin).not.toContain('No card with id');
  });

  test('an endpoint page names the errors any operation can return that apply to it', async ({ request }) => {
    const health = await (await request.get('/docs/health-check-controller-health-check.md')).text();
    expect(health).toMatch(/\*\*Errors of this operation\*\*: only those \[any operation can return\]\([^)]*\) that apply here \(\[`429 rate_limited`\]\([^)]*\) and \[`500 internal_error`\]\([^)]*\)\)\./);
    const update = await (await request.get('/docs/customers-controller-update-customer.md')).text();
    const general = /\*\*Errors of this operation\*\*: those .*?, and these:/.exec(update)?.[0] ?? '';
    expect(general).toContain('`401 missing_api_key`');
    expect(general).not.toContain('idempotency_key_reused');
  });

  test('the health check, which needs no key, shows its own per-IP rate-limit example, not the per-key one', async ({ request }) => {
    const twin = await (await request.get('/docs/health-check-controller-health-check.md')).text();
    expect(twin).toContain('"detail": "60 requests per 60 seconds exceeded. Retry after 12 seconds."');
    expect(twin).not.toContain('100 requests per 60 seconds');
  });

  test('openapi.json gives an operation the error examples and x-errors its page shows', async ({ request }) => {
    const spec = (await (await request.get('/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { examples?: object }> }>; 'x-errors'?: { code: string }[] }>> };
    const update = spec.paths['/customers/{customer_id}'].patch;
    expect(Object.keys(update.responses['409'].content?.['application/problem+json'].examples ?? {})).toEqual(['customerCodeTaken']);
    expect(spec.paths['/cards/debit'].post['x-errors']?.map((error) => error.code)).toContain('unsupported_country');
  });
});
