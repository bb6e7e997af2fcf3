// The site the server reads changes under it (a redeploy), breaks (a published JSON file that is not
// JSON) or goes away; and the server starts against a site that is down. The site is a copy of
// the build's published files, served at a local URL with ETags as nginx serves them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, call, httpClient, httpServer, requireBuild, runServer, staticServer, waitFor } from './support';

const REVALIDATE_S = 1;
// How long the server may take to see a change: beyond it, it does not see it. Far above the
// revalidation interval and a few slow calls on a loaded machine; a test waits for at most two
// changes, well within its timeout, so a server that never sees one fails on this limit, by name.
const SEEN_WITHIN_MS = 30_000;
const REDEPLOY_TEST_MS = 2 * SEEN_WITHIN_MS + 30_000;

/** The files the server reads (no HTML but the endpoint pages' code samples, no bundles). */
function copyOfSite(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'ledgerline-docs-site-'));
  cpSync(BUILD_DIR, folder, { recursive: true, filter: (source) => !source.includes(`${path.sep}assets`) && !source.endsWith('.tgz') });
  return folder;
}

describe('a redeploy of the site, read from its URL', { timeout: REDEPLOY_TEST_MS }, () => {
  let folder: string;
  let site: Awaited<ReturnType<typeof staticServer>>;
  let server: Awaited<ReturnType<typeof httpServer>>;
  let client: Client;
  // The schema as the site publishes it for the server (the view the endpoint pages render).
  const MONEY = '/api-view/schemas/Money.json';
  const moneyFile = () => path.join(folder, MONEY);
  const money = async () => (await call(client, 'get_schema', { name: 'Money' })).text;
  const redeployMoney = (description: string) => {
    const schema = JSON.parse(readFileSync(path.join(BUILD_DIR, MONEY), 'utf8'));
    schema.node.description = description;
    writeFileSync(moneyFile(), JSON.stringify(schema));
  };

  beforeAll(async () => {
    requireBuild();
    folder = copyOfSite();
    site = await staticServer(folder);
    server = await httpServer(['--site', site.url, '--revalidate', String(REVALIDATE_S)]);
    client = await httpClient(server.url);
  });
  afterAll(async () => {
    await client?.close();
    server?.child.kill();
    site?.server.closeAllConnections();
    site?.server.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it(`checks a file it holds once it is ${REVALIDATE_S} s old, with a conditional request the site answers 304`, async () => {
    expect(await money()).toContain('# Money');
    await waitFor(`a 304 for ${MONEY}`, async () => (await money(), site.notModified.includes(MONEY) || undefined), SEEN_WITHIN_MS);
  });

  it(`picks up a changed schema once its copy is ${REVALIDATE_S} s old`, async () => {
    // Each fetch of the file that the site answers with the file itself (not a 304).
    const fetched = () => site.requests.filter((at) => at === MONEY).length - site.notModified.filter((at) => at === MONEY).length;
    const before = fetched();
    redeployMoney('An amount of money, as redeployed.');
    // The answer to the call that fetched the changed file is the new one: the change is never served late.
    const { value: answer } = await waitFor('the changed schema fetched', async () => {
      const text = await money();
      return fetched() > before ? text : undefined;
    }, SEEN_WITHIN_MS);
    expect(answer).toContain('as redeployed');
  });

  it('keeps serving the last good copy of a file when the redeployed one is not JSON, says so, and takes the next good one', async () => {
    writeFileSync(moneyFile(), '{"name": "Money", "node": {');
    // Once the broken copy has been fetched, answers still come from the good one.
    await waitFor('the broken copy fetched', async () => (await money(), server.stderr().includes('changed but cannot be used') || undefined), SEEN_WITHIN_MS);
    const answer = await call(client, 'get_schema', { name: 'Money' });
    expect(answer.isError).toBe(false);
    expect(answer.text).toContain('as redeployed');
    expect(server.stderr()).toMatch(new RegExp(`${site.url.replace(/[.:/]/g, '\\$&')}/api-view/schemas/Money\\.json changed but cannot be used \\(.*Money\\.json is not valid JSON: .+\\); still serving the copy read before\\.`));
    redeployMoney('An amount of money, fixed.');
    await waitFor('the fixed description', async () => ((await money()).includes('fixed') ? true : undefined), SEEN_WITHIN_MS);
  });

  it('picks up a changed page', async () => {
    const page = path.join(folder, 'docs/guides/deposits.md');
    const before = await call(client, 'read_page', { url: 'docs/guides/deposits' });
    expect(before.text).not.toContain('Redeployed paragraph.');
    writeFileSync(page, readFileSync(page, 'utf8').replace(/\n## /, '\nRedeployed paragraph.\n\n## '));
    await waitFor('the changed page', async () => ((await call(client, 'read_page', { url: 'docs/guides/deposits' })).text.includes('Redeployed paragraph.') ? true : undefined), SEEN_WITHIN_MS);
  });

  it('loads the search index again when the site\'s index changes, and still finds', async () => {
    const search = () => call(client, 'search_docs', { query: 'refill a wallet' });
    // Each load of the index reads Pagefind's script from the site: the count of those requests is the count of loads.
    const indexLoads = () => site.requests.filter((at) => at === '/pagefind/pagefind.js').length;
    expect((await search()).isError).toBe(false);
    // The server checked its copy of the index's entry file no later than now (every search reads it), so once
    // REVALIDATE_S has passed, the next search checks it against the site and must load the changed index.
    const lastChecked = Date.now();
    const loadsBefore = indexLoads();
    const entry = path.join(folder, 'pagefind/pagefind-entry.json');
    writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n`);
    // Waits on the clock alone: searching in a loop until the index reloads is what loads a busy machine.
    await waitFor(`the server's copy ${REVALIDATE_S} s old`, async () => (Date.now() - lastChecked > REVALIDATE_S * 1000 ? true : undefined), SEEN_WITHIN_MS);
    const after = await search();
    expect(indexLoads() - loadsBefore, 'index loads after the search that followed the redeploy').toBe(1);
    expect(after.isError).toBe(false);
    expect(after.text).toMatch(/^1\. .+\n {3}http:\/\/127\.0\.0\.1:\d+\/docs\//);
  });

  it('serves what it holds while the site is down, and names the site for what it does not', async () => {
    await new Promise<void>((resolve) => {
      site.server.closeAllConnections();
      site.server.close(() => resolve());
    });
    await waitFor('a failed revalidation', async () => (await money(), server.stderr().includes(`Serving the copy of ${MONEY}`) ? true : undefined), SEEN_WITHIN_MS);
    const held = await call(client, 'get_schema', { name: 'Money' });
    expect(held.isError).toBe(false);
    expect(held.text).toContain('fixed');
    const unread = await call(client, 'read_page', { url: 'docs/guides/cards' });
    expect(unread.isError).toBe(true);
    expect(unread.text).toMatch(new RegExp(`^The site ${site.url.replace(/[.:/]/g, '\\$&')} could not be read \\(/docs/guides/cards\\.md\\): ECONNREFUSED`));
  });
});

describe('starting against a site that is down', () => {
  let silent: Server;
  let askedAt: number | undefined;
  let closedPort: number;

  beforeAll(async () => {
    requireBuild();
    // Accepts connections and never answers.
    silent = createServer(() => (askedAt ??= performance.now()));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
  });
  afterAll(() => {
    silent?.closeAllConnections();
    silent?.close();
  });

  it('exits with code 1 within the timeout when the site hangs, naming the URL it waited for', async () => {
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const { code, stderr, ms } = await runServer(['--site', url, '--timeout', '1500']);
    const sinceAsked = performance.now() - askedAt!;
    expect(code).toBe(1);
    expect(stderr).toBe(`ledgerline-docs-mcp: cannot start: The site ${url} could not be read (/api-view/index.json): no answer within 1.5 s. Check the --site address, or use a local build with --site build/.\n`);
    // The server's clock starts after its own start (so a busy machine only lengthens `ms`) and
    // before the site saw the request (so it only shortens `sinceAsked`).
    expect(ms, 'ms from the start to the exit').toBeGreaterThanOrEqual(1_500 - 50);
    expect(sinceAsked, 'ms from the request to the exit').toBeLessThan(1_500 + 10_000);
  });

  it('exits with code 1 at once when nothing listens, over HTTP as over stdio', async () => {
    const url = `http://127.0.0.1:${closedPort}`;
    // A read timeout far longer than starting takes on any machine: exiting before it means nothing was waited for.
    const TIMEOUT_MS = 25_000;
    for (const transport of [[], ['--http', '--port', '0']]) {
      const { code, stderr, ms } = await runServer(['--site', url, '--timeout', String(TIMEOUT_MS), ...transport]);
      expect(code).toBe(1);
      expect(stderr).toMatch(new RegExp(`^ledgerline-docs-mcp: cannot start: The site ${url.replace(/[.:/]/g, '\\$&')} could not be read \\(/api-view/index\\.json\\): ECONNREFUSED`));
      expect(ms, 'ms until the exit').toBeLessThan(TIMEOUT_MS);
    }
  });

  // Copies the site and starts the server and its search on it: minutes on a loaded machine, not hours.
  it('starts with a warning when the API view\'s index is not JSON, and says so for the tools that need it', { timeout: 180_000 }, async () => {
    const folder = copyOfSite();
    writeFileSync(path.join(folder, 'api-view/index.json'), 'not json');
    const site = await staticServer(folder);
    const server = await httpServer(['--site', site.url]);
    const client = await httpClient(server.url);
    try {
      expect(server.stderr()).toContain('ledgerline-docs-mcp: warning: /api-view/index.json is not valid JSON');
      const operation = await call(client, 'get_operation', { name: 'createCreditCard' });
      expect(operation.isError).toBe(true);
      expect(operation.text).toMatch(/^\/api-view\/index\.json is not valid JSON: /);
      expect((await call(client, 'search_docs', { query: 'deposit' })).isError).toBe(false);
    } finally {
      await client.close();
      server.child.kill();
      site.server.closeAllConnections();
      site.server.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
