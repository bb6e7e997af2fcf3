/** Text as HTML: the characters that could start markup or end an attribute value, escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain-text description from the spec as HTML: its `code spans` become `<code>`, the rest stays text. */
export function inlineCodeHtml(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => (part.length > 2 && part.startsWith('`') && part.endsWith('`') ? `<code>${escapeHtml(part.slice(1, -1))}</code>` : escapeHtml(part)))
    .join('');
}
