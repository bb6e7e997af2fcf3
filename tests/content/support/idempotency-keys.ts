import { findCurlCommands } from './curl';
import { parseMdx } from './mdx';
import { Problem } from './problem';

/** One request a page shows with an `Idempotency-Key`: where it is, and what it sends. */
export interface KeyedRequest {
  file: string;
  line: number;
  key: string;
  /** Method, URL and body, whitespace-insensitive: the same request sent again is a retry. */
  request: string;
}

/** The curl commands of a page's shell blocks that send an `Idempotency-Key`. */
export function keyedRequests(file: string, source: string): KeyedRequest[] {
  return parseMdx(source)
    .codeBlocks.filter((block) => ['bash', 'sh', 'shell', 'console'].includes(block.lang))
    .flatMap((block) =>
      findCurlCommands(block.code).flatMap((command) => {
        const key = Object.entries(command.headers).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];
        if (!key) return [];
        const body = (command.body ?? '').replace(/\s+/g, '');
        return [{ file, line: block.line + 1 + command.lineOffset, key, request: `${command.method} ${command.url} ${body}` }];
      }),
    );
}

/**
 * A key names one request: the same key on a different request (another operation, or another
 * body) is a `409 idempotency_key_reused` for a reader who runs both. The same request with the
 * same key is a retry, and passes.
 */
export function sharedKeyProblems(requests: KeyedRequest[]): Problem[] {
  const first = new Map<string, KeyedRequest>();
  const problems: Problem[] = [];
  for (const request of requests) {
    const earlier = first.get(request.key);
    if (!earlier) first.set(request.key, request);
    else if (earlier.request !== request.request) {
      problems.push(new Problem(request.file, request.line, 'idempotency-key', `Idempotency-Key ${request.key} is already sent with another request at ${earlier.file}:${earlier.line}; a reader who runs both gets 409 idempotency_key_reused`));
    }
  }
  return problems;
}
