import { expect, test } from '@playwright/test';
import { OPERATIONS } from '../reference/operations';
import { sitemapUrls } from '../server/built-site';
import { COLOR_MODES, PageVisitor, VISIT_BUDGET } from './page-visitor';
import { previewImageProblems } from './served-html';

// The one sweep over every page of the sitemap: each page is opened once per colour mode, and
// every check that applies to all pages runs in that visit (listed in page-visitor.ts).
// Problems are collected and asserted at the end of each part, so one run lists every failing
// page with its path and mode. The parts run in parallel on the workers; this folder's name sorts
// first, so the long parts start first and the short tests elsewhere fill in behind them.

/** Pages per test: small enough that one slow part leaves the other worker busy, large enough to reuse the cache. */
const PAGES_PER_PART = 8;

const URLS = sitemapUrls();
const PAGES = URLS.map((url) => new URL(url).pathname);
/** Every PARTS-th page goes to the same part, so the heavy endpoint pages spread over all of them. */
const PARTS = Math.ceil(PAGES.length / PAGES_PER_PART);

// No trace: recording every step of 16 page visits costs about a fifth of the sweep's time, and each
// problem already names its page, its mode and what failed.
test.use({ trace: 'off' });

test.describe('every page of the sitemap, light and dark', () => {
  test('the sitemap lists the main pages and every endpoint page', () => {
    expect(PAGES.length).toBeGreaterThan(3);
    for (const path of ['/', '/markdown-page', '/docs', '/docs/guides', '/docs/api']) expect(PAGES).toContain(path);
    for (const operation of OPERATIONS) expect(PAGES).toContain(`/docs/${operation.id}`);
  });

  for (let part = 0; part < PARTS; part += 1) {
    const urls = URLS.filter((_, index) => index % PARTS === part);
    test(`part ${part + 1} of ${PARTS}: ${urls.length} pages from ${new URL(urls[0]).pathname}`, async ({ context, baseURL }) => {
      // Each visit is bounded by VISIT_BUDGET; the part as a whole by their sum, plus the preview images.
      test.setTimeout(30_000 + urls.length * COLOR_MODES.length * VISIT_BUDGET);
      const visitor = await PageVisitor.start(context, new URL(baseURL!).origin);
      const problems: string[] = [];
      const images = new Set<string>();
      for (const url of urls) {
        for (const mode of COLOR_MODES) {
          const visit = await visitor.visit(new URL(url).pathname, mode, url);
          problems.push(...visit.problems);
          if (visit.image) images.add(visit.image);
        }
      }
      for (const image of images) problems.push(...(await previewImageProblems(visitor.request, image)));
      expect(problems, `problems on ${urls.length} pages`).toEqual([]);
    });
  }
});
