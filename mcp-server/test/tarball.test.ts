// The tarball the build publishes (`/ledgerline-docs-mcp.tgz`), installed into an empty folder
// as `npx -y <site>/ledgerline-docs-mcp.tgz` does, and started with only what it declares.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { BUILD_DIR, call, requireBuild, stdioClient } from './support';

const TARBALL = path.join(BUILD_DIR, 'ledgerline-docs-mcp.tgz');
const folder = mkdtempSync(path.join(tmpdir(), 'ledgerline-docs-mcp-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('installs from the built tarball into an empty folder and answers over stdio', { timeout: 240_000 }, async () => {
  requireBuild();
  expect(existsSync(TARBALL), `${TARBALL}: run npm run build`).toBe(true);
  await promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--omit=dev', TARBALL], { cwd: folder, env: { ...process.env, npm_config_loglevel: 'error' } });
  const installed = JSON.parse(readFileSync(path.join(folder, 'node_modules/ledgerline-docs-mcp/package.json'), 'utf8')) as { bin: Record<string, string>; dependencies: Record<string, string> };
  expect(Object.keys(installed.dependencies).sort()).toEqual(['@modelcontextprotocol/sdk', 'zod']);
  const bin = path.join(folder, 'node_modules/.bin/ledgerline-docs-mcp');
  expect(existsSync(bin)).toBe(true);
  const client = await stdioClient(['--site', BUILD_DIR], bin, []);
  try {
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('search_docs');
    const { text, isError } = await call(client, 'search_docs', { query: 'refill a wallet' });
    expect(isError).toBe(false);
    expect(text).toMatch(/^1\. .+\n {3}https:\/\/docs\.example\.com\/docs\//);
  } finally {
    await client.close();
  }
});

it('holds only the compiled server and its manifest, and is small', async () => {
  const { stdout } = await promisify(execFile)('tar', ['tzf', TARBALL]);
  expect(stdout.trim().split('\n').sort()).toEqual(['package/dist/index.js', 'package/package.json']);
  expect(readFileSync(TARBALL).length).toBeLessThan(200_000);
});
