import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildScriptHashes, inlineScriptHashes, parseHashesInclude, renderHashesInclude } from '../tooling/build-checks/csp-hashes';

// The CSP specification's own example: sha256 of alert('Hello, world.');
const HELLO = "alert('Hello, world.');";
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each executable inline script', () => {
    const html = `<head><script>${HELLO}</script><script type=module>${HELLO} </script></head>`;
    expect(inlineScriptHashes(html)).toEqual([HELLO_HASH, expect.stringMatching(/^'sha256-/)]);
    expect(inlineScriptHashes(html)[1]).not.toBe(HELLO_HASH);
  });

  it('skips external scripts and data blocks, with quoted or bare attributes', () => {
    const html = [
      '<script src=/assets/js/main.js defer></script>',
      '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
      `<script type="text/javascript" data-note="a > b">${HELLO}</script>`,
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([HELLO_HASH]);
  });
});

describe('buildScriptHashes', () => {
  it('collects each distinct hash once over nested HTML files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'csp-build-'));
    try {
      await mkdir(path.join(dir, 'docs'));
      await writeFile(path.join(dir, 'index.html'), `<script>${HELLO}</script>`);
      await writeFile(path.join(dir, 'docs/guides.html'), `<script>${HELLO}</script><script>other()</script>`);
      const hashes = await buildScriptHashes(dir);
      expect(hashes).toHaveLength(2);
      expect(hashes).toContain(HELLO_HASH);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the nginx include', () => {
  it('round-trips the hashes', () => {
    const include = renderHashesInclude([HELLO_HASH]);
    expect(include).toContain(`default "${HELLO_HASH}";`);
    expect(parseHashesInclude(include)).toEqual([HELLO_HASH]);
  });

  it('refuses anything but sha256 sources', () => {
    expect(() => renderHashesInclude(["'unsafe-inline'"])).toThrow(/not a CSP sha256 source/);
  });
});
