import { SEARCH_GOALS } from '../search-quality/queries';

/** The site's performance budget: the reference's weight and the per-page goals for a mid-range phone. */
export const GUIDE_JS_GZIP_MAX = 220 * 1024;
export const ENDPOINT_TO_GUIDE_MAX_RATIO = 1.3;
export const LIGHTHOUSE_PERFORMANCE_MIN = 95;
export const LIGHTHOUSE_ACCESSIBILITY_MIN = 100;
export const TBT_MAX_MS = 150;
export const LCP_AFTER_FCP_MAX_MS = 500;
export const THROTTLED_FIRST_PAINT_MAX_MS = 1500;
export const THROTTLED_HYDRATED_MAX_MS = 4000;
/** Search: what opening it and a first query download (each query of the bench's), and typed query to results. */
export const FIRST_SEARCH_GZIP_MAX = 150 * 1024;
export const SEARCH_MEDIAN_MAX_MS = 50;
/** The largest page, the webhook payloads, at load. */
export const DOM_ELEMENTS_MAX = 3000;

export interface PageFigures {
  name: string;
  /** Medians of the Lighthouse runs; accessibility is the lowest run's. */
  lighthouse?: { performance: number; accessibility: number; tbtMs: number; lcpAfterFcpMs: number };
  /** Checked only where given: the payloads page, the largest. */
  domElements?: number;
  /** Medians on the throttled phone profile. */
  throttled?: { firstPaintMs: number; hydratedMs: number };
}

export interface BudgetInput {
  guideJsGzip?: number;
  endpointJsGzip?: number;
  pages?: PageFigures[];
  search?: { firstSearches: FirstSearchFigure[]; medianMs: number; top1: number; top3: number };
}

/** What one first query downloads, gzip on the wire. */
export interface FirstSearchFigure {
  query: string;
  bytes: number;
}

export interface BudgetCheck {
  rule: string;
  actual: string;
  ok: boolean;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One check per first query: each must stay within FIRST_SEARCH_GZIP_MAX; none measured fails. */
export function checkFirstSearches(firstSearches: FirstSearchFigure[] | undefined): BudgetCheck[] {
  const rule = (query: string) => `search: first search “${query}” downloads ≤ ${kib(FIRST_SEARCH_GZIP_MAX)} gzip`;
  if (!firstSearches?.length) return [{ rule: rule('…'), actual: 'not measured', ok: false }];
  return firstSearches.map(({ query, bytes }) => ({ rule: rule(query), actual: kib(bytes), ok: bytes <= FIRST_SEARCH_GZIP_MAX }));
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** Checks the figures one bench run measured; a missing figure is reported as not measured, and fails. */
export function checkBudget({ guideJsGzip, endpointJsGzip, pages = [], search }: BudgetInput): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const check = (rule: string, value: number | undefined, format: (v: number) => string, ok: (v: number) => boolean) =>
    checks.push(value === undefined ? { rule, actual: 'not measured', ok: false } : { rule, actual: format(value), ok: ok(value) });

  check(`guide page JS it runs ≤ ${kib(GUIDE_JS_GZIP_MAX)} gzip`, guideJsGzip, kib, (v) => v <= GUIDE_JS_GZIP_MAX);
  const ratio = guideJsGzip !== undefined && endpointJsGzip !== undefined ? endpointJsGzip / guideJsGzip : undefined;
  check(
    `endpoint page JS it runs ≤ ${ENDPOINT_TO_GUIDE_MAX_RATIO} × the guide page's (gzip)`,
    ratio,
    (v) => `${kib(endpointJsGzip ?? 0)} = ${v.toFixed(2)} ×`,
    (v) => v <= ENDPOINT_TO_GUIDE_MAX_RATIO,
  );

  const percent = (v: number) => `${(v * 100).toFixed(1)} %`;
  checks.push(...checkFirstSearches(search?.firstSearches));
  check(`search: typed query to results ≤ ${ms(SEARCH_MEDIAN_MAX_MS)} (median)`, search?.medianMs, ms, (v) => v <= SEARCH_MEDIAN_MAX_MS);
  check(`search: answer first ≥ ${percent(SEARCH_GOALS.top1)} of the query set`, search?.top1, percent, (v) => v >= SEARCH_GOALS.top1);
  check(`search: answer in the top 3 ≥ ${percent(SEARCH_GOALS.top3)} of the query set`, search?.top3, percent, (v) => v >= SEARCH_GOALS.top3);

  for (const { name, lighthouse, domElements, throttled } of pages) {
    check(`${name}: Lighthouse performance (mobile, median) ≥ ${LIGHTHOUSE_PERFORMANCE_MIN}`, lighthouse?.performance, String, (v) => v >= LIGHTHOUSE_PERFORMANCE_MIN);
    check(`${name}: Lighthouse accessibility ≥ ${LIGHTHOUSE_ACCESSIBILITY_MIN}`, lighthouse?.accessibility, String, (v) => v >= LIGHTHOUSE_ACCESSIBILITY_MIN);
    check(`${name}: total blocking time ≤ ${ms(TBT_MAX_MS)}`, lighthouse?.tbtMs, ms, (v) => v <= TBT_MAX_MS);
    check(`${name}: LCP − FCP ≤ ${ms(LCP_AFTER_FCP_MAX_MS)}`, lighthouse?.lcpAfterFcpMs, ms, (v) => v <= LCP_AFTER_FCP_MAX_MS);
    if (domElements !== undefined) check(`${name}: DOM elements at load ≤ ${DOM_ELEMENTS_MAX}`, domElements, String, (v) => v <= DOM_ELEMENTS_MAX);
    check(`${name}: throttled phone, first paint ≤ ${ms(THROTTLED_FIRST_PAINT_MAX_MS)}`, throttled?.firstPaintMs, ms, (v) => v <= THROTTLED_FIRST_PAINT_MAX_MS);
    check(`${name}: throttled phone, hydrated ≤ ${ms(THROTTLED_HYDRATED_MAX_MS)}`, throttled?.hydratedMs, ms, (v) => v <= THROTTLED_HYDRATED_MAX_MS);
  }
  return checks;
}
