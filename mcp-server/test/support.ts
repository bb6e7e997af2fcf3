import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll } from 'vitest';

export const REPO = path.resolve(__dirname, '../..');
export const BUILD_DIR = path.join(REPO, 'build');
/** The server as the build compiles and packs it. */
export const SERVER_JS = path.join(REPO, 'mcp-server/dist/index.js');

export function requireBuild(): void {
  for (const file of [SERVER_JS, path.join(BUILD_DIR, 'openapi.json'), path.join(BUILD_DIR, 'pagefind/pagefind.js')]) {
    if (!existsSync(file)) throw new Error(`${path.relative(REPO, file)} is missing: run \`npm run build\` first`);
  }
}

export async function stdioClient(args: string[], command = process.execPath, commandArgs = [SERVER_JS], env?: Record<string, string | undefined>): Promise<Client> {
  const client = new Client({ name: 'ledgerline-docs-mcp-test', version: '1.0.0' });
  const environment = env && Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  await client.connect(new StdioClientTransport({ command, args: [...commandArgs, ...args], stderr: 'pipe', cwd: REPO, ...(environment ? { env: environment } : {}) }));
  return client;
}

/**
 * The SDK's client of the server over stdio, reading the build (or what `args` name): connected
 * before the tests of the calling file or describe block, closed after them. The function returned
 * gives the client inside a test or a later hook.
 */
export function connectStdio(args = ['--site', 'build']): () => Client {
  let client: Client | undefined;
  beforeAll(async () => {
    requireBuild();
    client = await stdioClient(args);
  });
  afterAll(() => client?.close());
  return () => {
    if (!client) throw new Error('the stdio client is read before it connected: read it inside a test or a later hook');
    return client;
  };
}

/** Starts the server with `--http --port 0` and waits for the address it prints. */
export async function httpServer(args: string[]): Promise<{ url: string; child: ChildProcess; stderr: () => string }> {
  const child = spawn(process.execPath, [SERVER_JS, '--http', '--port', '0', ...args], { cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = / at (http:\/\/\S+\/mcp)/.exec(output);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
  });
  return { url, child, stderr: () => output };
}

/** Runs the server until it exits; its exit code, what it printed on stderr, and how long it ran. */
export function runServer(args: string[]): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [SERVER_JS, ...args], { cwd: REPO, stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr, ms: Date.now() - started })));
}

/** Calls `probe` until it returns a value, every `everyMs`, for at most `withinMs`; the value and when it came. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, withinMs: number, everyMs = 100): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return { value, ms: Date.now() - started };
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export async function httpClient(url: string): Promise<Client> {
  const client = new Client({ name: 'ledgerline-docs-mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

/**
 * The build served at a local URL, the server over Streamable HTTP reading it from there, and
 * the SDK's client of that server: started before the tests of the calling file or describe
 * block, stopped after them.
 */
export function buildOverHttp(): { site: Awaited<ReturnType<typeof staticServer>>; server: Awaited<ReturnType<typeof httpServer>>; client: Client } {
  const served = {} as ReturnType<typeof buildOverHttp>;
  beforeAll(async () => {
    requireBuild();
    served.site = await staticServer(BUILD_DIR);
    served.server = await httpServer(['--site', served.site.url]);
    served.client = await httpClient(served.server.url);
  });
  afterAll(async () => {
    await served.client?.close();
    served.server?.child.kill();
    served.site?.server.close();
  });
  return served;
}

const TYPES: Record<string, string> = { '.json': 'application/json', '.js': 'text/javascript', '.md': 'text/markdown', '.txt': 'text/plain', '.html': 'text/html' };

/**
 * A static server of a folder on a free local port (the build, as a host serves it): an ETag
 * and Last-Modified on every file, 304 to a request whose If-None-Match still matches.
 */
export async function staticServer(root: string): Promise<{ url: string; server: Server; requests: string[]; notModified: string[] }> {
  const requests: string[] = [];
  const notModified: string[] = [];
  const server = createServer(async (request, response) => {
    const at = decodeURIComponent((request.url ?? '/').split('?')[0]);
    requests.push(at);
    const file = path.join(root, at);
    if (!file.startsWith(root)) return response.writeHead(403).end();
    try {
      const { mtimeMs, size, mtime } = await stat(file);
      const etag = `"${Math.floor(mtimeMs).toString(16)}-${size.toString(16)}"`;
      if (request.headers['if-none-match'] === etag) {
        notModified.push(at);
        return response.writeHead(304, { etag }).end();
      }
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', etag, 'last-modified': mtime.toUTCString() }).end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, requests, notModified };
}

/** The text of a tool's answer, and whether it is an error result. */
export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean; bytes: number }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((item) => (item.type === 'text' ? item.text : '')).join('\n');
  return { text, isError: Boolean(result.isError), bytes: Buffer.byteLength(text) };
}

/**
 * A request with exactly the headers given, Host included (fetch would set its own), on a
 * connection of its own.
 */
export function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

/** A JSON-RPC tools/call body. */
export const toolCall = (name: string, args: Record<string, unknown>, id = 1) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
/** The headers a Streamable HTTP client sends with a POST. */
export const MCP_POST_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } as const;

/** The whole answer of a tool, every part of it (a cut answer ends with the offset of the next), and each part's size. */
export async function wholeAnswer(client: Client, tool: string, args: Record<string, unknown>): Promise<{ text: string; parts: number[]; isError: boolean }> {
  const texts: string[] = [];
  const parts: number[] = [];
  for (let offset: number | undefined = 0; offset !== undefined; ) {
    const { text, isError, bytes } = await call(client, tool, { ...args, ...(offset > 0 ? { offset } : {}) });
    if (isError) return { text, parts, isError };
    parts.push(bytes);
    const next = /\n\n\[Part ends at character (\d+) of \d+\. Next part: [^\]]*\]$/.exec(text);
    texts.push(next ? text.slice(0, next.index) : text);
    offset = next ? Number(next[1]) : undefined;
  }
  return { text: texts.join(''), parts, isError: false };
}
