import { readFileSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The stylesheet link the page template writes, as the HTML minifier leaves it. */
const STYLESHEET_LINK = /<link\b[^>]*\brel=(["']?)stylesheet\1[^>]*>/gi;
const HREF = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * The `<style>` element of a stylesheet's text. A stylesheet cannot close the element early
 * (the HTML parser ends it at the first `</style`); the minifier never writes that sequence,
 * but a hand-written `content: "</style>"` would.
 */
export function styleElement(css: string, file: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${file}: the stylesheet contains "</style", which would end an inline <style> element early`);
  return `<style>${css}</style>`;
}

/**
 * A page's HTML with its own stylesheets inline: each `<link rel=stylesheet>` to a file under
 * `{baseUrl}assets/css/` becomes a `<style>` with the file's text (`readCss` maps an href to it).
 * Other links stay.
 */
export function inlineStylesheets(html: string, baseUrl: string, readCss: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const match = HREF.exec(link);
    const href = match?.[1] ?? match?.[2] ?? match?.[3];
    if (!href?.startsWith(`${baseUrl}assets/css/`)) return link;
    return readCss(href);
  });
}

/**
 * Puts the site's stylesheet into every built page. On a first visit the page then paints from
 * its HTML alone: a linked stylesheet is a request the first paint waits for, a whole round trip
 * on a phone network (throttled phone: first paint 1.6 → 0.9 s). Pages reached by client-side
 * navigation never load the file either way: it belongs to the start-up chunk.
 *
 * Other plugins read the built pages after the build, as this runs: each page is replaced whole
 * (written beside it, then renamed over it), never seen half-written.
 */
export async function inlineStylesheetsInBuild(outDir: string, baseUrl: string): Promise<number> {
  const styles = new Map<string, string>();
  const readCss = (href: string): string => {
    let style = styles.get(href);
    if (style === undefined) {
      const file = path.join(outDir, href.slice(baseUrl.length));
      style = styleElement(readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
      styles.set(href, style);
    }
    return style;
  };
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  let pages = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    const inlined = inlineStylesheets(html, baseUrl, readCss);
    if (inlined === html) continue;
    await writeFile(`${file}.tmp`, inlined);
    await rename(`${file}.tmp`, file);
    pages += 1;
  }
  return pages;
}
