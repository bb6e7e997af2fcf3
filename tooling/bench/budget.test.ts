import { describe, expect, it } from 'vitest';
import { checkBudget } from './budget';

const KiB = 1024;

describe('checkBudget', () => {
  it('passes a light guide, an endpoint within 1.3 × and good Lighthouse scores', () => {
    const checks = checkBudget({ guideJsGzip: 160 * KiB, endpointJsGzip: 200 * KiB, lighthouse: { performance: 98, accessibility: 100 } });
    expect(checks.map((c) => c.ok)).toEqual([true, true, true, true]);
    expect(checks[1].actual).toBe('200.0 KiB = 1.25 ×');
  });

  it('fails each rule on its own', () => {
    const checks = checkBudget({ guideJsGzip: 221 * KiB, endpointJsGzip: 300 * KiB, lighthouse: { performance: 94, accessibility: 99 } });
    expect(checks.map((c) => c.ok)).toEqual([false, false, false, false]);
  });

  it('reports figures it did not get as not measured, and failed', () => {
    const checks = checkBudget({ guideJsGzip: 100 * KiB });
    expect(checks.filter((c) => c.actual === 'not measured')).toHaveLength(3);
    expect(checks.filter((c) => !c.ok)).toHaveLength(3);
  });
});
