/**
 * npm run bench [-- --no-build] [--no-lighthouse] [--runs 5] [--build-dir DIR --csp-hashes FILE]
 * npm run bench -- --first-search [--key-delay MS] [--build-dir DIR]
 *
 * 1. Cold build: `docusaurus clear`, then the `build` npm script, timed, with the peak
 *    memory of its whole process tree.
 * 2. Serves the build and runs every page measurement on the home page, a guide page, an
 *    endpoint page and the webhook payloads page, each in a fresh browser context (cold cache):
 *    bytes of a first visit, DOM size after hydration, Lighthouse mobile (median of `--runs`),
 *    and loads on a throttled phone profile (Fast 3G, 4× CPU) served by nginx with the shipped
 *    config (first paint, hydrated; median of 3).
 * 3. Checks the budget (tooling/bench/budget.ts); exits non-zero when a rule fails.
 * Prints tables and writes bench-results/bench.json. `--no-build` measures the existing build/;
 * `--build-dir` measures another build (with the CSP hashes file written for it), e.g. a copy of
 * an earlier commit's build for a before/after comparison on one machine. `--first-search` measures
 * only what each first query of search downloads (tooling/bench/search.ts, FIRST_QUERIES) on the
 * existing build, by kind of file, and checks those budget rules (about a minute); `--key-delay`
 * types each key that many ms after the last (default KEY_DELAY_MS, a person's pace, at which
 * every prefix is searched; 0 sends them as fast as the browser takes them).
 *
 * To add a measurement, write a PageMeasurement and add it to `pageMeasurements`.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { existsSync, mkdirSync, openSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { checkBudget, checkFirstSearches, type BudgetCheck } from '../tooling/bench/budget';
import { measureFirstVisit, type FirstVisit } from '../tooling/bench/first-visit';
import { KEY_DELAY_MS, measureFirstSearches, measureSearch, type FirstSearch, type SearchMeasurement } from '../tooling/bench/search';
import { evaluateSearch } from '../tooling/search-quality/evaluate';
import { formatTable, kibibytes, mebibytes } from '../tooling/bench/format';
import { measureCommand, type CommandMeasurement } from '../tooling/bench/process-tree';
import { startCompressedServer } from '../tooling/bench/compressed-server';
import { runLighthouseRepeated, type LighthouseSummary } from '../tooling/bench/lighthouse';
import { measureDomSize, type DomSize } from '../tooling/bench/dom-size';
import { measureThrottledLoad, THROTTLED_PROFILE, type ThrottledLoad } from '../tooling/bench/throttled';
import { startStaticServer } from '../tooling/bench/static-server';
import { DEFAULT_HASHES_FILE } from '../tooling/build-checks/csp-hashes';
import { serveWithNginx } from './serve-nginx';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    'build-dir': { type: 'string' },
    'csp-hashes': { type: 'string', default: DEFAULT_HASHES_FILE },
    'first-search': { type: 'boolean', default: false },
    'key-delay': { type: 'string', default: String(KEY_DELAY_MS) },
  },
});
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const buildDir = path.resolve(options['build-dir'] ?? path.join(repoRoot, 'build'));
const LIGHTHOUSE_RUNS = Number(options.runs);
const THROTTLED_RUNS = 3;
const resultsDir = path.join(repoRoot, 'bench-results');
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface BenchPage {
  name: string;
  path: string;
}

interface PageContext {
  browser: Browser;
  url: string;
  page: BenchPage;
}

interface PageMeasurement<Result> {
  /** Key of this measurement's result under each page in bench.json. */
  key: string;
  title: string;
  run(context: PageContext): Promise<Result>;
  /** One table row per page: column title -> cell. */
  row(result: Result): Record<string, string>;
}

