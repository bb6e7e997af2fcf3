/** The paragraph (text between blank lines) or, on a table row, the row around `index`. */
export function blockAround(text: string, index: number): string {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = text.indexOf('\n', index) === -1 ? text.length : text.indexOf('\n', index);
  const line = text.slice(lineStart, lineEnd);
  if (line.trimStart().startsWith('|')) return line;
  const start = text.lastIndexOf('\n\n', index);
  const end = text.indexOf('\n\n', index);
  return text.slice(start === -1 ? 0 : start, end === -1 ? text.length : end);
}
