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

    const fullTextAt = lines.indexOf('## Full text');
    expect(fullTextAt).toBeGreaterThan(0);
    const listed = lines.slice(0, fullTextAt).filter((line) => line.startsWith('- '));
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
  test('comes in one file per section, each under 2 MB and linked from llms.txt, together holding every doc page', async ({ request }) => {
    const llms = await (await request.get('/llms.txt')).text();
    const section = llms.slice(llms.indexOf('## Full text'));
    const parts = [...section.matchAll(/^- \[([^\]]+), full text\]\(([^)]+)\): (\d+) pages? in one Markdown file\.$/gm)];
    expect(parts.map(([, title]) => title)).toEqual(expect.arrayContaining(['Guides', 'API', 'API reference: Cards']));
    let all = '';
    for (const [, title, url, count] of parts) {
      const response = await request.get(new URL(url).pathname);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const body = await response.body();
      expect(body.length, `${url} is at most 2 MB`).toBeLessThanOrEqual(2_000_000);
      const text = body.toString('utf8');
      expect(text.startsWith(`# Ledgerline API: ${title}\n`)).toBe(true);
      expect(text.match(/^Source: /gm)).toHaveLength(Number(count));
      all += text;
    }
    for (const path of docPages) expect(all, path).toContain(`# ${titleOf(path)}\n\nSource: ${SITE_URL}${path}\n`);
  });

  test('holds every doc page, each with its title and URL, or past 2 MB links every part that does', async ({ request }) => {
    const response = await request.get('/llms-full.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    if (text.includes('\nThe full text is larger than 2 MB, so it is split by section:\n')) {
      // The parts' content is checked above; the index must name each of them, as llms.txt does.
      const llms = await (await request.get('/llms.txt')).text();
      const parts = [...llms.slice(llms.indexOf('## Full text')).matchAll(/\]\((https?:\/\/[^)\s]+\/llms-full\/[^)\s]+\.txt)\)/g)].map(([, url]) => url);
      expect(parts.length).toBeGreaterThan(1);
      for (const url of parts) expect(text, url).toContain(`](${url})`);
      return;
    }
    for (const path of docPages) {
      expect(text, path).toContain(`# ${titleOf(path)}\n\nSource: ${SITE_URL}${path}\n`);
    }
    for (const op of OPERATIONS) expect(text, op.id).toContain(`\`${op.method} ${op.path}\``);
  });
});