const firstVisitBytes: PageMeasurement<FirstVisit> = {
  key: 'firstVisit',
  title:
    'First visit, cold cache: bytes downloaded until network idle (gzip = each body gzipped at level 9 by the bench; the server sends bodies uncompressed)',
  run: ({ browser, url }) => measureFirstVisit(browser, url),
  row: ({ total, prefetched }) => ({
    'HTML raw': kibibytes(total.html.raw),
    'HTML gz': kibibytes(total.html.gzip),
    'JS raw': kibibytes(total.js.raw),
    'JS gz': kibibytes(total.js.gzip),
    'CSS raw': kibibytes(total.css.raw),
    'CSS gz': kibibytes(total.css.gzip),
    'JS files': String(total.js.requests),
    'of JS gz, prefetched': kibibytes(prefetched.js.gzip),
  }),
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Lighthouse (mobile preset), median of `--runs` runs; `--no-lighthouse` skips it. */
const lighthouseScores: PageMeasurement<LighthouseSummary | null> = {
  key: 'lighthouse',
  title: `Lighthouse, mobile preset (simulated slow 4G, 4× CPU slowdown), served gzip-compressed: median of ${LIGHTHOUSE_RUNS} runs`,
  async run({ page }) {
    if (options['no-lighthouse']) return null;
    // Served gzip-compressed, as a production host serves it (see compressed-server.ts).
    const server = await startCompressedServer(buildDir, PORT + 1);
    try {
      return await runLighthouseRepeated(`${server.origin}${page.path}`, CHROMIUM_PATH, CHROMIUM_ARGS, LIGHTHOUSE_RUNS);
    } finally {
      await server.stop();
    }
  },
  row: (result): Record<string, string> => {
    if (!result) return { Performance: '–' };
    return {
      Performance: `${result.performance.median} (${result.performance.min}–${result.performance.max})`,
      Accessibility: String(result.accessibility),
      FCP: seconds(result.fcpMs),
      LCP: seconds(result.lcpMs),
      'LCP − FCP': seconds(result.lcpAfterFcpMs),
      TBT: `${Math.round(result.tbtMs)} ms`,
      CLS: result.cls.toFixed(3),
      'Failed a11y audits': result.failedAccessibilityAudits.join(', ') || 'none',
    };
  },
};

const domSize: PageMeasurement<DomSize> = {
  key: 'dom',
  title: 'DOM after load and hydration (elements, as Lighthouse counts them)',
  run: ({ browser, url }) => measureDomSize(browser, url),
  row: ({ elements, inCodeBlocks }) => ({ Elements: String(elements), 'In code blocks': String(inCodeBlocks) }),
};

const throttledLoad: PageMeasurement<ThrottledLoad> = {
  key: 'throttled',
  title: `Throttled phone (Fast 3G, ${THROTTLED_PROFILE.cpuSlowdown}× CPU, ${THROTTLED_PROFILE.viewport.width} px), served by nginx with the shipped config: median (min–max) of ${THROTTLED_RUNS} cold loads`,
  async run({ browser, page }) {
    const server = await serveWithNginx({ root: buildDir, port: PORT + 2, cspHashesFile: path.resolve(options['csp-hashes']) });
    try {
      return await measureThrottledLoad(browser, `${server.url}${page.path}`, THROTTLED_RUNS);
    } finally {
      await server.stop();
    }
  },
  row: ({ firstPaintMs, hydratedMs }) => ({
    'First paint': `${seconds(firstPaintMs.median)} (${seconds(firstPaintMs.min)}–${seconds(firstPaintMs.max)})`,
    Hydrated: `${seconds(hydratedMs.median)} (${seconds(hydratedMs.min)}–${seconds(hydratedMs.max)})`,
  }),
};

/** Search, opened with Ctrl+K on the guide page: what it downloads, how fast and how well it answers. */
/** The search figures of the guide page: speed and weight, and quality over the query set. */
type SearchFigures = SearchMeasurement & { top1: number; top3: number };

const search: PageMeasurement<SearchFigures | null> = {
  key: 'search',
  title: 'Search, guide page: first search download (gzip, each query on a cold cache; the budget holds the largest), typed query to announced results (median of 3 per query), answer first / in top 3 over the query set',
  async run({ browser, url, page }) {
    if (page.name !== 'guide') return null;
    const { top1, top3 } = await evaluateSearch(buildDir);
    return { ...(await measureSearch(browser, url, buildDir)), top1, top3 };
  },
  row: (result) =>
    result
      ? {
          ...Object.fromEntries(result.firstSearches.map((first) => [`First search “${first.query}”`, `${(first.bytes / 1024).toFixed(1)} KiB (${first.files} files)`])),
          ...Object.fromEntries(result.queries.map((q) => [q.query, `${q.medianMs.toFixed(1)} ms`])),
          median: `${result.medianMs.toFixed(1)} ms`,
          'Top 1': `${(result.top1 * 100).toFixed(1)} %`,
          'Top 3': `${(result.top3 * 100).toFixed(1)} %`,
        }
      : {},
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each measurement has its own result type
const pageMeasurements: PageMeasurement<any>[] = [firstVisitBytes, domSize, throttledLoad, lighthouseScores, search];

function routeIsBuilt(route: string): boolean {
  const relative = route.replace(/^\/+|\/+$/g, '');
  const candidates =
    relative === ''
      ? ['index.html']
      : [`${relative}.html`, path.join(relative, 'index.html')];
  return candidates.some((candidate) => existsSync(path.join(buildDir, candidate)));
}

function choosePages(notes: string[]): BenchPage[] {
  const pages: BenchPage[] = [{ name: 'home', path: '/' }];
  const guide = ['/docs/guides/deposits', '/docs/guides'].find(routeIsBuilt);
  if (guide) pages.push({ name: 'guide', path: guide });
  else notes.push('guide page skipped: neither /docs/guides/deposits nor /docs/guides is in the build');
  const endpoint = '/docs/cards-controller-create-credit-card';
  if (routeIsBuilt(endpoint)) pages.push({ name: 'endpoint', path: endpoint });
  else notes.push(`endpoint page skipped: ${endpoint} is not in the build yet`);
  const payloads = '/docs/notifications/webhook-notification-payloads';
  if (routeIsBuilt(payloads)) pages.push({ name: 'webhook payloads', path: payloads });
  else notes.push(`webhook payloads page skipped: ${payloads} is not in the build`);
  return pages;
}

async function coldBuild(): Promise<CommandMeasurement & { log: string }> {
  mkdirSync(resultsDir, { recursive: true });
  const log = path.join(resultsDir, 'cold-build.log');
  const logFd = openSync(log, 'w');
  try {
    const clear = spawnSync('npm', ['run', 'clear'], { cwd: repoRoot, stdio: ['ignore', logFd, logFd] });
    if (clear.status !== 0) throw new Error(`npm run clear failed (exit ${clear.status}); see ${log}`);
    const build = await measureCommand('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', logFd, logFd] });
    return { ...build, log: path.relative(repoRoot, log) };
  } finally {
    closeSync(logFd);
  }
}

