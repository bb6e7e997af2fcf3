import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { OPERATIONS } from '../reference/operations';
import { htmlFileOf, sitemapPaths } from '../server/built-site';

const SITEMAP = readFileSync(`${process.env.E2E_BUILD_DIR ?? 'build'}/sitemap.xml`, 'utf8');
const SITE_URL = new URL(/<loc>([^<]+)<\/loc>/.exec(SITEMAP)?.[1] ?? 'https://docs.example.com/').origin;

/** Doc pages of the sitemap: everything under /docs except the docs home (a React page) and the tag index pages. */
const docPages = sitemapPaths().filter((path) => path.startsWith('/docs/') && !path.startsWith('/docs/tags'));

/** The page's title as the HTML shows it: its h1. */
function titleOf(path: string): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(readFileSync(htmlFileOf(path), 'utf8'))?.[1] ?? '';
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

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
  test('exists at the page URL plus .md, as text/markdown, with the page title', async ({ request }) => {
    for (const path of docPages) {
      const response = await request.get(`${path}.md`);
      expect(response.status(), `${path}.md`).toBe(200);
      expect(response.headers()['content-type'], `${path}.md`).toBe('text/markdown; charset=utf-8');
      const markdown = await response.text();
      expect(markdown.split('\n')[0], `${path}.md starts with its title`).toBe(`# ${titleOf(path)}`);
      // Plain Markdown: outside code blocks, no MDX imports, no JSX components, no heading ids.
      const prose = markdown.replace(/^(```+).*\n[\s\S]*?^\1$/gm, '');
      expect(prose, path).not.toMatch(/^import .* from /m);
      expect(prose, path).not.toMatch(/^\s*<[A-Z]\w*[\s/>]/m);
      expect(prose, path).not.toMatch(/^#+ .*\{#[\w-]+\}$/m);
    }
  });

  test('endpoint pages give method and path, parameters, a curl sample and the responses', async ({ request }) => {
    for (const op of OPERATIONS) {
      const markdown = await (await request.get(`/docs/${op.id}.md`)).text();
      expect(markdown, op.id).toContain(`\`${op.method} ${op.path}\``);
      expect(markdown, op.id).toContain('## Responses');
      expect(markdown, op.id).toMatch(new RegExp(`\`\`\`bash\\ncurl --request ${op.method}\\b`));
      for (const name of op.path.match(/\{(\w+)\}/g) ?? []) {
        expect(markdown, `${op.id} documents ${name}`).toContain(`| \`${name.slice(1, -1)}\` |`);
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
