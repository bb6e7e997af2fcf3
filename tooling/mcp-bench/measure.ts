import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SAMPLE_LANGUAGES } from '../../plugins/api-reference/view/codeSamples';
import { answers } from '../search-quality/evaluate';
import { SEARCH_QUERIES, type SearchQuery } from '../search-quality/queries';
import { describedThings, missingSentences } from './specRules';

/** The answer-size caps of the MCP server (issue: "small, accurate answers"). */
export const MCP_SIZE_GOALS = { medianSearchBytes: 2_000, largestOperationBytes: 12_000, largestAnswerBytes: 25_000 } as const;
/** What search must reach through MCP, as on the site. */
export const MCP_SEARCH_GOALS = { top1: 0.85, top3: 0.95 } as const;

export interface McpBench {
  top1: number;
  top3: number;
  misses: { query: string; answers: string[]; top: string[] }[];
  medianSearchBytes: number;
  /** The largest part of an operation answer, per sample language (each part is cut at the goal). */
  largestOperationBytes: Record<string, { bytes: number; operation: string }>;
  /** The largest operation answer whole, over all its parts. */
  largestOperationWhole: { bytes: number; parts: number; operation: string };
  /** Request fields and parameters whose description has a rule-bearing sentence the answer lacks, of all of them. */
  rulesLost: { fields: number; of: number; sentences: number };
  /** Anchored URLs among the query set's hits, and how many of them read_page refuses. */
  anchoredHits: { urls: number; refused: number };
  /** Hits whose snippet holds a table's header row. */
  headerSnippets: number;
  largestAnswer: { bytes: number; call: string };
  answersWithContinuation: number;
  tarballBytes?: number;
}

type Call = { name: string; arguments: Record<string, unknown> };

async function text(client: Client, call: Call): Promise<string> {
  const result = (await client.callTool(call)) as CallToolResult;
  const body = result.content.map((item) => (item.type === 'text' ? item.text : '')).join('\n');
  if (result.isError) throw new Error(`${call.name} ${JSON.stringify(call.arguments)}: ${body}`);
  return body;
}

/**
 * Runs the reader query set through the MCP search tool (the compiled server over stdio, the
 * SDK's client, `--site <buildDir>`), and measures every answer the tools give on real data.
 */
