#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { SiteError } from './failures';
import { allowedHostnames } from './hostCheck';
import { MCP_PATH, serveHttp } from './http';
import { createServer, SERVER_NAME } from './server';
import { DEFAULT_REVALIDATE_S, DEFAULT_TIMEOUT_MS, Site } from './site';
import { currentIndex } from './view';

declare const __DEFAULT_SITE_URL__: string | undefined;
/** The production docs URL, baked in when the build packs the server. */
const DEFAULT_SITE_URL = typeof __DEFAULT_SITE_URL__ === 'string' ? __DEFAULT_SITE_URL__ : 'https://docs.example.com';
const DEFAULT_MAX_CONNECTIONS = 64;
const DEFAULT_IDLE_TIMEOUT_S = 30;

const USAGE = `Usage: ${SERVER_NAME} [--site <url-or-build-dir>] [--http] [--port <n>] [--host <addr>] [--timeout <ms>] [--revalidate <s>]
       [--allowed-hosts <names>] [--max-connections <n>] [--idle-timeout <s>]
  --site             the docs to serve: a site URL, or a local build folder (default ${DEFAULT_SITE_URL})
  --http             serve Streamable HTTP at http://<host>:<port>${MCP_PATH} instead of stdio
  --port             HTTP port (default 3939)
  --host             HTTP address to bind (default 127.0.0.1)
  --timeout          how long one read from the site may take, in ms (default ${DEFAULT_TIMEOUT_MS})
  --revalidate       how old a file read from the site may get before it is checked again, in s (default ${DEFAULT_REVALIDATE_S})
  --allowed-hosts    HTTP: host names besides loopback and the site's that requests may name in Host and Origin, comma-separated
  --max-connections  HTTP: open connections at once; a request beyond is answered 503 (default ${DEFAULT_MAX_CONNECTIONS})
  --idle-timeout     HTTP: a connection idle this long is closed, in s (default ${DEFAULT_IDLE_TIMEOUT_S})`;

function fail(message: string, withUsage = true): never {
  process.stderr.write(`${SERVER_NAME}: ${message}\n${withUsage ? `${USAGE}\n` : ''}`);
  process.exit(withUsage ? 2 : 1);
}

function positive(name: string, raw: string | undefined, fallback: number, integer = false): number {
  const value = Number(raw ?? fallback);
  if (!(value > 0) || !Number.isFinite(value) || (integer && !Number.isInteger(value))) fail(`--${name} ${raw}: not a positive ${integer ? 'whole ' : ''}number`);
  return value;
}

function options() {
  try {
    const { values } = parseArgs({
      options: {
        site: { type: 'string' },
        http: { type: 'boolean' },
        port: { type: 'string' },
        host: { type: 'string' },
        timeout: { type: 'string' },
        revalidate: { type: 'string' },
        'allowed-hosts': { type: 'string' },
        'max-connections': { type: 'string' },
        'idle-timeout': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    const port = Number(values.port ?? 3939);
    if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port ${values.port}: not a port number`);
    const timeout = Number(values.timeout ?? DEFAULT_TIMEOUT_MS);
    if (!(timeout > 0)) fail(`--timeout ${values.timeout}: not a positive number of milliseconds`);
    const allowedHosts = (values['allowed-hosts'] ?? '').split(',').map((name) => name.trim()).filter(Boolean);
    for (const name of allowedHosts) if (!/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(name)) fail(`--allowed-hosts ${name}: not a host name`);
    return {
      site: values.site ?? DEFAULT_SITE_URL,
      http: Boolean(values.http),
      port,
      host: values.host ?? '127.0.0.1',
      timeout,
      revalidateMs: positive('revalidate', values.revalidate, DEFAULT_REVALIDATE_S) * 1000,
      allowedHosts,
      maxConnections: positive('max-connections', values['max-connections'], DEFAULT_MAX_CONNECTIONS, true),
      idleTimeoutMs: positive('idle-timeout', values['idle-timeout'], DEFAULT_IDLE_TIMEOUT_S) * 1000,
    };
  } catch (error) {
    fail((error as Error).message);
  }
}

async function main() {
  const opts = options();
  const site = await Site.open({ site: opts.site, defaultSiteUrl: DEFAULT_SITE_URL, timeoutMs: opts.timeout, revalidateMs: opts.revalidateMs }).catch((error: Error) => fail(error.message));
  // The site must answer before the server starts, so that a client sees why at once (not on its first call).
  await currentIndex(site).catch((error: Error) => {
    if (error instanceof SiteError) fail(`cannot start: ${error.message}`, false);
    process.stderr.write(`${SERVER_NAME}: warning: ${error.message}\n`);
  });
  if (!opts.http) {
    await createServer(site).connect(new StdioServerTransport());
    return;
  }
  const http = await serveHttp(site, {
    host: opts.host,
    port: opts.port,
    allowedHostnames: allowedHostnames(opts.host, site.urls, opts.allowedHosts),
    maxConnections: opts.maxConnections,
    idleTimeoutMs: opts.idleTimeoutMs,
  }).catch((error: Error) => fail(`cannot listen on ${opts.host}:${opts.port}: ${error.message}`, false));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  process.stderr.write(`${SERVER_NAME}: serving ${site.isFolder ? site.source : site.url} at http://${opts.host}:${port}${MCP_PATH}\n`);
}

void main();
