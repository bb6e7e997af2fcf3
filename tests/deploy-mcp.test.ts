import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_SERVER, mcpTarballUrl } from '../plugins/exports/agentAccess';
import { MIME_TYPES, NGINX_BIN, startNginxWithMcp, type NginxWithMcp } from '../tooling/build-checks/nginx-with-mcp';

// How deploy/ runs the docs' MCP server beside the site: the service unit (its command, its
// resource limits and its hardening), the nginx include that proxies /mcp to it (with rate and
// connection limits), and the site config that includes it.
const deploy = (file: string) => readFileSync(new URL(`../deploy/${file}`, import.meta.url), 'utf8');
const siteConfig = deploy('nginx.conf');
const mcpInclude = deploy('nginx-mcp.conf');
const serviceUnit = deploy('ledgerline-docs-mcp.service');
const deployReadme = deploy('README.md');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
/** The exposure `systemd-analyze security` may rate the unit at, at most. */
const MAX_EXPOSURE = 2.0;

/** The production site, as nginx.conf names it. */
const siteUrl = `https://${/^\s*server_name (\S+);$/m.exec(siteConfig)?.[1]}`;
const upstream = `http://${MCP_SERVER.host}:${MCP_SERVER.port}${MCP_SERVER.httpPath}`;
const directive = (name: string) => [...serviceUnit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1]);

/** Where the deploy README installs the package, and the server it starts from there. */
const INSTALL_PREFIX = '/opt/ledgerline-docs-mcp';

