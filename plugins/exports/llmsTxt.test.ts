import { describe, expect, it } from 'vitest';
import { llmsFullIndex, llmsFullParts, llmsTxt, pageCount } from './llmsTxt';

const site = { title: 'Ledgerline API', summary: 'The API.', siteUrl: 'https://docs.example.com' };
const page = (name: string, size = 10) => ({ url: `${site.siteUrl}/docs/${name}`, markdown: `# ${name}\n\n${'x'.repeat(size)}` });

describe('llmsFullParts', () => {
  it('writes one file per section, each page with its title and source', () => {
    const parts = llmsFullParts(site, [
      { title: 'Guides', pages: [page('deposits'), page('cards')] },
      { title: 'API reference: Cards', pages: [page('create-card')] },
    ]);
    expect(parts.map((part) => [part.path, part.title, part.pages])).toEqual([
      ['/llms-full/guides.txt', 'Guides', 2],
      ['/llms-full/api-reference-cards.txt', 'API reference: Cards', 1],
    ]);
    expect(parts[0].text).toMatch(/^# Ledgerline API: Guides\n\n> The API\.\n/);
    expect(parts[0].text).toContain(`# deposits\n\nSource: ${site.siteUrl}/docs/deposits\n`);
    expect(parts[0].text).toContain(`# cards\n\nSource: ${site.siteUrl}/docs/cards\n`);
  });

  it('cuts a section larger than the limit into numbered parts at page boundaries, none over the limit', () => {
    const pages = Array.from({ length: 10 }, (_, i) => page(`op-${i}`, 400));
    const parts = llmsFullParts(site, [{ title: 'API reference: Cards', pages }], 1500);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part.text)).toBeLessThanOrEqual(1500);
    expect(parts[0].path).toBe('/llms-full/api-reference-cards-1.txt');
    expect(parts[0].title).toBe(`API reference: Cards (part 1 of ${parts.length})`);
    expect(parts.reduce((sum, part) => sum + part.pages, 0)).toBe(10);
  });
});

describe('llms.txt and the index of parts', () => {
  it('llms.txt links each part in its Full text section', () => {
    const parts = llmsFullParts(site, [{ title: 'Guides', pages: [page('deposits')] }]);
    const text = llmsTxt(site, [], [
      { title: 'Guides', pages: [{ title: 'Deposits', url: `${site.siteUrl}/docs/deposits.md`, summary: 'Receive money.' }] },
      { title: 'Full text', pages: parts.map((part) => ({ title: `${part.title}, full text`, url: `${site.siteUrl}${part.path}`, summary: `${pageCount(part.pages)} in one Markdown file.` })) },
    ]);
    expect(text).toContain('## Full text\n\n- [Guides, full text](https://docs.example.com/llms-full/guides.txt): 1 page in one Markdown file.');
  });

  it('the index names every part when the whole is too large for one file', () => {
    const parts = llmsFullParts(site, [{ title: 'Guides', pages: [page('a')] }, { title: 'More', pages: [page('b')] }]);
    const index = llmsFullIndex(site, parts);
    expect(index).toContain('- [Guides](https://docs.example.com/llms-full/guides.txt): 1 page.');
    expect(index).toContain('- [More](https://docs.example.com/llms-full/more.txt): 1 page.');
  });
});
