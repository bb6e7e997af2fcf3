import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { checkHost } from './hostCheck';
import { createServer, SERVER_NAME, SERVER_VERSION } from './server';
import type { Site } from './site';

export const MCP_PATH = '/mcp';
export const HEALTH_PATH = '/healthz';
/** A tool call's JSON is a few hundred bytes; every argument is bounded (limits.ts). */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

export interface HttpOptions {
  host: string;
  port: number;
  /** Host names the Host and Origin headers may name (hostCheck.ts). */
  allowedHostnames: ReadonlySet<string>;
  /** Open connections at once; a request on one more is answered 503. */
  maxConnections: number;
  /** A connection with no request in progress for this long is closed; a request must arrive in full within it. */
  idleTimeoutMs: number;
}

function reply(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

function refuse(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  reply(response, status, { jsonrpc: '2.0', error: { code: -32000, message }, id: null }, headers);
}

/**
 * Streamable HTTP at /mcp, stateless: each POST gets its own server and transport and is answered
 * with JSON, so no event stream stays open (a GET, which would open one, is answered 405, as the
 * protocol allows). GET /healthz says the process is up and which site it serves.
 */
export function serveHttp(site: Site, options: HttpOptions): Promise<Server> {
  const sockets = new Set<Socket>();
  const startedAt = Date.now();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0];
    const verdict = checkHost(request.headers.host, request.headers.origin, options.allowedHostnames);
    if (!verdict.ok) return refuse(response, 403, verdict.message);
    if (sockets.size > options.maxConnections) {
      response.shouldKeepAlive = false;
      return refuse(response, 503, `Too many connections: this server takes ${options.maxConnections} at once. Retry in a moment.`, { 'retry-after': '1' });
    }
    if (path === HEALTH_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply(response, 200, { status: 'ok', server: SERVER_NAME, version: SERVER_VERSION, site: site.url, uptime_s: Math.round((Date.now() - startedAt) / 1000) });
    }
    if (path !== MCP_PATH) return refuse(response, 404, `Not found: the MCP endpoint is ${MCP_PATH}`);
    if (request.method !== 'POST') {
      return refuse(response, 405, `Method not allowed: this server is stateless and answers POST only (no event stream to open, no session to end)`, { allow: 'POST' });
    }
    const server = createServer(site);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: MAX_REQUEST_BODY_BYTES });
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
  }

  const http = createHttpServer(
    {
      requestTimeout: options.idleTimeoutMs,
      headersTimeout: options.idleTimeoutMs,
      keepAliveTimeout: Math.min(5_000, options.idleTimeoutMs),
      // How often Node checks the two timeouts above (its default, 30 s, would stretch them).
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, options.idleTimeoutMs / 4)),
    },
    (request, response) => void handle(request, response),
  );
  // A socket that carries nothing for the idle time (one that never sends a request, too) is closed.
  http.setTimeout(options.idleTimeoutMs);
  http.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve(http));
  });
}
