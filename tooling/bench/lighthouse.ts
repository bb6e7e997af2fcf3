import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

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
 * Lighthouse with its default (mobile) preset: simulated slow-4G throttling and a 4× CPU
 * slowdown on an emulated phone, in a headless system Chromium. Runs the Lighthouse CLI
 * under plain Node: its page functions must not pass through the TypeScript loader.
 */
export async function runLighthouse(url: string, chromePath: string, chromeFlags: string[]): Promise<LighthouseResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      '--quiet',
      `--chrome-flags=${['--headless=new', ...chromeFlags].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Report;
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
