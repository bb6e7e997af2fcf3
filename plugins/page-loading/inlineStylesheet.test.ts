import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, inlineStylesheetsInBuild, styleElement } from './inlineStylesheet';

const CSS = '.navbar{position:sticky}';

describe('inlineStylesheets', () => {
  it("replaces the site's stylesheet links, in any quoting, and leaves other links", () => {
    const html = [
      '<link rel=stylesheet href=/assets/css/styles.1a2b.css />',
      '<link rel="stylesheet" href="/assets/css/extra.css">',
      '<link rel=stylesheet href=https://cdn.example.com/x.css>',
      '<link rel=preload href=/assets/css/styles.1a2b.css as=style>',
    ].join('');
    const read: string[] = [];
    const out = inlineStylesheets(html, '/', (href) => {
      read.push(href);
      return `<style>${href}</style>`;
    });
    expect(read).toEqual(['/assets/css/styles.1a2b.css', '/assets/css/extra.css']);
    expect(out).toBe(
      '<style>/assets/css/styles.1a2b.css</style><style>/assets/css/extra.css</style>' +
        '<link rel=stylesheet href=https://cdn.example.com/x.css><link rel=preload href=/assets/css/styles.1a2b.css as=style>',
    );
  });

  it('only takes stylesheets under the base URL', () => {
    const html = '<link rel=stylesheet href=/assets/css/a.css><link rel=stylesheet href=/docs/assets/css/a.css>';
    expect(inlineStylesheets(html, '/docs/', () => '<style></style>')).toBe('<link rel=stylesheet href=/assets/css/a.css><style></style>');
  });
});

describe('styleElement', () => {
  it('refuses a stylesheet that would end the element early, naming the file', () => {
    expect(() => styleElement('a::after{content:"</style>"}', 'build/assets/css/x.css')).toThrow(
      'build/assets/css/x.css: the stylesheet contains "</style"',
    );
  });
});

describe('inlineStylesheetsInBuild', () => {
  it('rewrites every page of the build that links the stylesheet, and only those', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inline-css-'));
    try {
      await mkdir(path.join(dir, 'assets/css'), { recursive: true });
      await mkdir(path.join(dir, 'docs'));
      await writeFile(path.join(dir, 'assets/css/styles.abc.css'), CSS);
      const page = '<head><link rel=stylesheet href=/assets/css/styles.abc.css /></head><body>x</body>';
      await writeFile(path.join(dir, 'index.html'), page);
      await writeFile(path.join(dir, 'docs/guides.html'), page);
      await writeFile(path.join(dir, 'plain.html'), '<p>no stylesheet</p>');
      expect(await inlineStylesheetsInBuild(dir, '/')).toBe(2);
      expect(await readFile(path.join(dir, 'docs/guides.html'), 'utf8')).toBe(`<head><style>${CSS}</style></head><body>x</body>`);
      expect(await readFile(path.join(dir, 'plain.html'), 'utf8')).toBe('<p>no stylesheet</p>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
