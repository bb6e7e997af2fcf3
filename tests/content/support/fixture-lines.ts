/**
 * `file:line` of the one line of a fixture that holds `snippet`. Expected messages name a planted
 * mistake by its words rather than by a line number, so a plant added above it shifts nothing.
 */
export function fixtureLine(file: string, text: string, snippet: string): string {
  const lines = text.split('\n').flatMap((line, index) => (line.includes(snippet) ? [index + 1] : []));
  if (lines.length !== 1) throw new Error(`${file}: "${snippet}" is on ${lines.length} lines; name one planted line by words only it holds`);
  return `${file}:${lines[0]}`;
}
