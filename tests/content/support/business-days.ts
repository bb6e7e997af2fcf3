/**
 * A count of business days says whose: a scheme's (money between banks) or Ledgerline's own (a
 * review, a card's production, support). A paragraph or table row that counts them names the
 * calendar (a scheme, TARGET2, the Federal Reserve, UK business days) or links the glossary's
 * business day or the payments guide's timing, which say which days count. Problems read
 * `file:line: message (rule: business-days-calendar)`.
 */
const COUNT = /\b(\d+|one|two|three|five|ten) business days?\b/i;
const SAYS_WHOSE = /glossary#business-day|\(#business-day\)|payments#timing|\bscheme\b|TARGET2|Federal Reserve|UK business days/i;

/** Paragraphs and table rows of a page or a spec file (a YAML key starts one too), each with its lines' numbers. */
function blocksOf(source: string): { lines: string[]; first: number }[] {
  const blocks: { lines: string[]; first: number }[] = [];
  let current: { lines: string[]; first: number } | undefined;
  source.split('\n').forEach((line, index) => {
    const row = /^\s*\|/.test(line);
    if (!line.trim() || row || /^\s*[\w-]+:(\s|$)/.test(line)) {
      if (current) blocks.push(current);
      current = undefined;
      if (row) blocks.push({ lines: [line], first: index + 1 });
      else if (line.trim()) current = { lines: [line], first: index + 1 };
      return;
    }
    if (current) current.lines.push(line);
    else current = { lines: [line], first: index + 1 };
  });
  if (current) blocks.push(current);
  return blocks;
}

export function businessDaysProblems(file: string, source: string): string[] {
  return blocksOf(source).flatMap(({ lines, first }) => {
    const text = lines.join(' ');
    const count = COUNT.exec(text);
    if (!count || SAYS_WHOSE.test(text)) return [];
    // The line the count starts on: the block's lines joined by one space each.
    let at = 0;
    const line = lines.findIndex((candidate) => (at += candidate.length + 1) > count.index);
    return [`${file}:${first + line}: "${count[0]}" does not say whose business days: link /docs/glossary#business-day or name the scheme's calendar (rule: business-days-calendar)`];
  });
}
