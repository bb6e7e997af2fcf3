/**
 * What the sandbox's funding account allows: it never runs out, except that one refill amount is
 * refused as if it had (the refill operation's description states which). A sentence that calls
 * sandbox refills or the funding account unlimited must name that amount too.
 */

/** The refill amount the sandbox refuses, as the refill operation's description states it. */
export function refusedRefill(description: string): string {
  const match = /a refill of\s+exactly `(\d+)`/.exec(description);
  if (!match) throw new Error('the refill operation no longer states the refill the sandbox refuses as "a refill of exactly `<amount>`"');
  return match[1];
}

const UNLIMITED = /\b(?:refills?|funding(?: account)?)\b(?:(?!\n\n)[^.|]){0,40}?\b(?:is |are )?unlimited\b/gi;

/** The paragraph (text between blank lines) or, on a table row, the row around `index`. */
function blockAround(text: string, index: number): string {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = text.indexOf('\n', index) === -1 ? text.length : text.indexOf('\n', index);
  if (text.slice(lineStart, lineEnd).trimStart().startsWith('|')) return text.slice(lineStart, lineEnd);
  const start = text.lastIndexOf('\n\n', index);
  const end = text.indexOf('\n\n', index);
  return text.slice(start === -1 ? 0 : start, end === -1 ? text.length : end);
}

/** Rule `sandbox-refill-limit`: every "unlimited" claim about sandbox refills names the refused amount in its paragraph or table row. */
export function unlimitedRefillClaims(file: string, text: string, refused: string): string[] {
  return [...text.matchAll(UNLIMITED)]
    .filter((match) => !blockAround(text, match.index).includes(refused))
    .map((match) => `${file}:${text.slice(0, match.index).split('\n').length}: "${match[0]}" without the one refill the sandbox refuses (exactly \`${refused}\`, the refill operation's description) in the same paragraph or table row (rule: sandbox-refill-limit)`);
}
