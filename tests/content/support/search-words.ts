/**
 * Checks the readers' words search adds to the docs (plugins/search/readerWords.ts): every page
 * and anchor they name exists, the part says the docs' word they stand for, and every term
 * names a page title or heading. Problems read `file:line: message (rule: id)`.
 */
import type { ReaderTerms, ReaderWords } from '../../../plugins/search/readerWords';
import { searchTerms } from '../../../plugins/search/client/engine';
import { docFileOf, sectionsOf } from './sections';

/** An endpoint page: its route's page id and the words its title and description say. */
export interface EndpointPage {
  pageId: string;
  text: string;
}

export interface SearchWordsContext {
  /** Hand-written doc files (`docs/…/x.mdx`). */
  files: string[];
  readFile: (file: string) => string;
  endpoints: EndpointPage[];
}

/** The 1-based line of the data file that first says `needle`, or the first line. */
function lineOf(source: string, needle: string): number {
  const index = source.indexOf(needle);
  return index < 0 ? 1 : source.slice(0, index).split('\n').length;
}

const says = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

/** Reader words no query can reach: search keeps none of their words (stop words, words too short). */
function unsearched(at: string, words: string[]): string[] {
  return words
    .filter((word) => !searchTerms(word))
    .map((word) => `${at}: search drops every word of "${word}" (stop words, words under three letters), so no query reaches it (rule: search-words-searched)`);
}

/** The text of a page (`anchor` undefined) or of one of its parts, and where it is; a problem when either does not exist. */
function placeOf(target: string, context: SearchWordsContext): { text: string; where: string } | { problem: string } {
  const [route, anchor] = target.split('#');
  const file = docFileOf(route, context.files);
  if (file) {
    const source = context.readFile(file);
    if (anchor === undefined) return { text: source, where: file };
    const section = sectionsOf(source).find((candidate) => candidate.anchor === anchor);
    return section ? { text: section.text, where: `${file}:${section.line}` } : { problem: `${file} has no heading with the anchor #${anchor}` };
  }
  const endpoint = context.endpoints.find((candidate) => route === `/docs/${candidate.pageId}`);
  if (!endpoint) return { problem: `${route} is neither a hand-written doc page nor an endpoint page` };
  if (anchor !== undefined) return { problem: `${target}: name an endpoint page whole; its parts are its fields, which readers find by name` };
  return { text: endpoint.text, where: route };
}

export function checkReaderWords(dataFile: string, source: string, readerWords: Record<string, ReaderWords>, context: SearchWordsContext): string[] {
  const problems: string[] = [];
  for (const [target, { means, words }] of Object.entries(readerWords)) {
    const at = `${dataFile}:${lineOf(source, `'${target}'`)}`;
    const place = placeOf(target, context);
    if ('problem' in place) {
      problems.push(`${at}: ${place.problem} (rule: search-words-place)`);
      continue;
    }
    if (!says(place.text, means)) problems.push(`${at}: ${place.where} does not say "${means}", the docs' word these reader words stand for (rule: search-words-means)`);
    if (words.length === 0) problems.push(`${at}: ${target} lists no reader words (rule: search-words-empty)`);
    problems.push(...unsearched(at, words));
  }
  return problems;
}

/** Titles and headings of every hand-written page, as text. */
function headingsOf(context: SearchWordsContext): string[] {
  return context.files.flatMap((file) => {
    const source = context.readFile(file);
    const title = /^title:\s*(.+)$/m.exec(source)?.[1] ?? '';
    return [title, ...source.split('\n').filter((line) => /^#{1,6}\s/.test(line))];
  });
}

export function checkReaderTerms(dataFile: string, source: string, { terms, skipped }: ReaderTerms, context: SearchWordsContext): string[] {
  const problems: string[] = [];
  const headings = headingsOf(context);
  for (const [term, words] of Object.entries(terms)) {
    const at = `${dataFile}:${lineOf(source, `${/^[a-z]+$/i.test(term) ? term : `'${term}'`}: [`)}`;
    const pattern = new RegExp(`(^|[^a-z0-9_])${term}`, 'i');
    if (!headings.some((heading) => pattern.test(heading))) problems.push(`${at}: no page title or heading names "${term}", so its reader words reach no page (rule: search-terms-heading)`);
    if (words.length === 0) problems.push(`${at}: "${term}" lists no reader words (rule: search-words-empty)`);
    problems.push(...unsearched(at, words));
  }
  for (const route of skipped) {
    if (!docFileOf(route, context.files)) problems.push(`${dataFile}:${lineOf(source, `'${route}'`)}: skips ${route}, which is no hand-written doc page (rule: search-words-place)`);
  }
  return problems;
}
