// Usage: tsx scripts/bench-mcp.ts [build dir]   (npm run bench:mcp, after npm run build)
// Runs the reader query set (tooling/search-quality/queries.ts) through the MCP server's search
// tool with the SDK's client, measures the size of every tool's answers on the build
// (tooling/mcp-bench/measure.ts), then puts a bounded load on the server over HTTP on 127.0.0.1
// (tooling/mcp-bench/load.ts); prints the figures and exits non-zero when a goal is missed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadMcp, missedLoadGoals, type LoadResult } from '../tooling/mcp-bench/load';
import { benchMcp, missedGoals, type McpBench } from '../tooling/mcp-bench/measure';
import { evaluateMcpSearch } from '../tooling/search-quality/mcp';
import { HELD_PARTS, partOf, QUERY_SETS } from '../tooling/search-quality/sets';

/** The fresh query sets as the site's quality test holds them (e2e/search/quality.spec.ts); the reader set is measured by `benchMcp`. */
const FRESH_HELD = HELD_PARTS.filter(({ set }) => set !== 'reader');

const buildDir = path.resolve(process.argv[2] ?? 'build');
const serverJs = path.resolve('mcp-server/dist/index.js');
for (const file of [serverJs, path.join(buildDir, 'pagefind/pagefind.js')]) {
  if (!existsSync(file)) {
    console.error(`${path.relative(process.cwd(), file)} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

function printBench(bench: McpBench) {
  console.log(`Search via MCP (search_docs, ${bench.misses.length} of the queries not first):`);
  console.log(`  top-1 ${pct(bench.top1)}, top-3 ${pct(bench.top3)}`);
  for (const miss of bench.misses) console.log(`  - "${miss.query}": wanted ${miss.answers.join(' or ')}; got ${miss.top.join(', ') || 'nothing'}`);
  console.log(`Rules lost: ${bench.rulesLost.fields} of ${bench.rulesLost.of} request fields and parameters lose a rule-bearing sentence (${bench.rulesLost.sentences} sentences)`);
  console.log(`Hits that open: ${bench.anchoredHits.urls - bench.anchoredHits.refused} of ${bench.anchoredHits.urls} anchored search URLs; ${bench.headerSnippets} snippets are a table header row`);
  console.log('Answer sizes:');
  console.log(`  median search answer       ${bench.medianSearchBytes} B (${kib(bench.medianSearchBytes)})`);
  for (const [language, { bytes, operation }] of Object.entries(bench.largestOperationBytes)) {
    console.log(`  largest operation, ${language.padEnd(10)} ${bytes} B (${kib(bytes)}) ${operation}`);
  }
  console.log(`  largest operation, whole   ${bench.largestOperationWhole.bytes} B (${kib(bench.largestOperationWhole.bytes)}) in ${bench.largestOperationWhole.parts} parts, ${bench.largestOperationWhole.operation}`);
  console.log(`  largest answer overall     ${bench.largestAnswer.bytes} B (${kib(bench.largestAnswer.bytes)}) ${bench.largestAnswer.call}`);
  console.log(`  answers cut with a next part: ${bench.answersWithContinuation}`);
  if (bench.tarballBytes !== undefined) console.log(`Package: ledgerline-docs-mcp.tgz ${bench.tarballBytes} B (${kib(bench.tarballBytes)})`);
}

function printLoad(load: LoadResult) {
  console.log(`Load over HTTP on 127.0.0.1 (${load.clients} clients at once, ${load.calls} calls in ${load.wallSeconds.toFixed(1)} s, ${(load.calls / load.wallSeconds).toFixed(0)} calls/s):`);
  console.log(`  latency p50 ${load.p50Ms.toFixed(0)} ms, p95 ${load.p95Ms.toFixed(0)} ms, max ${load.maxMs.toFixed(0)} ms; ${load.failed.length} failed`);
  console.log(`  server RSS before ${mib(load.rssBeforeBytes)}, peak ${mib(load.rssPeakBytes)}, after ${mib(load.rssAfterBytes)}`);
}

async function main() {
  const bench = await benchMcp(serverJs, buildDir);
  printBench(bench);
  const freshMissed: string[] = [];
  for (const { set, part, floor } of FRESH_HELD) {
    const fresh = await evaluateMcpSearch(serverJs, buildDir, partOf(QUERY_SETS[set], part));
    console.log(`Search via MCP, ${set} set, ${part} (${fresh.outcomes.length} queries): top-1 ${pct(fresh.top1)}, top-3 ${pct(fresh.top3)}`);
    if (fresh.top1 < floor.top1) freshMissed.push(`${set} set, ${part}: top-1 ${pct(fresh.top1)} < ${pct(floor.top1)}`);
    if (fresh.top3 < floor.top3) freshMissed.push(`${set} set, ${part}: top-3 ${pct(fresh.top3)} < ${pct(floor.top3)}`);
  }
  const load = await loadMcp(serverJs, buildDir);
  printLoad(load);
  const missed = [...missedGoals(bench), ...missedLoadGoals(load), ...freshMissed];
  if (missed.length > 0) {
    console.error(`Goals missed:\n  ${missed.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All goals met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
