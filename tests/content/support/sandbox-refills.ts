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

const REFILL_LINK = '](/docs/digital-wallets-controller-refill-wallet)';

/**
 * Rule `sandbox-entry-refill`: a changelog entry about sandbox behaviour that links the refill
 * operation names the refill the sandbox refuses, so its list of changed requests and what to do
 * cannot leave it out.
 */
export function sandboxEntriesWithoutRefill(file: string, text: string, refused: string): string[] {
  const lines = text.split('\n');
  const headings = lines.flatMap((line, index) => (line.startsWith('### ') ? [index] : []));
  return headings.flatMap((start, i) => {
    const end = headings[i + 1] ?? lines.findIndex((line, index) => index > start && line.startsWith('## '));
    const body = lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
    const aboutSandbox = /sandbox/i.test(lines[start]);
    const stated = body.split('\n\n').filter((block) => block.includes(`\`${refused}\``));
    const missing = !stated.some((block) => /^This changes/.test(block.trim())) || !stated.some((block) => block.trim().startsWith('**What you need to do.**'));
    return aboutSandbox && body.includes(REFILL_LINK) && missing
      ? [`${file}:${start + 1}: "${lines[start].slice(4)}" links Refill a wallet but its list of changed sandbox requests or its what to do leaves out the refill the sandbox refuses (exactly \`${refused}\`, the refill operation's description) (rule: sandbox-entry-refill)`]
      : [];
  });
}
