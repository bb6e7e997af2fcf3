/** Small text helpers for the Markdown exports. */

/** Collapses a paragraph (or several) onto one line, for table cells and list items. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Root-relative Markdown link targets (`](/docs/x)`) become absolute, so they work outside the site. */
export function absoluteLinks(markdown: string, siteUrl: string): string {
  return markdown.replace(/\]\((\/(?!\/)[^)\s]*)/g, (_whole, target: string) => `](${siteUrl.replace(/\/$/, '')}${target}`);
}

/** A GFM table; pipes and line breaks inside cells are escaped or collapsed. */
export function table(headers: string[], rows: string[][]): string {
  const cell = (text: string) => oneLine(text).replace(/\|/g, '\\|');
  return [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/**
 * The first sentence of a description, for one-line summaries. A sentence ends at `.`, `!` or
 * `?` followed by a space and a capital letter (or code, a link, emphasis), outside inline
 * code; abbreviations such as "e.g." are followed by lower case and so do not end it.
 */
export function firstSentence(text: string): string {
  const flat = oneLine(text);
  let inCode = false;
  for (let index = 0; index < flat.length; index += 1) {
    const char = flat[index];
    if (char === '`') inCode = !inCode;
    if (!inCode && /[.!?]/.test(char) && /^ [A-Z`[*_(]/.test(flat.slice(index + 1, index + 3))) return flat.slice(0, index + 1);
  }
  return flat;
}
