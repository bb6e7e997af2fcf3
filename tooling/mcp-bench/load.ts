import { spawn } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { treeResidentBytes } from '../bench/process-tree';

/** The load: clients at once, calls each, all against 127.0.0.1. */
export const LOAD = { clients: 20, callsPerClient: 25 } as const;
/** What the server must hold under it: no failed call, and memory under the service's MemoryHigh (deploy/). */
export const LOAD_GOALS = { failedCalls: 0, rssAfterBytes: 384 * 1024 * 1024 } as const;

/** The calls a coding agent makes on a task, in turn: searches, look-ups and page reads. */
const CALLS: { name: string; arguments: Record<string, unknown> }[] = [
  { name: 'search_docs', arguments: { query: 'issue a virtual debit card' } },
  { name: 'get_operation', arguments: { name: 'POST /cards/debit', language: 'python' } },
  { name: 'get_schema', arguments: { name: 'Wallet' } },
  { name: 'search_docs', arguments: { query: 'verify webhook signature' } },
  { name: 'get_error_code', arguments: { code: 'kyc_not_approved' } },
  { name: 'read_page', arguments: { url: 'docs/api/intro#pagination' } },
  { name: 'get_webhook_event', arguments: { type: 'card.created' } },
  { name: 'get_operation', arguments: { name: 'GET /wallets/{wallet_id}/balance' } },
  { name: 'search_docs', arguments: { query: 'idempotency key retry' } },
  { name: 'list_operations', arguments: { tag: 'Cards' } },
];

export interface LoadResult {
  clients: number;
  calls: number;
  failed: { call: string; message: string }[];
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  wallSeconds: number;
  rssBeforeBytes: number;
  rssAfterBytes: number;
  rssPeakBytes: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** Starts the compiled server over HTTP on a free port of 127.0.0.1; its URL and process. */
async function startHttpServer(serverJs: string, buildDir: string) {
  const child = spawn(process.execPath, [serverJs, '--http', '--host', '127.0.0.1', '--port', '0', '--site', buildDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = / at (http:\/\/\S+\/mcp)/.exec(output);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
  });
  return { url, child };
}

/**
 * A bounded load on the server over Streamable HTTP: `clients` SDK clients at once, each making
 * `callsPerClient` calls in turn (CALLS, round the list), timing every call; the server's
 * resident memory before (started, one call answered), at its peak (sampled every 50 ms) and after.
 */
export async function loadMcp(serverJs: string, buildDir: string, { clients, callsPerClient }: { clients: number; callsPerClient: number } = LOAD): Promise<LoadResult> {
  const { url, child } = await startHttpServer(serverJs, buildDir);
  const pid = child.pid!;
  try {
    const warm = new Client({ name: 'bench-mcp-load', version: '1.0.0' });
    await warm.connect(new StreamableHTTPClientTransport(new URL(url)));
    await warm.callTool(CALLS[0]);
    await warm.close();
    const rssBeforeBytes = treeResidentBytes(pid);
    let rssPeakBytes = rssBeforeBytes;
    const sampler = setInterval(() => (rssPeakBytes = Math.max(rssPeakBytes, treeResidentBytes(pid))), 50);
    const latencies: number[] = [];
    const failed: LoadResult['failed'] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, index) => {
        const client = new Client({ name: `bench-mcp-load-${index}`, version: '1.0.0' });
        await client.connect(new StreamableHTTPClientTransport(new URL(url)));
        try {
          for (let i = 0; i < callsPerClient; i += 1) {
            const call = CALLS[(index + i) % CALLS.length];
            const callStarted = performance.now();
            try {
              const result = (await client.callTool(call)) as CallToolResult;
              if (result.isError) failed.push({ call: `${call.name} ${JSON.stringify(call.arguments)}`, message: JSON.stringify(result.content).slice(0, 200) });
            } catch (error) {
              failed.push({ call: `${call.name} ${JSON.stringify(call.arguments)}`, message: (error as Error).message });
            }
            latencies.push(performance.now() - callStarted);
          }
        } finally {
          await client.close();
        }
      }),
    );
    const wallSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const sorted = latencies.sort((a, b) => a - b);
    return {
      clients,
      calls: latencies.length,
      failed,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      maxMs: sorted[sorted.length - 1],
      wallSeconds,
      rssBeforeBytes,
      rssAfterBytes: treeResidentBytes(pid),
      rssPeakBytes,
    };
  } finally {
    child.kill();
  }
}

/** Which load goals the figures miss (empty when all are met). */
export function missedLoadGoals(load: LoadResult): string[] {
  const missed: string[] = [];
  if (load.failed.length > LOAD_GOALS.failedCalls) missed.push(`${load.failed.length} of ${load.calls} calls failed under load, first: ${load.failed[0].call}: ${load.failed[0].message}`);
  if (load.rssAfterBytes > LOAD_GOALS.rssAfterBytes) missed.push(`server RSS after the load ${Math.round(load.rssAfterBytes / 2 ** 20)} MiB > ${LOAD_GOALS.rssAfterBytes / 2 ** 20} MiB`);
  return missed;
}
