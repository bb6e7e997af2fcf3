/**
 * What the coming release adds, held against the pages that name it: a page that tells a reader
 * to use something not released yet says from which date, with `<AvailableFrom name="…" />`
 * (the date and link come from the changelog), in the same paragraph, list item or table row.
 */

/** A name the coming release adds and no released spec has, with the date its entry gives. */
export interface ComingName {
  name: string;
  date: string;
  /**
   * For a field the released spec has on other objects (`metadata`): the objects, in words
   * (`virtual account`), it is new on. Only a sentence naming one of them means the new field.
   */
  on?: string[];
}

/** The sentences of a block that name `name` in backticks. */
const sentencesNaming = (text: string, name: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.includes(`\`${name}\``));

const MARKER = /<AvailableFrom\s+name="([^"]+)"\s*\/>/g;

/** The page's prose in blocks (paragraphs, list items, table rows), fenced code left out, each with its first line. */
function blocksOf(source: string): { text: string; line: number }[] {
  const blocks: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | undefined;
  let fence: string | undefined;
  source.split('\n').forEach((row, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(row)?.[1];
    if (fence) {
      if (opening && opening.startsWith(fence)) fence = undefined;
      return;
    }
    if (opening) {
      fence = opening;
      current = undefined;
      return;
    }
    if (row.trim() === '') {
      current = undefined;
      return;
    }
    if (!current || /^\s*(?:[-*] |\d+\. |\|)/.test(row)) {
      current = { text: row, line: index + 1 };
      blocks.push(current);
    } else current.text += `\n${row}`;
  });
  return blocks;
}

/**
 * Rule `coming-without-date`: a block naming a coming name in backticks carries its marker; rule
 * `available-from-unknown`: a marker names something the coming release adds (else the name was
 * released, or is misspelt, and the marker must go).
 */
export function comingWithoutDate(file: string, source: string, coming: ComingName[], addedByComing: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const block of blocksOf(source)) {
    const marked = new Set([...block.text.matchAll(MARKER)].map((match) => match[1]));
    for (const { name, date, on } of coming) {
      if (!block.text.includes(`\`${name}\``) || marked.has(name)) continue;
      if (on && !sentencesNaming(block.text, name).some((sentence) => on.some((object) => sentence.toLowerCase().includes(object)))) continue;
      const offset = block.text.slice(0, block.text.indexOf(`\`${name}\``)).split('\n').length - 1;
      problems.push(`${file}:${block.line + offset}: names \`${name}\`, which the coming release adds on ${date}, without that date: add <AvailableFrom name="${name}" /> in the same paragraph (rule: coming-without-date${on ? `, new on the ${on.join(', ')}` : ''})`);
    }
    for (const name of marked) {
      if (!addedByComing.has(name)) problems.push(`${file}:${block.line}: <AvailableFrom name="${name}" /> names nothing the coming release adds (released already, or misspelt): remove it (rule: available-from-unknown)`);
    }
  }
  return problems;
}
