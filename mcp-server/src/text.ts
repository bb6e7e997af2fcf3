const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML (an excerpt with `<mark>`) as plain text: tags dropped, entities decoded, spaces collapsed. */
export function cleanText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    // Inline code and links leave a space before the punctuation that followed them.
    .replace(/ ([.,:;)])(?=\s|$)/g, '$1')
    .replace(/\( /g, '(')
    .trim();
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The Levenshtein distance, for "nearest matches". */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * How much of a wanted name is compared: the edit distance costs its length times each name's,
 * so an input far longer than any name (which could match none anyway) is cut to this.
 */
export const MAX_COMPARED_LENGTH = 120;

/** The names nearest to `wanted`: containing it (or contained) first, then by edit distance. */
export function nearest(wanted: string, names: readonly string[], count = 5): string[] {
  const key = squash(wanted.slice(0, MAX_COMPARED_LENGTH * 4)).slice(0, MAX_COMPARED_LENGTH);
  return names
    .map((name) => {
      const other = squash(name);
      const contains = key.length >= 3 && (other.includes(key) || key.includes(other));
      return { name, score: (contains ? 0 : 100) + editDistance(key, other) / Math.max(1, Math.max(key.length, other.length)) };
    })
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map((entry) => entry.name);
}

const inlineText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`|\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Markdown as the sentences a reader reads: no code blocks, headings or table header rows; a
 * table row (its cells joined by dashes) or a list item is one unit, a paragraph is split into
 * sentences; links and marks are reduced to their text.
 */
export function readableSentences(markdown: string): string[] {
  const lines = markdown.split('\n');
  const units: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) units.push(...inlineText(paragraph.join(' ')).split(/(?<=[.!?])\s+(?=[A-Z(])/));
    paragraph = [];
  };
  let fenced = false;
  lines.forEach((line, index) => {
    const separator = (text: string | undefined) => text !== undefined && /^\|?\s*:?-{3,}/.test(text);
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || /^\s*(```|~~~)/.test(line) || /^#{1,6}\s/.test(line) || separator(line) || separator(lines[index + 1]) || line.trim() === '') return flush();
    if (line.startsWith('|')) {
      flush();
      units.push(inlineText(line.split(/(?<!\\)\|/).map((cell) => cell.trim()).filter(Boolean).join(' — ')));
    } else if (/^\s*[-*]\s+/.test(line)) {
      flush();
      paragraph = [line.replace(/^\s*[-*]\s+/, '')];
    } else paragraph.push(line);
  });
  flush();
  return units.filter(Boolean);
}

const QUERY_STOP_WORDS = new Set(['the', 'and', 'for', 'how', 'what', 'which', 'does', 'with', 'when', 'why', 'can', 'are', 'this', 'that', 'from', 'into', 'your']);

/** The sentence of a section that answers a query best (most of its words), with the next one when it is short; none when no sentence has a word of it. */
export function bestSentence(markdown: string, query: string): string | undefined {
  const sentences = readableSentences(markdown);
  if (sentences.length === 0) return undefined;
  const words = [...new Set(query.toLowerCase().split(/[^a-z0-9_.-]+/).filter((word) => word.length >= 3 && !QUERY_STOP_WORDS.has(word)))].map((word) =>
    word.length > 6 ? word.slice(0, 6) : word,
  );
  let best = -1;
  let bestScore = 0;
  sentences.forEach((sentence, index) => {
    const lower = sentence.toLowerCase();
    const score = words.filter((word) => lower.includes(word)).length;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  // No sentence says a word of the query: the search's own excerpt says why the section matched.
  if (best < 0) return undefined;
  const sentence = sentences[best];
  return sentence.length < 90 && sentences[best + 1] ? `${sentence} ${sentences[best + 1]}` : sentence;
}
