import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { SITE_DIR } from '../../../plugins/api-model';
import { multipartProblem, quoteDispositionValues, type MultipartRules } from './multipart';

/** One request a client sent through the mock, as the mock answered it. */
export interface MockExchange {
  method: string;
  /** The path after the client's base URL. */
  path: string;
  status: number;
  /** The `Idempotency-Key` the request sent, if any. */
  idempotencyKey?: string;
  /** Why the mock refused the request: Prism's violations, the problem's detail, or the proxy's check. */
  problem?: string;
}

export interface MockServer {
  /** A base URL for one client: requests under it are recorded under `client`. */
  baseUrl(client: string): string;
  exchanges(client: string): MockExchange[];
  /** How often Prism exited and was restarted. */
  restarts(): number;
  stop(): Promise<void>;
}

const PRISM = path.join(SITE_DIR, 'node_modules', '.bin', 'prism');
const START_TIMEOUT_MS = 120_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts `prism mock --errors` and resolves once it listens; rejects with its output if it exits first. */
function startPrism(specFile: string, port: number): Promise<ChildProcess> {
  const child = spawn(PRISM, ['mock', '--errors', '-h', '127.0.0.1', '-p', String(port), specFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Prism did not start within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-2000)}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      // Keep only the start-up output; after that, Prism logs every request.
      if (output.length < 20_000) output += chunk.toString();
      if (/Prism is listening on/.test(output)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${signal ?? code}) before it listened:\n${output.slice(-2000)}`));
    });
  });
}

function problemOf(headers: http.IncomingHttpHeaders, body: string): string | undefined {
  const violations = headers['sl-violations'];
  if (typeof violations === 'string') {
    try {
      return (JSON.parse(violations) as { message: string }[]).map((v) => v.message).join('; ');
    } catch {
      return violations;
    }
  }
  try {
    const parsed = JSON.parse(body) as { detail?: string; title?: string };
    return parsed.detail ?? parsed.title ?? body.slice(0, 300);
  } catch {
    return body.slice(0, 300);
  }
}

/**
 * A mock server of the built spec: Stoplight Prism (`--errors`, so an invalid request gets a
 * 4xx) behind a small proxy that
 * - gives every client its own base URL (`/<client>` + the servers' base path, e.g. `/s12/v1`),
 *   strips it, and records each exchange for that client;
 * - checks what Prism does not: a multipart file part must carry a Content-Type that the
 *   operation's `encoding` allows (Prism 5.14 crashes on a part without one), and quotes
 *   the part names that .NET leaves unquoted (valid, but Prism crashes on them too);
 * - restarts Prism if it exits anyway, so one bad request does not fail the requests after it.
 */
export async function startMock(specFile: string, options: { basePath: string; multipart: MultipartRules }): Promise<MockServer> {
  const prismPort = await freePort();
  let prism = await startPrism(specFile, prismPort);
  let ready: Promise<unknown> = Promise.resolve();
  let stopping = false;
  let restartCount = 0;
  const log = new Map<string, MockExchange[]>();

  const watch = (child: ChildProcess) => {
    child.once('exit', () => {
      if (stopping) return;
      restartCount += 1;
      ready = startPrism(specFile, prismPort).then((next) => {
        prism = next;
        watch(next);
      });
    });
  };
  watch(prism);

  const record = (client: string, exchange: MockExchange) => {
    const list = log.get(client) ?? [];
    list.push(exchange);
    log.set(client, list);
  };

  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const received = Buffer.concat(chunks);
        const match = /^\/([^/]+)(\/.*)$/.exec(req.url ?? '');
        const client = match?.[1] ?? '';
        const rest = match?.[2] ?? '';
        const method = req.method ?? 'GET';
        const reply = (status: number, problem: string) => {
          record(client, { method, path: rest.startsWith(`${options.basePath}/`) ? rest.slice(options.basePath.length) : rest, status, problem });
          res.writeHead(status, { 'content-type': 'application/problem+json' });
          res.end(JSON.stringify({ title: 'Refused by the test mock', status, detail: problem }));
        };
        if (!match || !rest.startsWith(`${options.basePath}/`)) {
          reply(404, `${req.url}: not under a client's base URL (/<client>${options.basePath}/...)`);
          return;
        }
        const target = rest.slice(options.basePath.length);
        const partProblem = multipartProblem(options.multipart, method, target, req.headers['content-type'], received);
        if (partProblem) {
          reply(400, partProblem);
          return;
        }
        const body = quoteDispositionValues(req.headers['content-type'], received);
        const headers = { ...req.headers, host: `127.0.0.1:${prismPort}` };
        if (headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
        await ready;
        const upstream = http.request(
          { host: '127.0.0.1', port: prismPort, method, path: target, headers },
          (answer) => {
            const parts: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => parts.push(chunk));
            answer.on('end', () => {
              const text = Buffer.concat(parts);
              const status = answer.statusCode ?? 502;
              const idempotencyKey = req.headers['idempotency-key'];
              record(client, {
                method,
                path: target,
                status,
                ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
                ...(status >= 300 ? { problem: problemOf(answer.headers, text.toString()) } : {}),
              });
              const headers = { ...answer.headers };
              delete headers['transfer-encoding'];
              headers['content-length'] = String(text.length);
              res.writeHead(status, headers);
              res.end(text);
            });
          },
        );
        upstream.on('error', (error) => reply(502, `the mock server failed on this request (${error.message})`));
        upstream.end(body);
      })();
    });
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const proxyPort = (proxy.address() as net.AddressInfo).port;

  return {
    baseUrl: (client) => `http://127.0.0.1:${proxyPort}/${client}${options.basePath}`,
    exchanges: (client) => log.get(client) ?? [],
    restarts: () => restartCount,
    async stop() {
      stopping = true;
      await ready.catch(() => undefined);
      proxy.close();
      if (prism.exitCode === null && prism.signalCode === null) {
        prism.kill();
        await once(prism, 'exit');
      }
    },
  };
}
