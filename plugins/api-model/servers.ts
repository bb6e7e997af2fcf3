import type { ServerModel } from './types';

/**
 * Marks the server whose environment the spec's examples belong to: the ids of the examples
 * are objects that exist there, so a request built from them succeeds only on that server.
 */
export const EXAMPLES_SERVER_EXTENSION = 'x-example-objects';

/** The server the code samples and the Postman collection send the examples to: the marked one, else the first. */
export function examplesServer<T extends ServerModel>(servers: readonly T[]): T | undefined {
  const marked = servers.filter((server) => server[EXAMPLES_SERVER_EXTENSION] === true);
  if (marked.length > 1) throw new Error(`servers: ${marked.length} servers are marked ${EXAMPLES_SERVER_EXTENSION}; the examples live in one environment`);
  return marked[0] ?? servers[0];
}
