// The tarball the build publishes (`/ledgerline-docs-mcp.tgz`): installed into an empty folder with
// no registry to ask (everything it runs is compiled in), and run as a reader runs it, with the
// page's npx command, from the build served at a local URL, then with that site down.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcpCommand } from '../../plugins/exports/agentAccess';
import { BUILD_DIR, call, requireBuild, staticServer, stdioClient } from './support';

const TARBALL = path.join(BUILD_DIR, 'ledgerline-docs-mcp.tgz');
const work = mkdtempSync(path.join(tmpdir(), 'ledgerline-docs-mcp-'));
const cache = path.join(work, 'npm-cache');
const env = { ...process.env, npm_config_cache: cache, npm_config_loglevel: 'error', npm_config_update_notifier: 'false', npm_config_yes: 'true' };

beforeAll(() => {
  requireBuild();
  expect(existsSync(TARBALL), `${TARBALL}: run npm run build`).toBe(true);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('holds only the compiled server, the notices of what it compiles in, and its manifest, which names no dependency', async () => {
  const { stdout } = await promisify(execFile)('tar', ['tzf', TARBALL]);
  expect(stdout.trim().split('\n').sort()).toEqual(['package/dist/THIRD-PARTY-LICENSES.txt', 'package/dist/index.js', 'package/package.json']);
  const { stdout: manifest } = await promisify(execFile)('tar', ['xzOf', TARBALL, 'package/package.json']);
  const declared = JSON.parse(manifest) as Record<string, unknown>;
  expect(Object.keys(declared).filter((key) => /dependencies$/i.test(key))).toEqual([]);
  const { stdout: notices } = await promisify(execFile)('tar', ['xzOf', TARBALL, 'package/dist/THIRD-PARTY-LICENSES.txt']);
  expect(notices).toMatch(/^@modelcontextprotocol\/sdk \d+\.\d+\.\d+ \(MIT\)$/m);
  expect(notices).toMatch(/^zod \d+\.\d+\.\d+ \(MIT\)$/m);
  expect(readFileSync(TARBALL).length).toBeLessThan(300_000);
});

it('installs into an empty folder offline (nothing to fetch from a registry) and answers over stdio', { timeout: 240_000 }, async () => {
  const folder = path.join(work, 'app');
  mkdirSync(folder);
  const { stdout } = await promisify(execFile)('npm', ['install', '--offline', '--no-audit', '--no-fund', '--omit=dev', '--json', TARBALL], { cwd: folder, env });
  expect((JSON.parse(stdout) as { added: number }).added).toBe(1);
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

describe('with the command the docs give readers', () => {
  let site: Awaited<ReturnType<typeof staticServer>>;
  const npx = (siteUrl: string) => {
    const { command, args } = mcpCommand(siteUrl);
    return { command, args: [...args, '--site', siteUrl] };
  };
  beforeAll(async () => {
    site = await staticServer(BUILD_DIR);
  });
  afterAll(() => {
    site.server.closeAllConnections();
    site.server.close();
  });

  it('runs from the site by URL', { timeout: 240_000 }, async () => {
    const { command, args } = npx(site.url);
    const client = await stdioClient(args, command, [], env);
    try {
      const { text, isError } = await call(client, 'get_error_code', { code: 'wallet_not_active' });
      expect(isError, text).toBe(false);
      expect(text).toContain(`${site.url}/docs/api/intro#wallet_not_active`);
    } finally {
      await client.close();
    }
  });

  it('fails within seconds with the site down, the package cached, naming the site', { timeout: 120_000 }, async () => {
    await new Promise<void>((resolve) => {
      site.server.closeAllConnections();
      site.server.close(() => resolve());
    });
    const { command, args } = npx(site.url);
    const started = Date.now();
    const exit = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(command, args, { env: { ...env, npm_config_loglevel: 'http' }, stdio: ['pipe', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain(`ledgerline-docs-mcp: cannot start: The site ${site.url} could not be read (/api-view/index.json): ECONNREFUSED`);
    // One try for the tarball, then the cached copy: npm's default retries (10 s, then 60 s) took
    // 71 s here before it fell back to the cache.
    expect(exit.stderr).toMatch(/attempt 1 failed with ECONNREFUSED/);
    expect(exit.stderr).not.toMatch(/attempt 2 failed/);
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