export async function benchMcp(serverJs: string, buildDir: string, queries: SearchQuery[] = SEARCH_QUERIES): Promise<McpBench> {
  const client = new Client({ name: 'bench-mcp', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [serverJs, '--site', buildDir] }));
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const site = JSON.parse(await readFile(path.join(buildDir, 'openapi.json'), 'utf8')) as Record<string, any>;
    const searchSizes: number[] = [];
    const outcomes: { query: string; answers: string[]; top: string[]; rank?: number }[] = [];
    const anchored = new Set<string>();
    let headerSnippets = 0;
    for (const { query, answers: expected } of queries) {
      // Ranked over the six hits the site's dialog shows; the size is of the default answer.
      const all = await text(client, { name: 'search_docs', arguments: { query, limit: 6 } });
      searchSizes.push(Buffer.byteLength(await text(client, { name: 'search_docs', arguments: { query } })));
      for (const [, url, snippet] of all.matchAll(/^ {3}(https?:\/\/\S+)\n {3}([^\n]*)$/gm)) {
        if (url.includes('#')) anchored.add(url);
        if (/\b(?:Error When|Name Type (?:Required|Presence) Description|Code Status Title Description)\b/.test(snippet)) headerSnippets += 1;
      }
      const urls = [...all.matchAll(/^ {3}(https?:\/\/\S+)$/gm)].map((m) => new URL(m[1])).map((url) => `${url.pathname}${url.hash}`);
      const index = urls.findIndex((url) => expected.some((answer) => answers({ url } as never, answer)));
      outcomes.push({ query, answers: expected, top: urls.slice(0, 3), rank: index >= 0 ? index + 1 : undefined });
    }
    const share = (n: number) => outcomes.filter((o) => o.rank !== undefined && o.rank <= n).length / outcomes.length;

    const operationIds = Object.values(site.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) => Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : [])));
    const largestOperationBytes: McpBench['largestOperationBytes'] = {};
    let largestAnswer = { bytes: 0, call: '' };
    let answersWithContinuation = 0;
    const measure = async (call: Call) => {
      const body = await text(client, call);
      const bytes = Buffer.byteLength(body);
      if (/\[Part ends at character \d+/.test(body)) answersWithContinuation += 1;
      if (bytes > largestAnswer.bytes) largestAnswer = { bytes, call: `${call.name} ${JSON.stringify(call.arguments)}` };
      return { bytes, body };
    };
    let refused = 0;
    for (const url of anchored) if (((await client.callTool({ name: 'read_page', arguments: { url } })) as CallToolResult).isError) refused += 1;
    const things = describedThings(site);
    let largestOperationWhole = { bytes: 0, parts: 0, operation: '' };
    const lost = { fields: 0, of: things.filter((thing) => thing.request).length, sentences: 0 };
    for (const language of SAMPLE_LANGUAGES) {
      for (const operation of operationIds) {
        let whole = '';
        let parts = 0;
        for (let offset: number | undefined = 0; offset !== undefined; parts += 1) {
          const { bytes, body } = await measure({ name: 'get_operation', arguments: { name: operation, language: language.id, ...(offset > 0 ? { offset } : {}) } });
          if (bytes > (largestOperationBytes[language.id]?.bytes ?? 0)) largestOperationBytes[language.id] = { bytes, operation };
          const next = /\n\n\[Part ends at character (\d+) of \d+\. Next part: [^\]]*\]$/.exec(body);
          whole += next ? body.slice(0, next.index) : body;
          offset = next ? Number(next[1]) : undefined;
        }
        if (Buffer.byteLength(whole) > largestOperationWhole.bytes) largestOperationWhole = { bytes: Buffer.byteLength(whole), parts, operation: `${operation} (${language.id})` };
        if (language.id === 'curl') {
          const missing = missingSentences(things.filter((thing) => thing.request && thing.operationId === operation), whole, true);
          lost.fields += new Set(missing.map((entry) => entry.thing)).size;
          lost.sentences += missing.length;
        }
      }
    }
    for (const name of Object.keys(site.components.schemas)) await measure({ name: 'get_schema', arguments: { name } });
    for (const type of Object.keys(site.webhooks)) await measure({ name: 'get_webhook_event', arguments: { type } });
    const catalogue = await readFile(path.join(buildDir, 'docs/api/intro.md'), 'utf8');
    for (const [, code] of catalogue.matchAll(/^\| `([a-z_]+)` \| \d{3} \|/gm)) await measure({ name: 'get_error_code', arguments: { code } });
    await measure({ name: 'list_operations', arguments: {} });
    const llms = await readFile(path.join(buildDir, 'llms.txt'), 'utf8');
    for (const [, url] of llms.matchAll(/^- \[[^\]]+\]\((\S+\.md)\)/gm)) await measure({ name: 'read_page', arguments: { url, max_bytes: 24_000 } });

    searchSizes.sort((a, b) => a - b);
    const tarballBytes = await stat(path.join(buildDir, 'ledgerline-docs-mcp.tgz')).then((s) => s.size, () => undefined);
    return {
      top1: share(1),
      top3: share(3),
      misses: outcomes.filter((o) => o.rank === undefined || o.rank > 1).map(({ query, answers: expected, top }) => ({ query, answers: expected, top })),
      medianSearchBytes: searchSizes[Math.floor(searchSizes.length / 2)],
      largestOperationBytes,
      largestOperationWhole,
      rulesLost: lost,
      anchoredHits: { urls: anchored.size, refused },
      headerSnippets,
      largestAnswer,
      answersWithContinuation,
      ...(tarballBytes !== undefined ? { tarballBytes } : {}),
    };
  } finally {
    await client.close();
  }
}

/** Which goals the figures miss (empty when all are met). */
export function missedGoals(bench: McpBench): string[] {
  const missed: string[] = [];
  if (bench.top1 < MCP_SEARCH_GOALS.top1) missed.push(`top-1 ${(bench.top1 * 100).toFixed(1)} % < ${MCP_SEARCH_GOALS.top1 * 100} %`);
  if (bench.top3 < MCP_SEARCH_GOALS.top3) missed.push(`top-3 ${(bench.top3 * 100).toFixed(1)} % < ${MCP_SEARCH_GOALS.top3 * 100} %`);
  if (bench.medianSearchBytes > MCP_SIZE_GOALS.medianSearchBytes) missed.push(`median search answer ${bench.medianSearchBytes} B > ${MCP_SIZE_GOALS.medianSearchBytes} B`);
  for (const [language, { bytes, operation }] of Object.entries(bench.largestOperationBytes)) {
    if (bytes > MCP_SIZE_GOALS.largestOperationBytes) missed.push(`${operation} in ${language}: ${bytes} B > ${MCP_SIZE_GOALS.largestOperationBytes} B`);
  }
  if (bench.rulesLost.fields > 0) missed.push(`${bench.rulesLost.fields} of ${bench.rulesLost.of} request fields and parameters lose a rule-bearing sentence`);
  if (bench.anchoredHits.refused > 0) missed.push(`${bench.anchoredHits.refused} of ${bench.anchoredHits.urls} anchored hits do not open`);
  if (bench.headerSnippets > 0) missed.push(`${bench.headerSnippets} snippets are a table header row`);
  if (bench.largestAnswer.bytes > MCP_SIZE_GOALS.largestAnswerBytes) missed.push(`${bench.largestAnswer.call}: ${bench.largestAnswer.bytes} B > ${MCP_SIZE_GOALS.largestAnswerBytes} B`);
  return missed;
}
