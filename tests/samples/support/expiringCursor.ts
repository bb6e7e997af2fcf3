import { once } from 'node:events';
import http from 'node:http';
import type net from 'node:net';

/** One request a list sample sent, and the status it got. */
export interface ListRequest {
  query: string;
  status: number;
}

/** More requests than reading a list with one restart takes: a sample that keeps going is stopped. */
const MAX_REQUESTS = 6;

/**
 * A list whose cursor expires, in front of the mock (which checks each request against the
 * spec, the refused one included): the first request that sends `cursor` is answered with
 * `refusal`, the problem the API returns for an expired cursor; the first page read again after
 * that is the list's last (the mock answers every page with its example, which has more).
 */
export async function expiringCursorList(upstreamBase: string, refusal: object): Promise<{ baseUrl: string; requests: ListRequest[]; stop: () => Promise<void> }> {
  const requests: ListRequest[] = [];
  let refused = false;
  const answer = async (req: http.IncomingMessage): Promise<{ status: number; type: string; body: string }> => {
    const url = new URL(req.url ?? '/', 'http://list');
    if (requests.length >= MAX_REQUESTS) return { status: 500, type: 'application/problem+json', body: JSON.stringify({ detail: `more than ${MAX_REQUESTS} requests to read one list` }) };
    const upstream = await fetch(`${upstreamBase}${url.pathname}${url.search}`, { headers: { authorization: req.headers.authorization ?? '' } });
    const body = await upstream.text();
    if (!upstream.ok) return { status: upstream.status, type: upstream.headers.get('content-type') ?? 'text/plain', body };
    if (url.searchParams.has('cursor') && !refused) {
      refused = true;
      return { status: 400, type: 'application/problem+json', body: JSON.stringify(refusal) };
    }
    return { status: 200, type: 'application/json', body: refused ? JSON.stringify({ ...JSON.parse(body), has_more: false, next_cursor: null }) : body };
  };
  const server = http.createServer((req, res) => {
    answer(req).then(
      ({ status, type, body }) => {
        requests.push({ query: new URL(req.url ?? '/', 'http://list').search, status });
        res.writeHead(status, { 'content-type': type }).end(body);
      },
      (error: Error) => res.writeHead(502, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
