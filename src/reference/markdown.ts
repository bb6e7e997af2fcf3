import fs from 'node:fs';
import path from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

const DOCS_DIR = path.resolve('docs');

/** A Markdown link to a docs route: text, route, optional anchor. */
const DOC_LINK = /\[([^\]]+)\]\((\/docs\/[^)\s#]+)(#[^)\s]*)?\)/g;

/** Whether a docs route will exist in this build: a hand-written doc, or a generated reference page. */
export function docRouteExists(route: string, docsDir = DOCS_DIR): boolean {
  const docId = route.replace(/#.*$/, '').replace(/^\/docs\//, '').replace(/\/$/, '');
  if (/^[^/]+-controller-[^/]+$|^categories-[^/]+$/.test(docId)) return true;
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((ext) => fs.existsSync(path.join(docsDir, `${docId}${ext}`)));
}

/**
 * Keeps the text of links to docs that are not written yet (the build fails on broken
 * links); the link comes back on the first build after the doc exists.
 */
export function unlinkMissingDocs(markdown: string, exists: (route: string) => boolean = docRouteExists): string {
  return markdown.replace(DOC_LINK, (link, text: string, route: string) => (exists(route) ? link : text));
}

/**
 * Renders a description from the OpenAPI document (CommonMark + GFM) to HTML at
 * generation time, so the browser needs no Markdown parser. Raw HTML in the source
 * is escaped, not passed through.
 */
export function markdownToHtml(markdown: string | undefined): string | undefined {
  const source = markdown?.trim();
  if (!source) return undefined;
  const html = micromark(unlinkMissingDocs(source), { extensions: [gfm()], htmlExtensions: [gfmHtml()] }).trim();
  // A single paragraph renders inline, without the <p> wrapper.
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1].includes('<p>') ? single[1] : html;
}
