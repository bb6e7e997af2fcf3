import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInlineHashes, inlineScriptHashes, inlineStyleHashes, parseHashesInclude, renderHashesInclude } from '../tooling/build-checks/csp-hashes';

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

describe('inlineStyleHashes', () => {
  it('hashes the exact text of each <style> element, not linked stylesheets', () => {
    const html = `<link rel=stylesheet href=/assets/css/styles.css /><style>${HELLO}</style><style media="print">b{}</style>`;
    expect(inlineStyleHashes(html)).toEqual([HELLO_HASH, expect.stringMatching(/^'sha256-/)]);
    expect(inlineStyleHashes(html)[1]).not.toBe(HELLO_HASH);
  });
});

describe('buildInlineHashes', () => {
  it('collects each distinct hash once over nested HTML files, scripts and styles apart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'csp-build-'));
    try {
      await mkdir(path.join(dir, 'docs'));
      await writeFile(path.join(dir, 'index.html'), `<style>${HELLO}</style><script>${HELLO}</script>`);
      await writeFile(path.join(dir, 'docs/guides.html'), `<style>${HELLO}</style><script>${HELLO}</script><script>other()</script>`);
      const hashes = await buildInlineHashes(dir);
      expect(hashes.script).toHaveLength(2);
      expect(hashes.script).toContain(HELLO_HASH);
      expect(hashes.style).toEqual([HELLO_HASH]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the nginx include', () => {
  it('round-trips the hashes, one nginx variable per directive', () => {
    const hashes = { script: [HELLO_HASH], style: [] };
    const include = renderHashesInclude(hashes);
    expect(include).toContain(`map $host $ledgerline_docs_script_hashes {\n    default "${HELLO_HASH}";`);
    expect(include).toContain('map $host $ledgerline_docs_style_hashes {\n    default "";');
    expect(parseHashesInclude(include)).toEqual(hashes);
  });

  it('refuses anything but sha256 sources', () => {
    expect(() => renderHashesInclude({ script: [], style: ["'unsafe-inline'"] })).toThrow(/not a CSP sha256 source/);
  });

  it('names the variable an older include lacks', () => {
    const scriptsOnly = renderHashesInclude({ script: [HELLO_HASH], style: [] }).replace(/map \$host \$ledgerline_docs_style_hashes[^}]*}/, '');
    expect(() => parseHashesInclude(scriptsOnly)).toThrow(/no map of \$ledgerline_docs_style_hashes/);
  });
});
