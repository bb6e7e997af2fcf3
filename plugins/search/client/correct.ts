// cspell:ignore depostis glosary limt debitcard ratelimit walet retrys crad deposiz
/**
 * Spelling correction against the site's own words (`vocabulary.json`, written with the index).
 * Pagefind matches a query word as the start of indexed words and has no fuzzy matching, so a
 * word with a typo ("depostis", "glosary") finds nothing, or a stray page through a stemmed
 * fragment of it; the word one or two edits away that the docs use finds what was meant.
 */

/** Edits allowed: one for a short word, two from eight letters on. */
export const maxEdits = (word: string) => (word.length >= 8 ? 2 : 1);

/** Optimal string alignment distance (Levenshtein plus swapping two neighbours), stopping past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The word the reader most likely meant, or `undefined` when the word is one the docs use (or
 * the start of one: the reader may still be typing) or nothing is close. `vocabulary` lists the
 * docs' words most used first, so of equally close words the commoner wins.
 */
export function correction(typed: string, vocabulary: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  if (vocabulary.some((known) => known.startsWith(word))) return undefined;
  const limit = maxEdits(word);
  // Of equally close words, one that has every typed letter in order comes first: a letter left
  // out is the commonest slip ("limt" is "limit", though "list" is as close and more used).
  const rank = (known: string, distance: number) => distance * 2 + (lettersInOrder(word, known) ? 0 : 1);
  let best: { word: string; rank: number } | undefined;
  for (const known of vocabulary) {
    if (word.length <= MAX_WORD_OF_OTHER_LETTER && isOtherLetter(word, known)) continue;
    const distance = editDistance(word, known, limit);
    if (distance <= limit && (!best || rank(known, distance) < best.rank)) best = { word: known, rank: rank(known, distance) };
  }
  return best?.word;
}

/**
 * The longest word not corrected to one that differs from it by one letter in its place: a short
 * word so close to a known one ("lease" and "least", "march" and "match", "night" and "right") is
 * another English word more often than a slip, where a letter left out, one too many or two swapped
 * ("walet", "retrys", "crad") are slips. A longer word ("deposiz") is a slip.
 */
const MAX_WORD_OF_OTHER_LETTER = 5;

/** Whether two words of one length differ in one letter (`MAX_WORD_OF_OTHER_LETTER`). */
function isOtherLetter(typed: string, known: string): boolean {
  if (typed.length !== known.length) return false;
  const differing = [...typed].flatMap((letter, at) => (letter === known[at] ? [] : [at]));
  return differing.length === 1;
}

/** Whether `known` has every letter of `typed`, in the same order. */
function lettersInOrder(typed: string, known: string): boolean {
  let at = 0;
  for (const letter of known) if (letter === typed[at]) at += 1;
  return at === typed.length;
}

/**
 * The word the docs use that `typed` is with two neighbouring letters swapped, at or after
 * `from` ("retires" for "retries"): a slip of the keys that makes a form of another word, which
 * Pagefind's stemming finds ("retire"), so it is never mended as a word the docs lack is.
 * `known` lists words the docs use; `typed` itself being one of them is no slip.
 */
export function transposition(typed: string, known: readonly string[], from = 0): string | undefined {
  const word = typed.toLowerCase();
  if (known.includes(word)) return undefined;
  for (let at = from; at < word.length - 1; at += 1) {
    if (word[at] === word[at + 1]) continue;
    const swapped = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    if (known.includes(swapped)) return swapped;
  }
  return undefined;
}

/** The shortest word of two that a word typed without its space is cut into. */
const MIN_JOINED_PART = 4;

/** Two words the docs use, typed without the space between them ("debitcard", "ratelimit"), as the two words. */
export function separated(typed: string, vocabulary: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  if (!/^[a-z]+$/.test(word)) return undefined;
  const known = new Set(vocabulary);
  for (let at = MIN_JOINED_PART; at <= word.length - MIN_JOINED_PART; at += 1) {
    if (known.has(word.slice(0, at)) && known.has(word.slice(at))) return `${word.slice(0, at)} ${word.slice(at)}`;
  }
  return undefined;
}
