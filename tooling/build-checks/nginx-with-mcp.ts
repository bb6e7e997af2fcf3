import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MCP_SERVER } from '../../plugins/exports/agentAccess';
import { renderMainConfig, renderSiteConfig } from './nginx-config';

// Runs nginx with the shipped site config (deploy/nginx.conf) and its /mcp include
// (deploy/nginx-mcp.conf) as they are, but for the listen address, the root and the upstream port.

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const MIME_TYPES = '/etc/nginx/mime.types';
const deployFile = (file: string) => readFileSync(path.resolve(__dirname, '../../deploy', file), 'utf8');

export interface NginxWithMcp {
  /** The site's address (http://127.0.0.1:<port>). */
  origin: string;
  /** `nginx -t` on the same configuration. */
  check: () => SpawnSyncReturns<string>;
  stop: () => Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Starts nginx on a free local port with the include proxying to `upstreamPort`; waits until it answers. */
export async function startNginxWithMcp(upstreamPort: number): Promise<NginxWithMcp> {
  const port = await freePort();
  const prefix = await mkdtemp(path.join(tmpdir(), 'docs-nginx-mcp-'));
  await mkdir(path.join(prefix, 'snippets'));
  await mkdir(path.join(prefix, 'temp'));
  await mkdir(path.join(prefix, 'root'));
  await writeFile(path.join(prefix, 'root/index.html'), '<!doctype html><title>Docs</title>');
  await writeFile(path.join(prefix, 'site.conf'), renderSiteConfig(deployFile('nginx.conf'), { root: path.join(prefix, 'root'), port }));
  await writeFile(path.join(prefix, 'snippets/ledgerline-docs-csp-hashes.conf'), 'map $host $ledgerline_docs_script_hashes { default ""; }\nmap $host $ledgerline_docs_style_hashes { default ""; }\n');
  await writeFile(path.join(prefix, 'snippets/ledgerline-docs-mcp.conf'), deployFile('nginx-mcp.conf').replaceAll(`${MCP_SERVER.host}:${MCP_SERVER.port}`, `127.0.0.1:${upstreamPort}`));
  const isRoot = process.getuid?.() === 0;
  await writeFile(path.join(prefix, 'nginx.conf'), renderMainConfig({ prefix, mimeTypes: MIME_TYPES, user: isRoot ? 'root' : undefined }));
  const args = ['-e', 'stderr', '-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf')];
  const check = () => spawnSync(NGINX_BIN, ['-t', ...args], { encoding: 'utf8' });
  let nginx: ChildProcess | undefined;
  const origin = `http://127.0.0.1:${port}`;
  if (check().status === 0) {
    nginx = spawn(NGINX_BIN, args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && nginx.exitCode === null) {
      try {
        await fetch(`${origin}/`);
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
  return {
    origin,
    check,
    stop: async () => {
      if (nginx && nginx.exitCode === null) {
        await new Promise((resolve) => {
          nginx!.once('exit', resolve);
          nginx!.kill('SIGQUIT');
        });
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
