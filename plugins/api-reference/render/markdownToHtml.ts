import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

// Built once: micromark combines a call's extensions anew each time it is given them.
const options = { extensions: [gfm()], htmlExtensions: [gfmHtml()] };

/**
 * Descriptions repeat across the reference (a shared schema's fields appear under every
 * operation that uses it), so each distinct text is rendered once per build.
 */
const rendered = new Map<string, string>();

/**
 * Renders a description from the OpenAPI document (CommonMark + GFM) to HTML at build time,
 * so the browser needs no Markdown parser. Raw HTML in the source is escaped, not passed through.
 */
export function markdownToHtml(markdown: string | undefined): string | undefined {
  const source = markdown?.trim();
  if (!source) return undefined;
  let html = rendered.get(source);
  if (html === undefined) {
    html = micromark(source, options).trim();
    // A single paragraph renders inline, without the <p> wrapper.
    const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
    if (single && !single[1].includes('<p>')) html = single[1];
    rendered.set(source, html);
  }
  return html;
}