describe('the service unit', () => {
  it('runs the installed package over HTTP, on the address the proxy forwards to, and keeps trying while the site is down', () => {
    expect(directive('ExecStart')).toEqual([`/usr/bin/node ${INSTALL_PREFIX}/bin/${MCP_SERVER.packageName} --http --site ${siteUrl} --host ${MCP_SERVER.host} --port ${MCP_SERVER.port}`]);
    // The README's install command puts it there, from the tarball the site publishes.
    expect(deployReadme).toContain(`sudo npm install --global --prefix ${INSTALL_PREFIX} ${mcpTarballUrl(siteUrl)}`);
    expect(serviceUnit).toContain(`npm install --global --prefix ${INSTALL_PREFIX} ${mcpTarballUrl(siteUrl)}`);
    expect(directive('Restart')).toEqual(['always']);
    expect(directive('StartLimitIntervalSec')).toEqual(['0']);
  });

  it('limits memory, tasks, processor time and descriptors', () => {
    expect(directive('MemoryMax')).toEqual(['512M']);
    expect(directive('MemoryHigh')).toEqual(['384M']);
    expect(directive('TasksMax')).toEqual(['32']);
    expect(directive('CPUQuota')).toEqual(['100%']);
    expect(directive('LimitNOFILE')).toEqual(['1024']);
    // The heap limit leaves room under MemoryMax for the rest of the process.
    expect(Number(/--max-old-space-size=(\d+)/.exec(directive('Environment').join(' '))?.[1])).toBeLessThan(512 / 1.5);
  });

  // Each directive systemd-analyze security scores, as this unit sets it: checked without
  // systemd too, and named here so that a removed line fails with its name.
  const HARDENING: Record<string, string> = {
    DynamicUser: 'yes', UMask: '0077', NoNewPrivileges: 'yes', CapabilityBoundingSet: '', AmbientCapabilities: '',
    ProtectSystem: 'strict', ProtectHome: 'yes', PrivateTmp: 'yes', PrivateDevices: 'yes', PrivateUsers: 'yes', PrivateMounts: 'yes',
    ProtectProc: 'invisible', ProtectClock: 'yes', ProtectHostname: 'yes', ProtectKernelTunables: 'yes', ProtectKernelModules: 'yes',
    ProtectKernelLogs: 'yes', ProtectControlGroups: 'yes', RestrictAddressFamilies: 'AF_INET AF_INET6 AF_UNIX', RestrictNamespaces: 'yes',
    RestrictRealtime: 'yes', RestrictSUIDSGID: 'yes', LockPersonality: 'yes', RemoveIPC: 'yes', SystemCallArchitectures: 'native',
  };
  it.each(Object.entries(HARDENING))('sets %s=%s', (name, value) => {
    expect(directive(name), `deploy/ledgerline-docs-mcp.service: ${name}=${value}`).toEqual([value]);
  });
  it('filters system calls to a service\'s set, without the privileged ones', () => {
    expect(directive('SystemCallFilter')).toEqual(['@system-service', '~@privileged']);
    expect(directive('SystemCallErrorNumber')).toEqual(['EPERM']);
  });

  it.skipIf(!existsSync(SYSTEMD_ANALYZE))(`rates ${MAX_EXPOSURE} or lower in systemd-analyze security`, () => {
    const result = spawnSync(SYSTEMD_ANALYZE, ['security', '--offline=true', '--no-pager', `--threshold=${MAX_EXPOSURE * 10}`, 'deploy/ledgerline-docs-mcp.service'], { encoding: 'utf8' });
    const exposure = /Overall exposure level for ledgerline-docs-mcp\.service: (\d+\.\d+)/.exec(result.stdout)?.[1];
    expect(exposure, `${result.stdout}${result.stderr}`).toBeDefined();
    expect(Number(exposure), `deploy/ledgerline-docs-mcp.service: exposure ${exposure} > ${MAX_EXPOSURE}\n${result.stdout.split('\n').filter((line) => line.startsWith('✗')).join('\n')}`).toBeLessThanOrEqual(MAX_EXPOSURE);
    expect(result.status).toBe(0);
  });

  it.skipIf(!existsSync(SYSTEMD_ANALYZE))('fails the rating when a hardening line is taken out (the check can fail)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'unit-'));
    try {
      const weakened = serviceUnit.split('\n').filter((line) => !/^(Private|Protect|Restrict|CapabilityBoundingSet|SystemCall)/.test(line)).join('\n');
      writeFileSync(path.join(folder, 'ledgerline-docs-mcp.service'), weakened);
      const result = spawnSync(SYSTEMD_ANALYZE, ['security', '--offline=true', '--no-pager', `--threshold=${MAX_EXPOSURE * 10}`, path.join(folder, 'ledgerline-docs-mcp.service')], { encoding: 'utf8' });
      expect(result.status).not.toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the nginx include', () => {
  it('proxies exactly /mcp to the server, unbuffered, passing Host and Origin', () => {
    expect(mcpInclude).toMatch(new RegExp(`^location = ${MCP_SERVER.httpPath} \\{$`, 'm'));
    expect(mcpInclude).toContain(`proxy_pass ${upstream};`);
    expect(mcpInclude).toContain('proxy_buffering off;');
    expect(mcpInclude).toContain('proxy_set_header Host $http_host;');
    expect(mcpInclude).toContain('proxy_set_header Origin $http_origin;');
    // A location with its own add_header would drop the site's security headers.
    expect(mcpInclude).not.toMatch(/^\s*add_header/m);
  });

  it('limits request rate and connections with zones the site config defines', () => {
    for (const [, zone] of mcpInclude.matchAll(/^\s*limit_(?:req zone=|conn )(\S+?)[\s;]/gm)) {
      expect(siteConfig, `deploy/nginx.conf defines the zone ${zone}`).toMatch(new RegExp(`^limit_(req|conn)_zone \\S+ zone=${zone}:`, 'm'));
    }
    expect(mcpInclude).toContain('limit_req zone=ledgerline_docs_mcp_rate burst=20 nodelay;');
    expect(mcpInclude).toContain('limit_conn ledgerline_docs_mcp_client 8;');
    // No more connections in all than the server takes (its --max-connections default).
    expect(mcpInclude).toContain('limit_conn ledgerline_docs_mcp_total 64;');
  });

  it('is included by the site config where it is installed, and only there', () => {
    expect(siteConfig).toContain('include snippets/ledgerline-docs-mcp*.conf;');
  });
});

describe.skipIf(!existsSync(NGINX_BIN) || !existsSync(MIME_TYPES))('nginx with the include', () => {
  let stub: Server;
  let nginx: NginxWithMcp;
  const seen: { method?: string; url?: string; headers?: IncomingHttpHeaders }[] = [];
  const held: ServerResponse[] = [];

  beforeAll(async () => {
    // Stands in for the MCP server: answers at once, or with an event stream it holds open
    // (X-Hold) until the test lets go.
    stub = createServer((request, response) => {
      seen.push({ method: request.method, url: request.url, headers: request.headers });
      if (request.headers['x-hold']) {
        response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
        response.write('event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n');
        held.push(response);
        return;
      }
      request.resume();
      request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":{}}'));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    nginx = await startNginxWithMcp((stub.address() as AddressInfo).port);
  });

  afterAll(async () => {
    for (const response of held) response.end();
    await nginx?.stop();
    stub?.closeAllConnections();
    await new Promise((resolve) => stub?.close(resolve));
  });

  const post = (headers: Record<string, string> = {}, body = '{"jsonrpc":"2.0","id":1,"method":"ping"}') =>
    fetch(`${nginx.origin}/mcp`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers }, body });
  /** A POST from a client address of its own (nginx limits each address apart): the response once its headers arrive. */
  const postFrom = (client: string, headers: Record<string, string> = {}) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const { hostname, port } = new URL(nginx.origin);
      const sent = request({ host: hostname, port, path: '/mcp', method: 'POST', localAddress: client, agent: false, headers: { 'Content-Type': 'application/json', ...headers } }, resolve);
      sent.on('error', reject);
      sent.end('{"jsonrpc":"2.0","id":1,"method":"ping"}');
    });
  const statusFrom = async (client: string) => {
    const response = await postFrom(client);
    response.resume();
    return response.statusCode!;
  };
  const letGo = () => held.splice(0).forEach((response) => response.end());

  it('parses (nginx -t)', () => {
    const result = nginx.check();
    expect(result.status, String(result.stderr)).toBe(0);
  });

  it('passes a POST to /mcp through with its Host and Origin, and streams the answer before it ends', async () => {
    const response = await post({ Origin: 'https://agent.example', 'X-Hold': '1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    // The first event arrives while the upstream still holds the stream open: nothing buffers it.
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('"jsonrpc":"2.0"');
    letGo();
    await reader.cancel();
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: MCP_SERVER.httpPath });
    expect(seen.at(-1)?.headers?.origin).toBe('https://agent.example');
    expect(seen.at(-1)?.headers?.host).toBe(new URL(nginx.origin).host);
    // The site's security headers still apply; its cache rule does not.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 429 to a client over 8 open connections, without asking the server; another client gets in', async () => {
    const open = await Promise.all(Array.from({ length: 8 }, () => postFrom('127.0.0.2', { 'X-Hold': '1' })));
    expect(open.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const before = seen.length;
    expect(await statusFrom('127.0.0.2')).toBe(429);
    expect(seen.length).toBe(before);
    expect(await statusFrom('127.0.0.3')).toBe(200);
    letGo();
    for (const response of open) response.destroy();
  });

  it('answers 429 to a client over 10 requests a second beyond a burst of 20, without asking the server', async () => {
    const before = seen.length;
    const statuses: number[] = [];
    const started = Date.now();
    // 100 requests, 7 at a time (under the connection limit), as fast as the machine allows.
    await Promise.all(
      Array.from({ length: 7 }, async () => {
        while (statuses.length < 100) {
          const at = statuses.push(0) - 1;
          statuses[at] = await statusFrom('127.0.0.4');
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const passed = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // The first request and the burst pass, then what the rate adds over the time taken.
    expect(passed).toBeGreaterThanOrEqual(21);
    expect(passed).toBeLessThanOrEqual(21 + Math.ceil(10 * seconds) + 1);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(seen.length - before).toBe(passed);
  });

  it('refuses a body over 64 KB with 413, as the server would', async () => {
    expect((await post({}, 'x'.repeat(100_000))).status).toBe(413);
  });

  it('leaves every other path to the site', async () => {
    expect((await fetch(`${nginx.origin}/mcp/other`)).status).toBe(404);
    expect((await fetch(`${nginx.origin}/`)).status).toBe(200);
  });
});
