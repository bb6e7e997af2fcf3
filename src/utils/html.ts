/** Text as HTML: the characters that could start markup or end an attribute value, escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A plain-text description from the spec split at its `code spans`: the text between them at
 * even indexes, each span's code (without the backticks) at the odd ones.
 */
export const splitCodeSpans = (text: string): string[] => text.split(/`([^`]+)`/);

/** A plain-text description from the spec as HTML: its `code spans` become `<code>`, the rest stays text. */
export function inlineCodeHtml(text: string): string {
  return splitCodeSpans(text)
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}
