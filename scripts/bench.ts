/**
 * npm run bench [-- --no-build] [--no-lighthouse]
 *
 * 1. Cold build: `docusaurus clear`, then the `build` npm script, timed, with the peak
 *    memory of its whole process tree.
 * 2. Serves the build and runs every page measurement on the home page, a guide page and an
 *    endpoint page, each in a fresh browser context (cold cache).
 * 3. Lighthouse (mobile preset) on the endpoint page.
 * 4. Checks the API reference's budget (guide JS, endpoint/guide JS ratio, Lighthouse scores);
 *    exits non-zero when a rule fails.
 * Prints tables and writes bench-results/bench.json. `--no-build` measures the existing build/.
 *
 * To add a measurement, write a PageMeasurement and add it to `pageMeasurements`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { checkBudget } from '../tooling/bench/budget';
import { measureFirstVisit, type FirstVisit } from '../tooling/bench/first-visit';
import { measureSearchLatency, type SearchLatency } from '../tooling/bench/search-latency';
import { formatTable, kibibytes, mebibytes } from '../tooling/bench/format';
import { measureCommand, type CommandMeasurement } from '../tooling/bench/process-tree';
import { startCompressedServer } from '../tooling/bench/compressed-server';
import { runLighthouse, type LighthouseResult } from '../tooling/bench/lighthouse';
import { startStaticServer } from '../tooling/bench/static-server';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const buildDir = path.join(repoRoot, 'build');
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
  row: ({ total, afterLoad }) => ({
    'HTML raw': kibibytes(total.html.raw),
    'HTML gz': kibibytes(total.html.gzip),
    'JS raw': kibibytes(total.js.raw),
    'JS gz': kibibytes(total.js.gzip),
    'CSS raw': kibibytes(total.css.raw),
    'CSS gz': kibibytes(total.css.gzip),
    'JS files': String(total.js.requests),
    'of JS gz, after load': kibibytes(afterLoad.js.gzip),
  }),
};

/** Lighthouse (mobile preset) on the endpoint page; `--no-lighthouse` skips it. */
const lighthouseScores: PageMeasurement<LighthouseResult | null> = {
  key: 'lighthouse',
  title: 'Lighthouse, mobile preset (simulated slow 4G, 4× CPU slowdown), endpoint page served gzip-compressed',
  async run({ page }) {
    if (page.name !== 'endpoint' || process.argv.includes('--no-lighthouse')) return null;
    // Served gzip-compressed, as a production host serves it (see compressed-server.ts).
    const server = await startCompressedServer(buildDir, PORT + 1);
    try {
      return await runLighthouse(`${server.origin}${page.path}`, CHROMIUM_PATH, CHROMIUM_ARGS);
    } finally {
      await server.stop();
    }
  },
  row: (result) =>
    result
      ? {
          Performance: String(result.performance),
          Accessibility: String(result.accessibility),
          FCP: `${(result.metrics.fcpMs / 1000).toFixed(1)} s`,
          LCP: `${(result.metrics.lcpMs / 1000).toFixed(1)} s`,
          TBT: `${Math.round(result.metrics.tbtMs)} ms`,
          CLS: result.metrics.cls.toFixed(3),
          'Failed a11y audits': result.failedAccessibilityAudits.join(', ') || 'none',
        }
      : { Performance: '–', Accessibility: '–', FCP: '–', LCP: '–', TBT: '–', CLS: '–', 'Failed a11y audits': '–' },
};

/** Search, opened with Ctrl+K on the guide page: typed query to results. */
const searchLatency: PageMeasurement<SearchLatency | null> = {
  key: 'searchLatency',
  title: 'Search: ms from the last keystroke to the last change of the results (median of 3 per query), guide page',
  run: ({ browser, url, page }) => (page.name === 'guide' ? measureSearchLatency(browser, url) : Promise.resolve(null)),
  row: (result) =>
    result
      ? Object.fromEntries([...result.queries.map((q) => [q.query, `${q.medianMs.toFixed(1)} ms`]), ['median', `${result.medianMs.toFixed(1)} ms`]])
      : {},
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each measurement has its own result type
const pageMeasurements: PageMeasurement<any>[] = [firstVisitBytes, lighthouseScores, searchLatency];

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

async function main(): Promise<void> {
  const notes: string[] = [];
  let build: (CommandMeasurement & { log: string }) | null = null;

  if (process.argv.includes('--no-build')) {
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
  const server = await startStaticServer(repoRoot, PORT);
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
  // The budget counts the JavaScript a page requests up to its load event: what it needs to
  // render and hydrate. Docusaurus then prefetches, at idle priority, the chunks of every link
  // in view (the whole sidebar); that is reported in the "after load" column, not budgeted.
  const pageJsGzip = (visit: FirstVisit | undefined) => visit && visit.total.js.gzip - visit.afterLoad.js.gzip;
  const budget = checkBudget({
    guideJsGzip: pageJsGzip(measured('guide', 'firstVisit') as FirstVisit | undefined),
    endpointJsGzip: pageJsGzip(measured('endpoint', 'firstVisit') as FirstVisit | undefined),
    lighthouse: (measured('endpoint', 'lighthouse') as LighthouseResult | null | undefined) ?? undefined,
  });
  console.log('\nBudget (API reference)\n');
  console.log(formatTable(budget.map((check) => ({ Rule: check.rule, Measured: check.actual, Result: check.ok ? 'pass' : 'FAIL' }))));
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
