import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// What the served build contains, read from disk so tests can pick real pages
// (e.g. one with tabs) without naming content that may move.
export const BUILD_DIR = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

/** URLs of every page in the sitemap, on the production host, in sitemap order. */
export function sitemapUrls(): string[] {
  const sitemap = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
}

/** Paths of every page in the sitemap, in sitemap order. */
export function sitemapPaths(): string[] {
  return sitemapUrls().map((loc) => new URL(loc).pathname);
}

/** Doc pages of the sitemap, each with a Markdown twin: everything under /docs except the docs home (a React page) and the tag index pages. */
export function docPagePaths(): string[] {
  return sitemapPaths().filter((pagePath) => pagePath.startsWith('/docs/') && !pagePath.startsWith('/docs/tags'));
}

/** The file a clean URL is served from (deploy/nginx.conf: $uri, $uri.html). */
export function htmlFileOf(pagePath: string): string {
  return path.join(BUILD_DIR, pagePath === '/' ? 'index.html' : `${pagePath}.html`);
}

/** The page's title as its built HTML shows it: its h1, tags stripped. */
export function titleOf(pagePath: string): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(readFileSync(htmlFileOf(pagePath), 'utf8'))?.[1] ?? '';
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
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
  // The page template names the start-up bundles in its loader script's data-bundles.
  const src = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)?.[0];
  if (!src) throw new Error(`${BUILD_DIR}/index.html: no /assets/js/main.<hash>.js script`);
  return src;
}

/** The site's hashed stylesheet (pages carry its text inline; the file stays for anything that links it). */
export function hashedStylesheet(): string {
  const file = readdirSync(path.join(BUILD_DIR, 'assets/css')).find((name) => /^styles\.[0-9a-f]+\.css$/.test(name));
  if (!file) throw new Error(`${BUILD_DIR}/assets/css: no styles.<hash>.css`);
  return `/assets/css/${file}`;
}

export function allHtmlFiles(dir = BUILD_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
