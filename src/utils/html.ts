/** Text as HTML: the characters that could start markup or end an attribute value, escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A piece of a one-line description from the spec: text, a `code span`, or a `[link](href)`. */
export type InlinePart = { text: string } | { code: string } | { label: string; href: string };

const INLINE_MARK = /`([^`]+)`|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/**
 * A one-line description from the spec (an error code's meaning, an enum value's, an event's) split
 * into its text, `code spans` and `[links](href)`: the only Markdown such descriptions carry.
 */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push(match[1] !== undefined ? { code: match[1] } : { label: match[2], href: match[3] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A one-line description from the spec as HTML: its `code spans` become `<code>`, its links `<a>`, the rest stays text. */
export function inlineMarkdownHtml(text: string): string {
  return inlineParts(text)
    .map((part) => {
      if ('code' in part) return `<code>${escapeHtml(part.code)}</code>`;
      if ('href' in part) return `<a href="${escapeHtml(part.href)}">${inlineMarkdownHtml(part.label)}</a>`;
      return escapeHtml(part.text);
    })
    .join('');
}
