import { expect, test } from './fixtures';
import { sitemapPaths } from './server/built-site';

// The sitemap lists absolute URLs on the production host; each path is visited on the local server.
test.describe('every page in the sitemap', () => {
  for (const path of sitemapPaths()) {
    test(`${path} loads with one h1 and a clean console`, async ({ site, page, consoleLog }) => {
      const response = await site.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(consoleLog.filter((m) => ['error', 'warning', 'pageerror'].includes(m.type))).toEqual([]);
    });
  }
});
