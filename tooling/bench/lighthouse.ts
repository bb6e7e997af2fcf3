import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { median, spread, type Spread } from './stats';

const require = createRequire(import.meta.url);
const lighthouseCli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');

export interface LighthouseResult {
  url: string;
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Ids of the accessibility audits that failed, for the report. */
  failedAccessibilityAudits: string[];
}

interface Report {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
}

/**
 * Lighthouse's failures that end in "Please run Lighthouse again": the trace of that one load
 * was not recorded whole. They say nothing about the page, so the load is measured again.
 */
// cspell:ignore NAVSTART
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);
const ATTEMPTS = 3;

/** One Lighthouse run: its report, also when the CLI exits non-zero after writing one. */
async function lighthouseReport(url: string, chromePath: string, chromeFlags: string[]): Promise<Report> {
  const args = [
    lighthouseCli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility',
    '--quiet',
    `--chrome-flags=${['--headless=new', ...chromeFlags].join(' ')}`,
  ];
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout) as Report;
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout?.trimStart().startsWith('{')) return JSON.parse(stdout) as Report;
    throw error;
  }
}

/**
 * Lighthouse with its default (mobile) preset: simulated slow-4G throttling and a 4× CPU
 * slowdown on an emulated phone, in a headless system Chromium. Runs the Lighthouse CLI
 * under plain Node: its page functions must not pass through the TypeScript loader.
 */
export async function runLighthouse(url: string, chromePath: string, chromeFlags: string[]): Promise<LighthouseResult> {
  let report = await lighthouseReport(url, chromePath, chromeFlags);
  for (let attempt = 1; attempt < ATTEMPTS && TRACE_NOT_RECORDED.has(report.runtimeError?.code ?? ''); attempt += 1) {
    console.warn(`[bench] Lighthouse did not record the trace of ${url} (${report.runtimeError?.code}); measuring again`);
    report = await lighthouseReport(url, chromePath, chromeFlags);
  }
  if (report.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const accessibilityAudits = report.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [];
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    },
    failedAccessibilityAudits: accessibilityAudits.filter((id) => report.audits[id]?.score === 0),
  };
}

export interface LighthouseSummary {
  url: string;
  runs: number;
  performance: Spread;
  /** The lowest accessibility score of the runs (it does not vary with timing). */
  accessibility: number;
  /** Medians over the runs, in ms (CLS unitless). */
  fcpMs: number;
  lcpMs: number;
  /** Median of each run's LCP − FCP. */
  lcpAfterFcpMs: number;
  tbtMs: number;
  cls: number;
  failedAccessibilityAudits: string[];
}

/** Lighthouse `runs` times in a row on one URL; each run starts its own browser (cold cache). */
export async function runLighthouseRepeated(url: string, chromePath: string, chromeFlags: string[], runs: number): Promise<LighthouseSummary> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, chromePath, chromeFlags));
  const medianOf = (pick: (result: LighthouseResult) => number) => median(results.map(pick));
  return {
    url,
    runs,
    performance: spread(results.map((r) => r.performance)),
    accessibility: Math.min(...results.map((r) => r.accessibility)),
    fcpMs: medianOf((r) => r.metrics.fcpMs),
    lcpMs: medianOf((r) => r.metrics.lcpMs),
    lcpAfterFcpMs: medianOf((r) => r.metrics.lcpMs - r.metrics.fcpMs),
    tbtMs: medianOf((r) => r.metrics.tbtMs),
    cls: medianOf((r) => r.metrics.cls),
    failedAccessibilityAudits: [...new Set(results.flatMap((r) => r.failedAccessibilityAudits))],
  };
}