function printBudget(budget: BudgetCheck[]) {
  console.log('\nBudget\n');
  console.log(formatTable(budget.map((check) => ({ Rule: check.rule, Measured: check.actual, Result: check.ok ? 'pass' : 'FAIL' }))));
}

/** `--first-search`: what each first query downloads from the existing build, and its budget rules. */
async function firstSearchOnly(): Promise<void> {
  const guide = choosePages([]).find((page) => page.name === 'guide');
  if (!guide) throw new Error(`${buildDir} has no guide page to open search on: run the build first`);
  let firstSearches: FirstSearch[];
  const server = await startStaticServer(repoRoot, PORT, buildDir);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      firstSearches = await measureFirstSearches(browser, `${server.origin}${guide.path}`, buildDir, Number(options['key-delay']));
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  const kinds = [...new Set(firstSearches.flatMap((first) => Object.keys(first.byKind)))].sort();
  console.log(`\nFirst search on ${guide.path}, each query typed key by key (${options['key-delay']} ms between keys) on a cold cache (gzip on the wire, as nginx serves it)\n`);
  console.log(
    formatTable(
      firstSearches.map((first) => ({
        Query: first.query,
        Total: `${kibibytes(first.bytes)} (${first.files} files)`,
        ...Object.fromEntries(kinds.map((kind) => [kind, first.byKind[kind] ? `${kibibytes(first.byKind[kind].bytes)} (${first.byKind[kind].files})` : '–'])),
      })),
    ),
  );
  const budget = checkFirstSearches(firstSearches);
  printBudget(budget);
  if (budget.some((check) => !check.ok)) process.exitCode = 1;
}

