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

/** The first sentence of a description (Markdown kept), at most `max` characters. */
export function firstSentence(text: string | undefined, max = 200): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  // A sentence that introduces a list ("One of: - `a`: ...") stops before the list; the values are given apart.
  const list = flat.search(/:\s+- /);
  const end = flat.search(/[.;](\s+(?=[A-Z`(-])|$)/);
  if (list >= 0 && (end < 0 || list < end)) return clip(flat.slice(0, list), max);
  return clip(end >= 0 ? flat.slice(0, end + 1) : flat, max);
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
