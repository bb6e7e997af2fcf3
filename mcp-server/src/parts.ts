/** No answer is longer than this without being cut into parts (the benchmark checks 25 KB). */
export const MAX_ANSWER_BYTES = 24_000;
/** Bytes kept free in a part for the note that says where the next one starts. */
export const CONTINUATION_ROOM = 160;
/** The default size of one part of a page. */
export const DEFAULT_PART_BYTES = 12_000;

export interface Part {
  text: string;
  /** Where the next part starts (characters into the whole text), when there is one. */
  nextOffset?: number;
  total: number;
}

/**
 * The part of `text` that starts at `offset` and fits in `maxBytes` (UTF-8), cut before a
 * heading or at a line end where one is near, so that a table row or code line is never split.
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
    // Before a heading in the part's second half, else at its last line end.
    let heading = text.lastIndexOf('\n#', end - 1);
    // A heading that only heads the next one goes with it (`## Responses` before `### 201`).
    for (let before = text.lastIndexOf('\n', heading - 1); heading > 0 && before >= start && text[before + 1] === '#'; before = text.lastIndexOf('\n', before - 1)) heading = before;
    const lineEnd = text.lastIndexOf('\n', end - 1);
    const half = start + (end - start) / 2;
    if (heading > half) end = heading + 1;
    else if (lineEnd > half) end = lineEnd + 1;
  }
  return { text: text.slice(start, end), ...(end < text.length ? { nextOffset: end } : {}), total: text.length };
}

/** The note that closes a cut answer: how to ask for the rest. */
export const continuation = (part: Part, how: string) =>
  part.nextOffset === undefined ? '' : `\n\n[Part ends at character ${part.nextOffset} of ${part.total}. Next part: ${how.replace('{offset}', String(part.nextOffset))}]`;
