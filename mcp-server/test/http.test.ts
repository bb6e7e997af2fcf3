// The MCP server over Streamable HTTP (`--http`), reading the site from its URL (a local static
// server of the build). Hosting limits: hosting.test.ts; a site that changes or fails: redeploy.test.ts.
import { describe, expect, it } from 'vitest';
import { buildOverHttp, call } from './support';

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'origin-test', version: '1' } } };

describe('over Streamable HTTP, against the site served at a URL', () => {
  const served = buildOverHttp();

  it('binds to 127.0.0.1 and answers at /mcp: handshake, tools/list and resources/list', async () => {
    expect(served.server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(served.client.getServerVersion()?.name).toBe('ledgerline-docs-mcp');
    expect((await served.client.listTools()).tools).toHaveLength(8);
    const { resources } = await served.client.listResources();
    expect(resources.map((resource) => resource.uri)).toContain('docs://llms.txt');
  });

  it('answers every kind of question from the site it reads, linking that site', async () => {
    const search = await call(served.client, 'search_docs', { query: 'kyc_not_approved' });
    expect(search.isError).toBe(false);
    expect(search.text).toContain(`${served.site.url}/docs/`);
    const operation = await call(served.client, 'get_operation', { name: 'POST /cards/debit', language: 'go' });
    expect(operation.text).toContain(`Page: ${served.site.url}/docs/cards-controller-create-debit-card`);
    expect(operation.text).toContain('```go\n');
    const page = await call(served.client, 'read_page', { url: `${served.site.url}/docs/guides/deposits` });
    expect(page.text).toMatch(/^Source: http:\/\/127\.0\.0\.1:\d+\/docs\/guides\/deposits\.md\n\n# /);
    // A link of the production site (descriptions carry them) names the same page, read from this site.
    const production = await call(served.client, 'read_page', { url: 'https://docs.example.com/docs/guides/deposits#test-deposits-in-the-sandbox' });
    expect(production.text).toMatch(/^Source: http:\/\/127\.0\.0\.1:\d+\/docs\/guides\/deposits\.md \(section "test-deposits-in-the-sandbox"\)\n\n## Test deposits in the sandbox\n/);
    const other = await call(served.client, 'read_page', { url: 'https://docs.example.org/docs/guides/deposits' });
    expect(other.isError).toBe(true);
    expect(other.text).toContain('is refused');
    // Every request it made was for a file the site publishes.
    expect(served.site.requests.length).toBeGreaterThan(0);
    expect(served.site.requests.filter((at) => !/^\/(openapi\.json|llms\.txt|api-view\/.+\.json|pagefind\/.+|docs\/.+\.(md|html))$/.test(at))).toEqual([]);
  });

  it('refuses a request from a foreign Origin with 403, and serves only /mcp', async () => {
    const post = (headers: Record<string, string>, url = served.server.url) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(INITIALIZE) });
    const foreign = await post({ origin: 'https://evil.example.net' });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('Origin https://evil.example.net');
    expect((await post({ origin: 'http://localhost:5173' })).status).toBe(200);
    // The docs site itself, where nginx serves /mcp beside the pages.
    expect((await post({ origin: served.site.url })).status).toBe(200);
    expect((await post({}, served.server.url.replace(/\/mcp$/, '/other'))).status).toBe(404);
  });
});
