/** No answer is longer than this without being cut into parts (the benchmark checks 25 KB). */
export const MAX_ANSWER_BYTES = 24_000;
/** The default size of one part of a page. */
export const DEFAULT_PART_BYTES = 12_000;

export interface Part {
  text: string;
  /** Where the next part starts (characters into the whole text), when there is one. */
  nextOffset?: number;
  total: number;
}

/**
 * The part of `text` that starts at `offset` and fits in `maxBytes` (UTF-8), cut at a line end
 * where one is near, so that a table row or code line is never split.
 */
export function partOf(text: string, offset: number, maxBytes: number): Part {
  const start = Math.max(0, Math.min(offset, text.length));
  let end = start;
  let bytes = 0;
  while (end < text.length) {
    const size = Buffer.byteLength(text[end]);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += 1;
  }
  if (end < text.length) {
    const lineEnd = text.lastIndexOf('\n', end);
    if (lineEnd > start + (end - start) / 2) end = lineEnd + 1;
  }
  return { text: text.slice(start, end), ...(end < text.length ? { nextOffset: end } : {}), total: text.length };
}

/** The note that closes a cut answer: how to ask for the rest. */
export const continuation = (part: Part, how: string) =>
  part.nextOffset === undefined ? '' : `\n\n[Part ends at character ${part.nextOffset} of ${part.total}. Next part: ${how.replace('{offset}', String(part.nextOffset))}]`;
