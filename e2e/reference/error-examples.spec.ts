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

  test('the health check, which needs no key, shows no per-key rate-limit example', async ({ request }) => {
    const twin = await (await request.get('/docs/health-check-controller-health-check.md')).text();
    expect(twin).not.toContain('"code": "rate_limited"');
  });

  test('openapi.json gives an operation the error examples and x-errors its page shows', async ({ request }) => {
    const spec = (await (await request.get('/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { examples?: object }> }>; 'x-errors'?: { code: string }[] }>> };
    const update = spec.paths['/customers/{customer_id}'].patch;
    expect(Object.keys(update.responses['409'].content?.['application/problem+json'].examples ?? {})).toEqual(['customerCodeTaken']);
    expect(spec.paths['/cards/debit'].post['x-errors']?.map((error) => error.code)).toContain('unsupported_country');
  });
});
