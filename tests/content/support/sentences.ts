/** The sentences of each paragraph of `text`, each with the 1-based line it starts on; `boundary` is where one sentence ends and the next begins. */
export function sentences(text: string, boundary: RegExp = /(?<=[.!?])\s+/): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const lines = text.split('\n');
  let start = 0;
  const flush = (end: number) => {
    const paragraph = lines.slice(start, end).join('\n');
    let offset = 0;
    for (const sentence of paragraph.split(boundary)) {
      const at = paragraph.indexOf(sentence, offset);
      found.push({ line: start + paragraph.slice(0, at).split('\n').length, text: sentence });
      offset = at + sentence.length;
    }
  };
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      flush(index);
      start = index + 1;
    }
  });
  flush(lines.length);
  return found;
}
