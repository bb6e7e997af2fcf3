import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/**
 * Renders a description from the OpenAPI document (CommonMark + GFM) to HTML at build time,
 * so the browser needs no Markdown parser. Raw HTML in the source is escaped, not passed through.
 */
export function markdownToHtml(markdown: string | undefined): string | undefined {
  const source = markdown?.trim();
  if (!source) return undefined;
  const html = micromark(source, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }).trim();
  // A single paragraph renders inline, without the <p> wrapper.
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1].includes('<p>') ? single[1] : html;
}
