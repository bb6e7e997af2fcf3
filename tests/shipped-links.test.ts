import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinksFailure, findBrokenShippedLinks, linksInText, servedFile } from '../tooling/build-checks/shipped-links';
import { repoRoot } from './fixtures/run-node';

// A small build output with a broken link of each kind in each kind of file the site ships,
// beside links that work.
const FIXTURE = path.join(repoRoot, 'tests/fixtures/shipped-links');

describe('the link check of the shipped files', () => {
  // The MCP server's endpoint (/mcp) is served beside the build, so a link to it is not broken; a path under it is.
  it('reports each broken link with its file, place and reason, and no working link', async () => {
    const broken = await findBrokenShippedLinks(FIXTURE);
    expect(brokenLinksFailure(broken)).toBe(
      [
        'Build failed: 10 broken link(s) in the files the site ships.',
        '  docs/api/changelog.xml (line 6): https://docs.example.com/docs/guide#step-4: #step-4 is not an id on /docs/guide',
        '  docs/guide.md (line 5): https://docs.example.com/docs/guide-v0: /docs/guide-v0 is not a file of the build',
        '  docs/guide.md (line 5): /docs/guide#step-3: #step-3 is not an id on /docs/guide',
        '  example.postman_collection.json (/item/0/request/description): https://docs.example.com/docs/guide#step-5: #step-5 is not an id on /docs/guide',
        '  index.html (line 15): /docs/api/changelog/atom.xml: /docs/api/changelog/atom.xml is not a file of the build',
        '  index.html (line 16): /docs/guide#step-9: #step-9 is not an id on /docs/guide',
        '  llms-full/guides.txt (line 4): https://docs.example.com/docs/guides/old-guide: /docs/guides/old-guide is not a file of the build',
        '  llms.txt (line 5): https://docs.example.com/docs/reference.md: /docs/reference.md is not a file of the build',
        '  llms.txt (line 7): https://docs.example.com/mcp/tools: /mcp/tools is not a file of the build',
        '  openapi.json (/paths/~1things/get/description): https://docs.example.com/docs/errors#not_found: /docs/errors is not a file of the build',
        'Fix the link, or the page, file or heading it points to.',
      ].join('\n'),
    );
  });

  it('serves a path as nginx does: the file, then .html, then /index.html, without a trailing slash', () => {
    const files = new Set(['/index.html', '/docs/guide.html', '/docs/api/index.html', '/openapi.yaml']);
    expect(servedFile('/', files)).toBe('/index.html');
    expect(servedFile('/docs/guide/', files)).toBe('/docs/guide.html');
    expect(servedFile('/docs/api', files)).toBe('/docs/api/index.html');
    expect(servedFile('/openapi.yaml', files)).toBe('/openapi.yaml');
    expect(servedFile('/openapi.yml', files)).toBeUndefined();
  });

  it("reads the site's own absolute URLs, root-relative Markdown links and pathname:// links, and leaves other sites alone", () => {
    const text = 'See https://docs.example.com/docs/guide#step-1. Also [feed](pathname:///feed.xml), [page](/docs/x) and https://example.org/docs.';
    expect(linksInText(text, 'https://docs.example.com').map((l) => l.link)).toEqual(['https://docs.example.com/docs/guide#step-1', 'pathname:///feed.xml', '/docs/x']);
  });
});
