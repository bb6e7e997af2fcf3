import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// What the served build contains, read from disk so tests can pick real pages
// (e.g. one with tabs) without naming content that may move.
export const BUILD_DIR = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

/** Paths of every page in the sitemap, in sitemap order. */
export function sitemapPaths(): string[] {
  const sitemap = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

/** The file a clean URL is served from (deploy/nginx.conf: $uri, $uri.html). */
export function htmlFileOf(pagePath: string): string {
  return path.join(BUILD_DIR, pagePath === '/' ? 'index.html' : `${pagePath}.html`);
}

/** First sitemap page whose HTML matches, e.g. /role="tab"/. */
export function firstPageWhoseHtmlMatches(pattern: RegExp): string | undefined {
  return sitemapPaths().find((pagePath) => pattern.test(readFileSync(htmlFileOf(pagePath), 'utf8')));
}

/** Pages under a route prefix, in sitemap order. */
export function pagesUnder(prefix: string): string[] {
  return sitemapPaths().filter((pagePath) => pagePath.startsWith(prefix) && pagePath !== prefix.replace(/\/$/, ''));
}

/** One hashed bundle the home page loads. */
export function hashedScriptOfHomePage(): string {
  const html = readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8');
  const src = /<script[^>]*\bsrc="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  if (!src) throw new Error(`${BUILD_DIR}/index.html: no /assets/js/main.<hash>.js script`);
  return src;
}

export function hashedStylesheetOfHomePage(): string {
  const html = readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8');
  const href = /<link[^>]*\bhref="?(\/assets\/css\/[^"\s>]+\.css)/.exec(html)?.[1];
  if (!href) throw new Error(`${BUILD_DIR}/index.html: no /assets/css/*.css stylesheet`);
  return href;
}

export function allHtmlFiles(dir = BUILD_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
