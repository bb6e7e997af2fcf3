/** The folder of the build that holds the search index, under the site's base URL. */
export const SEARCH_BUNDLE_DIR = 'pagefind';

/** Pagefind's browser API, loaded by the search dialog on first open. */
export const SEARCH_SCRIPT_PATH = `/${SEARCH_BUNDLE_DIR}/pagefind.js`;

/** The docs' words, most used first, written beside the index for spelling correction (plugins/search/vocabulary.ts). */
export const SEARCH_VOCABULARY_FILE = 'vocabulary.json';

/**
 * The word list is also written in parts, each holding every word that starts with one of a
 * few three-letter starts: the part of a typed word says whether the docs use a word it starts
 * (a reader still typing) for about 0.1 KiB gzip, where the whole list is 9 KiB.
 * Every part is written, empty or not, so that no request for one fails.
 */
export const WORD_LIST_PARTS = 128;

/** The letters a word's part is chosen by: every word that starts with the same ones is in it. */
export const WORD_LIST_PART_KEY_LENGTH = 3;

/** The part of the word list that holds every word starting as `word` does (`word` of WORD_LIST_PART_KEY_LENGTH letters or more). */
export function wordListPartOf(word: string): number {
  let hash = 0;
  for (const char of word.slice(0, WORD_LIST_PART_KEY_LENGTH).toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % WORD_LIST_PARTS;
}

/** The file of a part of the word list, beside SEARCH_VOCABULARY_FILE. */
export const wordListPartFile = (part: number) => `words/${part}.json`;
