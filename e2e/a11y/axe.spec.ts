import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { expect, test } from '../fixtures';
import { sitemapPaths } from '../server/built-site';

// axe-core with the WCAG 2.2 AA rule set over every page of the sitemap, light and dark.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Rules switched off, each with its reason. Keep empty unless a rule cannot apply. */
const DISABLED_RULES: { id: string; reason: string }[] = [];

const COLOR_MODES = ['light', 'dark'] as const;
const PAGES_PER_TEST = 8;
const PAGES_AT_ONCE = 2;

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

async function violationsOf(browser: Browser, path: string, mode: (typeof COLOR_MODES)[number]): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The theme's own query parameter, read before the first paint, so no toggle click is needed.
    await page.goto(`${path}?docusaurus-theme=${mode}`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const results = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .disableRules(DISABLED_RULES.map((rule) => rule.id))
      .analyze();
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${path} [${mode}] ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
    );
  } finally {
    await context.close();
  }
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const mode of COLOR_MODES) {
    chunks(sitemapPaths(), PAGES_PER_TEST).forEach((paths, index) => {
      test(`${mode} mode, sitemap pages ${index * PAGES_PER_TEST + 1}–${index * PAGES_PER_TEST + paths.length}`, async ({ browser }) => {
        test.setTimeout(30_000 + paths.length * 15_000);
        const violations: string[] = [];
        for (const batch of chunks(paths, PAGES_AT_ONCE)) {
          for (const found of await Promise.all(batch.map((path) => violationsOf(browser, path, mode)))) violations.push(...found);
        }
        expect(violations).toEqual([]);
      });
    });
  }
});
