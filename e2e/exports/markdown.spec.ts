import { expect, test } from '../fixtures';
import { OPERATIONS } from '../reference/operations';
import { docPagePaths, sitemapUrls, titleOf } from '../server/built-site';

const SITE_URL = new URL(sitemapUrls()[0]).origin;

const docPages = docPagePaths();

test.describe('llms.txt', () => {
  test('follows llmstxt.org: title, summary, then one described link per doc page of the sitemap', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Ledgerline API');
    expect(lines[2]).toMatch(/^> \S/);

    const listed = lines.filter((line) => line.startsWith('- '));
    for (const line of listed) expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\.md\): \S.*[.!?)]$/);
    expect(docPages.length).toBeGreaterThan(34);
    for (const path of docPages) {
      const line = listed.find((candidate) => candidate.includes(`](${SITE_URL}${path}.md)`));
      expect(line, `llms.txt lists ${path}`).toBeDefined();
      expect(line).toContain(`[${titleOf(path).replace(/([[\]])/g, '\\$1')}]`);
    }
    expect(listed).toHaveLength(docPages.length);
  });
});

test.describe('Markdown version of every doc page', () => {
  // That every doc page has one (status, type, title, plain Markdown) is checked in the page sweep (e2e/all-pages/).
  test('endpoint pages give method and path, parameters, a curl sample and the responses', async ({ request }) => {
    for (const op of OPERATIONS) {
      const markdown = await (await request.get(`/docs/${op.id}.md`)).text();
      expect(markdown, op.id).toContain(`\`${op.method} ${op.path}\``);
      expect(markdown, op.id).toContain('## Responses');
      expect(markdown, op.id).toMatch(new RegExp(`\`\`\`bash\\ncurl --request ${op.method}\\b`));
      for (const name of op.path.match(/\{(\w+)\}/g) ?? []) {
        // Each parameter links to its anchor on the page.
        const param = name.slice(1, -1);
        expect(markdown, `${op.id} documents ${name}`).toContain(`| [\`${param}\`](${SITE_URL}/docs/${op.id}#request-path-${param}) |`);
      }
    }
  });

  test('the page head points to it', async ({ site, page }) => {
    await site.goto('/docs/guides');
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/docs/guides.md');
  });
});

test.describe('llms-full.txt', () => {
  test('holds every doc page, each with its title and URL', async ({ request }) => {
    const response = await request.get('/llms-full.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    for (const path of docPages) {
      expect(text, path).toContain(`# ${titleOf(path)}\n\nSource: ${SITE_URL}${path}\n`);
    }
    for (const op of OPERATIONS) expect(text, op.id).toContain(`\`${op.method} ${op.path}\``);
  });
});
