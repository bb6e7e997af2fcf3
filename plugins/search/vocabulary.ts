import { WORD_LIST_PARTS, wordListPartOf } from './client/bundle';
import type { SearchPage } from './records';

/** Words shorter than this are not corrected, so they are left out. */
export const MIN_VOCABULARY_WORD = 4;

/**
 * The words a page's record holds, as the search box may correct a query to them: lower case,
 * split at anything but letters, digits and `_` (so `insufficient_funds` stays one word).
 */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9_]+/)
    .filter((word) => word.length >= MIN_VOCABULARY_WORD && /^[a-z]/.test(word));
}

/** Counts the words of pages as they are indexed; `words()` lists them, most used first. */
export class VocabularyCounter {
  private readonly counts = new Map<string, number>();

  add(page: SearchPage): void {
    const texts = [
      page.title,
      page.description,
      page.intro,
      ...page.aliases,
      ...(page.questions ?? []),
      ...page.sections.flatMap((section) => [section.title, section.text, section.fields ?? '', ...(section.readerWords ?? []), ...(section.questions ?? [])]),
    ];
    for (const word of texts.flatMap(wordsOf)) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
  }

  words(): string[] {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
  }
}

/** The word list in WORD_LIST_PARTS parts (`wordListPartOf`), each in the list's order; a part no word falls in is empty. */
export function wordListParts(words: readonly string[]): string[][] {
  const parts: string[][] = Array.from({ length: WORD_LIST_PARTS }, () => []);
  for (const word of words) parts[wordListPartOf(word)].push(word);
  return parts;
}
