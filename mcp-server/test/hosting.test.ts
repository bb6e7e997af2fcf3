// The server hosted over Streamable HTTP, as an operator runs it: who it answers (Host and
// Origin against DNS rebinding), what it refuses (other methods, paths, oversized bodies), how
// many connections it holds and for how long, and its health endpoint. Raw HTTP requests, so
// that every header is exactly the one a browser or an attacker would send.
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '../src/http';
import { httpServer, MCP_POST_HEADERS, rawRequest, requireBuild, toolCall } from './support';

const CALL = toolCall('get_error_code', { code: 'kyc_not_approved' });

describe('who the server answers', () => {
  let server: { url: string; child: ChildProcess };
  let port: string;
  const post = (headers: Record<string, string>, body = CALL) => rawRequest(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...headers }, body });

  beforeAll(async () => {
    requireBuild();
    // The build links to https://docs.example.com: that is the site's own name.
    server = await httpServer(['--site', 'build', '--allowed-hosts', 'mcp.internal.example']);
    port = new URL(server.url).port;
  });
  afterAll(() => server?.child.kill());

  it('answers its loopback names, the site\'s name (which nginx passes through) and the names it is given', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'docs.example.com', 'mcp.internal.example']) {
      const answer = await post({ host });
      expect(answer.status, host).toBe(200);
      expect(answer.text, host).toContain('kyc_not_approved');
    }
  });

  it('refuses a DNS-rebinding request (Host and Origin both a foreign name) with 403, before any tool runs', async () => {
    const answer = await post({ host: `evil.example:${port}`, origin: `http://evil.example:${port}` });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Forbidden: this server does not answer to the host name evil.example (the Host header); add it with --allowed-hosts if it is yours' },
      id: null,
    });
    expect(answer.text).not.toContain('kyc_not_approved');
  });

  it('refuses a foreign Host without Origin, an unparsable Host, and a foreign Origin on its own name', async () => {
    expect((await post({ host: 'evil.example' })).status).toBe(403);
    expect((await post({ host: 'bad host!' })).status).toBe(403);
    const origin = await post({ host: `127.0.0.1:${port}`, origin: 'https://evil.example' });
    expect(origin.status).toBe(403);
    expect(origin.text).toContain('Origin https://evil.example may not use this server');
    expect((await post({ host: `127.0.0.1:${port}`, origin: 'null' })).status).toBe(403);
    // A local page (any port) and the docs site itself may call it from a browser.
    expect((await post({ host: `127.0.0.1:${port}`, origin: 'http://localhost:5173' })).status).toBe(200);
    expect((await post({ host: 'docs.example.com', origin: 'https://docs.example.com' })).status).toBe(200);
  });

  it('refuses the same foreign names on /healthz and unknown paths', async () => {
    expect((await rawRequest(server.url.replace(/\/mcp$/, '/healthz'), { headers: { host: 'evil.example' } })).status).toBe(403);
    expect((await rawRequest(server.url.replace(/\/mcp$/, '/other'), { headers: { host: 'evil.example' } })).status).toBe(403);
  });
});

describe('what the endpoint takes', () => {
  let server: { url: string; child: ChildProcess };

  beforeAll(async () => {
    requireBuild();
    server = await httpServer(['--site', 'build']);
  });
  afterAll(() => server?.child.kill());

  it('says it is up at GET /healthz, with the site it serves', async () => {
    const answer = await rawRequest(server.url.replace(/\/mcp$/, '/healthz'), {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'ok', server: 'ledgerline-docs-mcp', site: 'https://docs.example.com' });
  });

  it('opens no event stream: GET and DELETE are answered 405 at once, with Allow: POST', async () => {
    for (const method of ['GET', 'DELETE']) {
      const answer = await rawRequest(server.url, { method, headers: { accept: 'text/event-stream' } });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('POST');
      expect(answer.headers['content-type']).toBe('application/json');
    }
  });

  it(`refuses a body over ${MAX_REQUEST_BODY_BYTES} bytes with 413, before it has arrived (a 1 MB name never reaches a tool)`, async () => {
    const body = Buffer.from(toolCall('get_schema', { name: 'x'.repeat(1_000_000) }));
    // Only the first 100 kB of the declared megabyte is sent: a server that read the whole body first would never answer.
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const target = new URL(server.url);
      const sent = httpRequest({ host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { ...MCP_POST_HEADERS, 'content-length': String(body.length) }, agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode!, text });
          sent.destroy();
        });
      });
      sent.on('error', (error) => reject(new Error(`no answer while the body was still arriving: ${error.message}`)));
      sent.write(body.subarray(0, 100_000));
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain(`must not exceed ${MAX_REQUEST_BODY_BYTES} bytes`);
  });

  it('refuses an argument over its limit within a body under the cap, naming the limit', async () => {
    const answer = await rawRequest(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS }, body: toolCall('get_schema', { name: 'x'.repeat(50_000) }) });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).result).toMatchObject({ isError: true });
    expect(answer.text).toContain('at most 200 characters');
  });

  it('serves only /mcp and /healthz', async () => {
    expect((await rawRequest(server.url.replace(/\/mcp$/, '/other'), {})).status).toBe(404);
  });
});

