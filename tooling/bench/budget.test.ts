import { describe, expect, it } from 'vitest';
import { checkBudget, checkFirstSearches, type PageFigures } from './budget';

const KiB = 1024;

const fastPage: PageFigures = {
  name: 'guide',
  lighthouse: { performance: 98, accessibility: 100, tbtMs: 90, lcpAfterFcpMs: 200 },
  domElements: 1800,
  throttled: { firstPaintMs: 1200, hydratedMs: 3100 },
};

const goodSearch = { firstSearches: [{ query: 'wallet balance', bytes: 120 * KiB }], medianMs: 20, top1: 0.85, top3: 0.96 };

describe('checkBudget', () => {
  it('passes a light guide, an endpoint within 1.3 × and a page that meets every goal', () => {
    const checks = checkBudget({ guideJsGzip: 160 * KiB, endpointJsGzip: 200 * KiB, pages: [fastPage], search: goodSearch });
    expect(checks).toHaveLength(13);
    expect(checks.every((c) => c.ok)).toBe(true);
    expect(checks[1].actual).toBe('200.0 KiB = 1.25 ×');
  });

  it('fails each rule on its own', () => {
    const checks = checkBudget({
      guideJsGzip: 221 * KiB,
      endpointJsGzip: 300 * KiB,
      search: { firstSearches: [{ query: 'how do I retry a payment after a timeout', bytes: 151 * KiB }], medianMs: 51, top1: 0.79, top3: 0.94 },
      pages: [
        {
          name: 'payloads',
          lighthouse: { performance: 94, accessibility: 99, tbtMs: 151, lcpAfterFcpMs: 501 },
          domElements: 3001,
          throttled: { firstPaintMs: 1501, hydratedMs: 4001 },
        },
      ],
    });
    expect(checks.map((c) => c.ok)).toEqual(Array(13).fill(false));
    expect(checks[2].rule).toBe('search: first search “how do I retry a payment after a timeout” downloads ≤ 150.0 KiB gzip');
    expect(checks[6].rule).toBe('payloads: Lighthouse performance (mobile, median) ≥ 95');
  });

  it('holds every first query to the budget, one check each', () => {
    const checks = checkFirstSearches([
      { query: 'wallet balance', bytes: 90 * KiB },
      { query: 'what happens when a card is frozen', bytes: 150 * KiB + 1 },
    ]);
    expect(checks.map((c) => [c.actual, c.ok])).toEqual([
      ['90.0 KiB', true],
      ['150.0 KiB', false],
    ]);
    expect(checks[1].rule).toBe('search: first search “what happens when a card is frozen” downloads ≤ 150.0 KiB gzip');
    expect(checkFirstSearches([])).toEqual([{ rule: 'search: first search “…” downloads ≤ 150.0 KiB gzip', actual: 'not measured', ok: false }]);
  });

  it('reports figures it did not get as not measured, and failed', () => {
    const checks = checkBudget({ guideJsGzip: 100 * KiB, pages: [{ name: 'home' }] });
    expect(checks.filter((c) => c.actual === 'not measured')).toHaveLength(11);
    expect(checks.filter((c) => !c.ok)).toHaveLength(11);
  });
});
