import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { SearchHit } from '../../plugins/search/client/engine';
import { answers, type QueryOutcome } from './evaluate';
import type { SearchQuery } from './queries';

/**
 * Runs queries through the MCP server's `search_docs` (the compiled server over stdio, the
 * SDK's client, `--site <buildDir>`), ranked over the six hits the site's dialog shows, as
 * evaluate.ts ranks the dialog's own.
 */
export async function evaluateMcpSearch(serverJs: string, buildDir: string, queries: SearchQuery[]): Promise<{ top1: number; top3: number; outcomes: QueryOutcome[] }> {
  const client = new Client({ name: 'search-quality', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [serverJs, '--site', buildDir] }));
  try {
    const outcomes: QueryOutcome[] = [];
    for (const { query, answers: expected } of queries) {
      const result = (await client.callTool({ name: 'search_docs', arguments: { query, limit: 6 } })) as CallToolResult;
      const body = result.content.map((item) => (item.type === 'text' ? item.text : '')).join('\n');
      if (result.isError) throw new Error(`search_docs "${query}": ${body}`);
      const urls = [...body.matchAll(/^ {3}(https?:\/\/\S+)$/gm)].map((match) => new URL(match[1])).map((url) => `${url.pathname}${url.hash}`);
      const index = urls.findIndex((url) => expected.some((answer) => answers({ url } as SearchHit, answer)));
      outcomes.push({ query, answers: expected, top: urls.slice(0, 3), rank: index >= 0 ? index + 1 : undefined });
    }
    const share = (n: number) => outcomes.filter((outcome) => outcome.rank !== undefined && outcome.rank <= n).length / outcomes.length;
    return { top1: share(1), top3: share(3), outcomes };
  } finally {
    await client.close();
  }
}
