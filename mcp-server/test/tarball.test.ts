// The tarball the build publishes (`/ledgerline-docs-mcp.tgz`): installed into an empty folder,
// and run as a reader runs it, `npx -y <site>/ledgerline-docs-mcp.tgz`, from the build served at a
// local URL; each time started with only what the package declares. One fresh npm cache serves both
// (the install fills it; npx then prefers it to asking the registry again).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUILD_DIR, call, requireBuild, staticServer, stdioClient } from './support';

const TARBALL = path.join(BUILD_DIR, 'ledgerline-docs-mcp.tgz');
const work = mkdtempSync(path.join(tmpdir(), 'ledgerline-docs-mcp-'));
const cache = path.join(work, 'npm-cache');
const env = { ...process.env, npm_config_cache: cache, npm_config_loglevel: 'error', npm_config_update_notifier: 'false' };

beforeAll(() => {
  requireBuild();
  expect(existsSync(TARBALL), `${TARBALL}: run npm run build`).toBe(true);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('holds only the compiled server and its manifest, and is small', async () => {
  const { stdout } = await promisify(execFile)('tar', ['tzf', TARBALL]);
  expect(stdout.trim().split('\n').sort()).toEqual(['package/dist/index.js', 'package/package.json']);
  expect(readFileSync(TARBALL).length).toBeLessThan(200_000);
});

it('installs into an empty folder and answers over stdio', { timeout: 240_000 }, async () => {
  const folder = path.join(work, 'app');
  mkdirSync(folder);
  await promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--omit=dev', TARBALL], { cwd: folder, env });
  const installed = JSON.parse(readFileSync(path.join(folder, 'node_modules/ledgerline-docs-mcp/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect(Object.keys(installed.dependencies).sort()).toEqual(['@modelcontextprotocol/sdk', 'zod']);
  const client = await stdioClient(['--site', BUILD_DIR], path.join(folder, 'node_modules/.bin/ledgerline-docs-mcp'), []);
  try {
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('search_docs');
    const { text, isError } = await call(client, 'search_docs', { query: 'refill a wallet' });
    expect(isError).toBe(false);
    expect(text).toMatch(/^1\. .+\n {3}https:\/\/docs\.example\.com\/docs\//);
  } finally {
    await client.close();
  }
});

it('runs with `npx -y <site>/ledgerline-docs-mcp.tgz`, against that site by URL', { timeout: 240_000 }, async () => {
  const site = await staticServer(BUILD_DIR);
  const client = await stdioClient(['-y', `${site.url}/ledgerline-docs-mcp.tgz`, '--site', site.url], 'npx', [], { ...env, npm_config_yes: 'true', npm_config_prefer_offline: 'true' });
  try {
    const { text, isError } = await call(client, 'get_error_code', { code: 'wallet_not_active' });
    expect(isError, text).toBe(false);
    expect(text).toContain(`${site.url}/docs/api/intro#wallet_not_active`);
  } finally {
    await client.close();
    site.server.close();
  }
});
