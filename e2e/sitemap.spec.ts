import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';

// The sitemap lists absolute URLs on the production host; each is visited on the local server.
function sitemapPaths(): string[] {
  const file = resolve(__dirname, '../build/sitemap.xml');
  let xml: string;
  try {
    xml = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run \`npm run build\` before the end-to-end tests`);
  }
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (paths.length === 0) throw new Error(`${file} lists no <loc> URLs`);
  return paths;
}

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
