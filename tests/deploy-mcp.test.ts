import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_SERVER, mcpTarballUrl } from '../plugins/exports/agentAccess';
import { renderMainConfig, renderSiteConfig } from '../tooling/build-checks/nginx-config';

// How deploy/ runs the docs' MCP server beside the site: the service unit, the nginx include
// that proxies /mcp to it, and the site config that includes it.
const deploy = (file: string) => readFileSync(new URL(`../deploy/${file}`, import.meta.url), 'utf8');
const siteConfig = deploy('nginx.conf');
const mcpInclude = deploy('nginx-mcp.conf');
const serviceUnit = deploy('ledgerline-docs-mcp.service');
const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

/** The production site, as nginx.conf names it. */
const siteUrl = `https://${/^\s*server_name (\S+);$/m.exec(siteConfig)?.[1]}`;
const upstream = `http://${MCP_SERVER.host}:${MCP_SERVER.port}${MCP_SERVER.httpPath}`;

describe('the service unit', () => {
  it('runs the package the site publishes, over HTTP, on the address the proxy forwards to', () => {
    const execStart = /^ExecStart=(.*)$/m.exec(serviceUnit)?.[1];
    expect(execStart).toBe(`/usr/bin/npx -y ${mcpTarballUrl(siteUrl)} --http --site ${siteUrl} --host ${MCP_SERVER.host} --port ${MCP_SERVER.port}`);
    expect(serviceUnit).toMatch(/^DynamicUser=yes$/m);
    expect(serviceUnit).toMatch(/^ProtectSystem=strict$/m);
  });
});

describe('the nginx include', () => {
  it('proxies exactly /mcp to the server, unbuffered, with a long read timeout, passing Host and Origin', () => {
    expect(mcpInclude).toMatch(new RegExp(`^location = ${MCP_SERVER.httpPath} \\{$`, 'm'));
    expect(mcpInclude).toContain(`proxy_pass ${upstream};`);
    expect(mcpInclude).toContain('proxy_buffering off;');
    expect(mcpInclude).toContain('proxy_set_header Host $http_host;');
    expect(mcpInclude).toContain('proxy_set_header Origin $http_origin;');
    expect(mcpInclude).toMatch(/proxy_read_timeout (\d+)h;/);
    // A location with its own add_header would drop the site's security headers.
    expect(mcpInclude).not.toMatch(/^\s*add_header/m);
  });

  it('is included by the site config where it is installed, and only there', () => {
    expect(siteConfig).toContain('include snippets/ledgerline-docs-mcp*.conf;');
  });
});

/** Runs nginx with the shipped site config and the include, the proxy pointed at `port`. */
async function startNginx(port: number, upstreamPort: number): Promise<{ stop: () => Promise<void>; check: () => ReturnType<typeof spawnSync> }> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'docs-nginx-mcp-'));
  await mkdir(path.join(prefix, 'snippets'));
  await mkdir(path.join(prefix, 'temp'));
  await mkdir(path.join(prefix, 'root'));
  await writeFile(path.join(prefix, 'root/index.html'), '<!doctype html><title>Docs</title>');
  await writeFile(path.join(prefix, 'site.conf'), renderSiteConfig(siteConfig, { root: path.join(prefix, 'root'), port }));
  await writeFile(path.join(prefix, 'snippets/ledgerline-docs-csp-hashes.conf'), 'map $host $ledgerline_docs_script_hashes { default ""; }\nmap $host $ledgerline_docs_style_hashes { default ""; }\n');
  await writeFile(path.join(prefix, 'snippets/ledgerline-docs-mcp.conf'), mcpInclude.replaceAll(`${MCP_SERVER.host}:${MCP_SERVER.port}`, `127.0.0.1:${upstreamPort}`));
  const isRoot = process.getuid?.() === 0;
  await writeFile(path.join(prefix, 'nginx.conf'), renderMainConfig({ prefix, mimeTypes: MIME_TYPES, user: isRoot ? 'root' : undefined }));
  const args = ['-e', 'stderr', '-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf')];
  const check = () => spawnSync(NGINX_BIN, ['-t', ...args], { encoding: 'utf8' });
  let nginx: ChildProcess | undefined;
  if (check().status === 0) nginx = spawn(NGINX_BIN, args, { stdio: 'ignore' });
  return {
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

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe.skipIf(!existsSync(NGINX_BIN) || !existsSync(MIME_TYPES))('nginx with the include', () => {
  let stub: Server;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let origin: string;
  const seen: { method?: string; url?: string; headers?: IncomingHttpHeaders } = {};
  let finishStream: () => void = () => undefined;

  beforeAll(async () => {
    // Stands in for the MCP server: answers a POST with an event stream it ends only when told.
    stub = createServer((request, response) => {
      Object.assign(seen, { method: request.method, url: request.url, headers: request.headers });
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      response.write('event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n');
      finishStream = () => response.end();
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    nginx = await startNginx(port, (stub.address() as AddressInfo).port);
    origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        await fetch(`${origin}/`);
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    finishStream();
    await nginx?.stop();
    await new Promise((resolve) => stub?.close(resolve));
  });

  it('parses (nginx -t)', () => {
    const result = nginx.check();
    expect(result.status, String(result.stderr)).toBe(0);
  });

  it('passes a POST to /mcp through with its Host and Origin, and streams the answer before it ends', async () => {
    const response = await fetch(`${origin}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Origin: 'https://agent.example' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    // The first event arrives while the upstream still holds the stream open: nothing buffers it.
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('"jsonrpc":"2.0"');
    finishStream();
    await reader.cancel();
    expect(seen).toMatchObject({ method: 'POST', url: MCP_SERVER.httpPath });
    expect(seen.headers?.origin).toBe('https://agent.example');
    expect(seen.headers?.host).toBe(new URL(origin).host);
    // The site's security headers still apply; its cache rule does not.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves every other path to the site', async () => {
    expect((await fetch(`${origin}/mcp/other`)).status).toBe(404);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });
});