/** Connections that send nothing, to a server started with `args`; closed after the tests. */
function idleConnections(args: string[]) {
  let server: { url: string; child: ChildProcess };
  const sockets: Socket[] = [];
  beforeAll(async () => {
    requireBuild();
    server = await httpServer(['--site', 'build', ...args]);
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    server?.child.kill();
  });
  /**
   * A connection that sends nothing, and how long after it was asked for the server closed it.
   * The server's idle timer starts after the connection is asked for, so a busy machine can only
   * lengthen the time measured, never shorten it.
   */
  const open = () =>
    new Promise<{ closed: Promise<number> }>((resolve) => {
      const asked = performance.now();
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () => resolve({ closed }));
      const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now() - asked)));
      socket.on('error', () => undefined);
      // Node closes a connection without a request either silently or after a 408: a socket that
      // left the 408 unread would never see the end of the stream, nor its close.
      socket.resume();
      sockets.push(socket);
    });
  return { open, url: () => server.url };
}

const MAX = 3;

describe('connections: a cap', () => {
  // Longer than any test runs, so the connections held open stay open whatever the machine's load.
  const connections = idleConnections(['--max-connections', String(MAX), '--idle-timeout', '600']);

  it(`answers 503 with Retry-After to a request beyond ${MAX} open connections`, async () => {
    // The server accepts connections in the order they were made: it holds these when the request's comes.
    await Promise.all(Array.from({ length: MAX }, connections.open));
    const refused = await rawRequest(connections.url(), { method: 'POST', headers: { ...MCP_POST_HEADERS }, body: CALL });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.text).toContain(`this server takes ${MAX} at once`);
  });
});

describe('connections: an idle timeout', () => {
  const IDLE_S = 1;
  // Far beyond the timeout: a server that checks its timeouts only every 30 s (Node's default) is caught.
  const WITHIN_MS = 20_000;
  const connections = idleConnections(['--max-connections', String(MAX), '--idle-timeout', String(IDLE_S)]);

  it(`closes a connection idle for ${IDLE_S} s, not before, so that others get in`, async () => {
    const idle = await Promise.all(Array.from({ length: MAX }, connections.open));
    let bound: NodeJS.Timeout | undefined;
    const lifetimes = await Promise.race([
      Promise.all(idle.map((connection) => connection.closed)),
      new Promise<never>((_, reject) => (bound = setTimeout(() => reject(new Error(`an idle connection was still open ${WITHIN_MS} ms after it opened (idle timeout ${IDLE_S} s)`)), WITHIN_MS))),
    ]).finally(() => clearTimeout(bound));
    // 50 ms for the rounding of the server's timers; a busy machine only adds to the lifetimes.
    for (const lifetime of lifetimes) expect(lifetime, 'ms from asking for an idle connection to its close').toBeGreaterThanOrEqual(IDLE_S * 1000 - 50);
    // The server forgot each connection as it closed it, before it could accept another. The cap
    // is checked before any route; /healthz is answered at once, so no tool's run races the timeout.
    const admitted = await rawRequest(connections.url().replace(/\/mcp$/, '/healthz'), {});
    expect(admitted.status).toBe(200);
  });
});