async function main(): Promise<void> {
  if (options['first-search']) return firstSearchOnly();
  const notes: string[] = [];
  let build: (CommandMeasurement & { log: string }) | null = null;

  if (options['no-build'] || options['build-dir']) {
    notes.push('cold build skipped (--no-build): measured the existing build/');
  } else {
    console.log('Cold build: npm run clear, then npm run build ...');
    build = await coldBuild();
    if (build.exitCode !== 0) {
      const tail = readFileSync(path.join(repoRoot, build.log), 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`npm run build failed (exit ${build.exitCode}); last lines of ${build.log}:\n${tail}`);
    }
  }
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir}/index.html is missing: run the build first (or drop --no-build)`);
  }

  const pages = choosePages(notes);
  const results: { name: string; path: string; url: string; measurements: Record<string, unknown> }[] = [];
  const server = await startStaticServer(repoRoot, PORT, buildDir);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      for (const page of pages) {
        const url = `${server.origin}${page.path}`;
        const measurements: Record<string, unknown> = {};
        for (const measurement of pageMeasurements) {
          measurements[measurement.key] = await measurement.run({ browser, url, page });
        }
        results.push({ ...page, url, measurements });
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }

  if (build) {
    console.log(
      `\nCold build (${build.command}): ${build.wallSeconds.toFixed(1)} s wall, peak RSS of the process tree ${
        build.peakRssBytes === null ? 'not measured (no /proc)' : mebibytes(build.peakRssBytes)
      }`,
    );
  }
  for (const measurement of pageMeasurements) {
    console.log(`\n${measurement.title}\n`);
    console.log(
      formatTable(
        results.map((result) => ({
          Page: `${result.name} ${result.path}`,
          ...measurement.row(result.measurements[measurement.key]),
        })),
      ),
    );
  }
  const measured = (name: string, key: string) => results.find((r) => r.name === name)?.measurements[key];
  // The budget counts the JavaScript a page runs: what it needs to render and become
  // interactive. The chunks Docusaurus prefetches for the links in view are reported in the
  // "prefetched" column, not budgeted.
  const pageJsGzip = (visit: FirstVisit | undefined) => visit && visit.total.js.gzip - visit.prefetched.js.gzip;
  const searchResult = measured('guide', 'search') as SearchFigures | null | undefined;
  const budget = checkBudget({
    search: searchResult ? { firstSearches: searchResult.firstSearches, medianMs: searchResult.medianMs, top1: searchResult.top1, top3: searchResult.top3 } : undefined,
    guideJsGzip: pageJsGzip(measured('guide', 'firstVisit') as FirstVisit | undefined),
    endpointJsGzip: pageJsGzip(measured('endpoint', 'firstVisit') as FirstVisit | undefined),
    pages: results.map(({ name, measurements }) => {
      const lighthouse = measurements.lighthouse as LighthouseSummary | null;
      const throttled = measurements.throttled as ThrottledLoad;
      return {
        name,
        lighthouse: lighthouse
          ? { performance: lighthouse.performance.median, accessibility: lighthouse.accessibility, tbtMs: lighthouse.tbtMs, lcpAfterFcpMs: lighthouse.lcpAfterFcpMs }
          : undefined,
        domElements: name === 'webhook payloads' ? (measurements.dom as DomSize).elements : undefined,
        throttled: { firstPaintMs: throttled.firstPaintMs.median, hydratedMs: throttled.hydratedMs.median },
      };
    }),
  });
  printBudget(budget);
  for (const note of notes) console.log(`\nNote: ${note}`);

  const report = {
    generatedAt: new Date().toISOString(),
    machine: {
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      totalMemoryBytes: os.totalmem(),
      node: process.version,
      loadAverage1m: os.loadavg()[0],
    },
    coldBuild: build,
    pages: results,
    budget,
    notes,
  };
  mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, 'bench.json');
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(repoRoot, out)}`);
  if (budget.some((check) => !check.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
