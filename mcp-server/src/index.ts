#!/usr/bin/env node
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createServer, SERVER_NAME } from './server';
import { DEFAULT_TIMEOUT_MS, Site } from './site';

declare const __DEFAULT_SITE_URL__: string | undefined;
/** The production docs URL, baked in when the build packs the server. */
const DEFAULT_SITE_URL = typeof __DEFAULT_SITE_URL__ === 'string' ? __DEFAULT_SITE_URL__ : 'https://docs.example.com';

const USAGE = `Usage: ${SERVER_NAME} [--site <url-or-build-dir>] [--http] [--port <n>] [--host <addr>] [--timeout <ms>]
  --site     the docs to serve: a site URL, or a local build folder (default ${DEFAULT_SITE_URL})
  --http     serve Streamable HTTP at http://<host>:<port>/mcp instead of stdio
  --port     HTTP port (default 3939)
  --host     HTTP address to bind (default 127.0.0.1)
  --timeout  how long one read from the site may take, in ms (default ${DEFAULT_TIMEOUT_MS})`;

function fail(message: string): never {
  process.stderr.write(`${SERVER_NAME}: ${message}\n${USAGE}\n`);
  process.exit(2);
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
    return { site: values.site ?? DEFAULT_SITE_URL, http: Boolean(values.http), port, host: values.host ?? '127.0.0.1', timeout };
  } catch (error) {
    fail((error as Error).message);
  }
}

/**
 * Browsers send Origin; the MCP spec asks a server to refuse other origins (DNS rebinding). Local
 * pages and the docs site itself (where nginx serves /mcp) may call it.
 */
function originAllowed(request: IncomingMessage, siteUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const { hostname } = new URL(origin);
    const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
    return local || origin === new URL(siteUrl).origin || origin === `http://${request.headers.host}`;
  } catch {
    return false;
  }
}

function refuse(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

async function main() {
  const opts = options();
  const site = await Site.open({ site: opts.site, defaultSiteUrl: DEFAULT_SITE_URL, timeoutMs: opts.timeout }).catch((error: Error) => fail(error.message));
  if (!opts.http) {
    await createServer(site).connect(new StdioServerTransport());
    return;
  }
  const http = createHttpServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/mcp') return refuse(response, 404, `Not found: the MCP endpoint is /mcp`);
    if (!originAllowed(request, site.url)) return refuse(response, 403, `Forbidden: Origin ${request.headers.origin} may not use this server`);
    // Stateless: every request gets its own server and transport (the tools keep no state).
    const server = createServer(site);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request, response);
    } catch (error) {
      if (!response.headersSent) refuse(response, 500, (error as Error).message);
    }
  });
  http.on('error', (error) => fail(`cannot listen on ${opts.host}:${opts.port}: ${error.message}`));
  http.listen(opts.port, opts.host, () => {
    const address = http.address();
    const port = typeof address === 'object' && address ? address.port : opts.port;
    process.stderr.write(`${SERVER_NAME}: serving ${site.isFolder ? site.source : site.url} at http://${opts.host}:${port}/mcp\n`);
  });
}

void main();
