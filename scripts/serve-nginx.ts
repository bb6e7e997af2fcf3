// Usage: tsx scripts/serve-nginx.ts [--root build] [--port 3800] [--csp-hashes file]
// Serves a build with the shipped deploy/nginx.conf, in the foreground, as the
// current user; SIGINT/SIGTERM stop nginx gracefully and remove its temp directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildInlineHashes, DEFAULT_HASHES_FILE, missingHashes, parseHashesInclude } from '../tooling/build-checks/csp-hashes';
import { renderMainConfig, renderSiteConfig } from '../tooling/build-checks/nginx-config';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const READY_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;

export interface ServeOptions {
  root: string;
  port: number;
  cspHashesFile: string;
}

async function assertHashesMatchBuild(root: string, hashesFile: string): Promise<void> {
  if (!existsSync(hashesFile)) {
    throw new Error(`${hashesFile}: missing; \`npm run build\` writes it (or run scripts/csp-hashes.ts)`);
  }
  const missing = missingHashes(await buildInlineHashes(root), parseHashesInclude(await readFile(hashesFile, 'utf8')));
  if (missing.length > 0) {
    throw new Error(`${hashesFile}: stale for ${root}, it lacks ${missing.join(' ')}; rebuild with \`npm run build\``);
  }
}

async function waitUntilServing(url: string, nginx: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode} while starting`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url} within ${READY_TIMEOUT_MS} ms`);
}

function stopNginx(nginx: ChildProcess): Promise<void> {
  if (nginx.exitCode !== null || nginx.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => nginx.kill('SIGKILL'), STOP_TIMEOUT_MS);
    nginx.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    nginx.kill('SIGQUIT'); // graceful: finish in-flight responses, then exit
  });
}

export async function serveWithNginx({ root, port, cspHashesFile }: ServeOptions) {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(`${NGINX_BIN} not found: install Debian's nginx (apt-get install -y nginx) or set NGINX_BIN`);
  }
  const buildDir = path.resolve(root);
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir}/index.html not found; build the site first`);
  }
  await assertHashesMatchBuild(buildDir, cspHashesFile);

  const prefix = await mkdtemp(path.join(tmpdir(), 'docs-nginx-'));
  await mkdir(path.join(prefix, 'snippets'));
  await mkdir(path.join(prefix, 'temp'));
  const template = await readFile(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  await writeFile(path.join(prefix, 'site.conf'), renderSiteConfig(template, { root: buildDir, port }));
  await copyFile(cspHashesFile, path.join(prefix, 'snippets/ledgerline-docs-csp-hashes.conf'));
  const brotli = existsSync(BROTLI_MODULE);
  if (brotli) {
    await copyFile(path.join(repoRoot, 'deploy/nginx-brotli.conf'), path.join(prefix, 'snippets/ledgerline-docs-brotli.conf'));
  }
  const isRoot = process.getuid?.() === 0;
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    renderMainConfig({ prefix, mimeTypes: MIME_TYPES, brotliModule: brotli ? BROTLI_MODULE : undefined, user: isRoot ? userInfo().username : undefined }),
  );

  const nginx = spawn(NGINX_BIN, ['-e', 'stderr', '-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopNginx(nginx);
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${url}/`, nginx);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, brotli, nginx, stop };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'build' },
      port: { type: 'string', default: process.env.E2E_PORT ?? '3800' },
      'csp-hashes': { type: 'string', default: DEFAULT_HASHES_FILE },
    },
  });
  const server = await serveWithNginx({ root: values.root, port: Number(values.port), cspHashesFile: values['csp-hashes'] });
  console.log(`[nginx] serving ${path.resolve(values.root)} at ${server.url}${server.brotli ? ' (gzip, brotli)' : ' (gzip)'}`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void server.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  server.nginx.once('exit', (code) => {
    if (stopping) return;
    console.error(`[nginx] exited unexpectedly with code ${code}`);
    void server.stop().then(() => process.exit(1));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`[nginx] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
