/** The reference's weight budget (issue "The API reference pages"). */
export const GUIDE_JS_GZIP_MAX = 220 * 1024;
export const ENDPOINT_TO_GUIDE_MAX_RATIO = 1.3;
export const LIGHTHOUSE_PERFORMANCE_MIN = 95;
export const LIGHTHOUSE_ACCESSIBILITY_MIN = 100;

export interface BudgetInput {
  guideJsGzip?: number;
  endpointJsGzip?: number;
  lighthouse?: { performance: number; accessibility: number };
}

export interface BudgetCheck {
  rule: string;
  actual: string;
  ok: boolean;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Checks the figures one bench run measured; a missing figure is reported as not measured. */
export function checkBudget({ guideJsGzip, endpointJsGzip, lighthouse }: BudgetInput): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const missing = (rule: string) => checks.push({ rule, actual: 'not measured', ok: false });

  const guideRule = `guide page JS up to load ≤ ${kib(GUIDE_JS_GZIP_MAX)} gzip`;
  if (guideJsGzip === undefined) missing(guideRule);
  else checks.push({ rule: guideRule, actual: kib(guideJsGzip), ok: guideJsGzip <= GUIDE_JS_GZIP_MAX });

  const ratioRule = `endpoint page JS up to load ≤ ${ENDPOINT_TO_GUIDE_MAX_RATIO} × the guide page's (gzip)`;
  if (guideJsGzip === undefined || endpointJsGzip === undefined) missing(ratioRule);
  else {
    const ratio = endpointJsGzip / guideJsGzip;
    checks.push({ rule: ratioRule, actual: `${kib(endpointJsGzip)} = ${ratio.toFixed(2)} ×`, ok: ratio <= ENDPOINT_TO_GUIDE_MAX_RATIO });
  }

  const performanceRule = `Lighthouse performance (mobile) on the endpoint page ≥ ${LIGHTHOUSE_PERFORMANCE_MIN}`;
  const accessibilityRule = `Lighthouse accessibility on the endpoint page ≥ ${LIGHTHOUSE_ACCESSIBILITY_MIN}`;
  if (!lighthouse) {
    missing(performanceRule);
    missing(accessibilityRule);
  } else {
    checks.push({ rule: performanceRule, actual: String(lighthouse.performance), ok: lighthouse.performance >= LIGHTHOUSE_PERFORMANCE_MIN });
    checks.push({
      rule: accessibilityRule,
      actual: String(lighthouse.accessibility),
      ok: lighthouse.accessibility >= LIGHTHOUSE_ACCESSIBILITY_MIN,
    });
  }
  return checks;
}
