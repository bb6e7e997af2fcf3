import { describe, expect, it } from 'vitest';
import { brokenAnchorsFailure, findBrokenAnchors, hasBrokenAnchorsReport } from '../tooling/build-checks/broken-anchors';

// Shape of Docusaurus 3.10's warning (core/lib/server/brokenLinks.js).
const WARNING = `[INFO] [en] Creating an optimized production build...
[WARNING] Docusaurus found broken anchors!

Please check the pages of your site in the list below, and make sure you don't reference any anchor that does not exist.
Note: it's possible to ignore broken anchors with the 'onBrokenAnchors' Docusaurus configuration, and let the build pass.

Exhaustive list of all broken anchors found:
- Broken anchor on source page path = /docs/guides/deposits:
   -> linking to /docs/api/intro#idempotency_key_reused
   -> linking to #missing
- Broken anchor on source page path = /docs/glossary:
   -> linking to /docs/guides/wallets#archive (resolved as: /docs/guides/wallets#archive)

[SUCCESS] Generated static files in "build".
`;

describe('findBrokenAnchors', () => {
  it('lists every page and link of the warning', () => {
    expect(findBrokenAnchors(WARNING)).toEqual([
      { page: '/docs/guides/deposits', link: '/docs/api/intro#idempotency_key_reused' },
      { page: '/docs/guides/deposits', link: '#missing' },
      { page: '/docs/glossary', link: '/docs/guides/wallets#archive' },
    ]);
  });

  it('reads coloured output too', () => {
    const coloured = WARNING.replace('- Broken anchor', '\u001b[33m- Broken anchor').replace(':\n   ->', ':\u001b[39m\n   ->');
    expect(findBrokenAnchors(coloured)).toHaveLength(3);
  });

  it('finds nothing in a clean build', () => {
    const clean = '[INFO] [en] Creating an optimized production build...\n[SUCCESS] Generated static files in "build".\n';
    expect(hasBrokenAnchorsReport(clean)).toBe(false);
    expect(findBrokenAnchors(clean)).toEqual([]);
  });
});

describe('brokenAnchorsFailure', () => {
  it('names the page, the link and the anchor', () => {
    expect(brokenAnchorsFailure([{ page: '/docs/glossary', link: '/docs/guides/wallets#archive' }])).toContain(
      'page /docs/glossary: link /docs/guides/wallets#archive: anchor #archive does not exist on its target page',
    );
  });
});
