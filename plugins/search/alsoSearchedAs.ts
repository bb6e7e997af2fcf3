// cspell:ignore depositreceived
import { STATUS_CODES } from 'node:http';
import type { SearchPage, SearchSection } from './records';
import { inSearchedWords, stem } from './client/engine';
import type { ReaderTerms, ReaderWords } from './readerWords';

/**
 * A place of the docs that a reader's words are added to: a page (`/docs/guides/withdrawals`),
 * or a part of it (`/docs/guides/withdrawals#timing`).
 */
export type SearchTarget = string;

/**
 * The pages with each place's reader words (readerWords.ts) added where search indexes it: a
 * page's words to its other names, a part's to the part. Fails, naming the place, when a page
 * or part does not exist: the words would silently find nothing.
 */
export function withReaderWords(pages: SearchPage[], readerWords: Record<SearchTarget, ReaderWords>): SearchPage[] {
  const byUrl = new Map(pages.map((page) => [page.url, { ...page, aliases: [...page.aliases], sections: page.sections.map((section) => ({ ...section })) }]));
  for (const [target, said] of Object.entries(readerWords)) {
    // Indexed in the words search reads a query with: "cash out" is searched as "withdrawal".
    const words = said.words.map(inSearchedWords);
    const [url, anchor] = target.split('#');
    const page = byUrl.get(url);
    if (!page) throw new Error(`search: readerWords names ${target}, but no indexed page has the URL ${url}`);
    if (anchor === undefined) {
      page.aliases.push(...words.filter((word) => !page.aliases.includes(word)));
      continue;
    }
    const section = page.sections.find((candidate) => candidate.anchor === anchor);
    if (!section) throw new Error(`search: readerWords names ${target}, but ${url} has no indexed part #${anchor}`);
    section.readerWords = [...(section.readerWords ?? []), ...words];
  }
  return [...byUrl.values()];
}

const termPattern = (term: string) => new RegExp(`(^|[^a-z0-9_])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');

/**
 * The pages with the readers' words for each of the docs' terms (readerWords.ts) added to every
 * page whose title, and every part whose heading, names the term ("Withdrawals", "Test it in the
 * sandbox"): the reader who says "cash out" or "test mode" finds each part about it, as one who
 * says "withdrawal" or "sandbox" does. Pages in `skipped` (the changelog, named for changes) keep
 * their words.
 */
export function withReaderTerms(pages: SearchPage[], { terms, skipped }: ReaderTerms): SearchPage[] {
  const matchers = Object.entries(terms).map(([term, words]) => ({ pattern: termPattern(term), words: words.map(inSearchedWords) }));
  const wordsFor = (title: string) => matchers.filter(({ pattern }) => pattern.test(title)).flatMap(({ words }) => words);
  return pages.map((page) => {
    if (skipped.includes(page.url)) return page;
    const sections = page.sections.map((section) => {
      const words = section.type === 'heading' ? wordsFor(section.title) : [];
      return words.length > 0 ? { ...section, readerWords: [...new Set([...(section.readerWords ?? []), ...words])] } : section;
    });
    const titleWords = wordsFor(page.title);
    return { ...page, aliases: [...new Set([...page.aliases, ...titleWords])], titleReaderWords: titleWords.length > 0 ? titleWords : undefined, sections };
  });
}

/** How many codes of one status its rows take its name; with more, the catalogue that lists them takes it. */
export const MAX_CODES_NAMED = 3;

const STATUS = /^(\d{3})\b/;

/**
 * HTTP status names ("unprocessable entity", "too many requests"), which readers type with the
 * status or instead of it, added where the docs list that status: the error catalogue's rows
 * (an entry whose text starts with its status, as `422 Insufficient funds…`). A status of a few
 * codes is named on each of them ("403 forbidden" finds `permission_denied`), and the status of one
 * code with its number ("500" finds `internal_error`); one that many codes share is named, with its
 * number, on the part the rows are listed under, which is the answer to "what is a 422".
 */
export function withStatusNames(pages: SearchPage[]): SearchPage[] {
  return pages.map((page) => {
    const sections = page.sections.map((section) => ({ ...section }));
    const statusOf = (section: SearchSection) => (section.type === 'entry' ? STATUS.exec(section.text)?.[1] : undefined);
    const codesPerStatus = new Map<string, number>();
    for (const section of sections) {
      const status = statusOf(section);
      if (status && STATUS_CODES[status]) codesPerStatus.set(status, (codesPerStatus.get(status) ?? 0) + 1);
    }
    if (codesPerStatus.size === 0) return page;
    let heading: SearchSection | undefined;
    for (const section of sections) {
      if (section.type === 'heading') heading = section;
      const status = statusOf(section);
      const count = status ? codesPerStatus.get(status) : undefined;
      if (!status || !count) continue;
      // A status of one code is that code ("500" is `internal_error`): its number is a name of the
      // row, as the status's name is (in the row's text it weighs as little as a 500 quoted as an
      // amount). A status of a few codes is said by each, and asked about as the part that lists them.
      const onRow = count <= MAX_CODES_NAMED || !heading;
      const holder = onRow ? section : heading!;
      const named = onRow && count > 1 ? `${STATUS_CODES[status]}` : `${status} ${STATUS_CODES[status]}`;
      if (!holder.readerWords?.includes(named)) holder.readerWords = [...(holder.readerWords ?? []), named];
    }
    // A status no code has ("502", "413") is one of the classes the page explains ("4xx when the
    // request cannot succeed as sent, 5xx when something failed on our side"): its number names
    // the part that says the most classes (the first of those), not one that says "a 5xx" in passing.
    const classesOf = (section: SearchSection) => new Set([...section.text.matchAll(/\b([1-5])xx\b/g)].map((match) => match[1]));
    const explaining = sections.filter((section) => section.type === 'heading').reduce<SearchSection | undefined>((best, section) => (classesOf(section).size > (best ? classesOf(best).size : 0) ? section : best), undefined);
    if (explaining) {
      const statuses = [...statusesWithoutCodes(codesPerStatus)].filter(([statusClass]) => classesOf(explaining).has(statusClass)).flatMap(([, named]) => named);
      explaining.readerWords = [...new Set([...(explaining.readerWords ?? []), ...statuses])];
    }
    return { ...page, sections };
  });
}

/** The error statuses of HTTP (4xx and 5xx) that no code of the catalogue has, by their class's digit. */
function statusesWithoutCodes(codesPerStatus: ReadonlyMap<string, number>): Map<string, string[]> {
  const byClass = new Map<string, string[]>();
  for (const status of Object.keys(STATUS_CODES).filter((code) => /^[45]\d\d$/.test(code) && !codesPerStatus.has(code))) {
    byClass.set(status[0], [...(byClass.get(status[0]) ?? []), status]);
  }
  return byClass;
}

/** The id Docusaurus makes of a heading ("2. Receive the deposit.received event" → `2-receive-the-depositreceived-event`). */
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9\s-]/g, '').trim().replace(/\s+/g, '-');

/**
 * A heading's own id (`{#provisional-credit}` on "Crediting the cardholder while a dispute runs")
 * is the short name its author gave the part: added to the part as a name of it when it says a
 * word the heading does not. An id made from the heading, the id of a name from the API (an
 * event's payload) and the ids of pages in `skipped` (the changelog's, named for a change) add nothing.
 */
export function withAnchorNames(pages: SearchPage[], skipped: readonly string[] = []): SearchPage[] {
  return pages.map((page) => {
    if (page.kind === 'Endpoint' || skipped.includes(page.url)) return page;
    const sections = page.sections.map((section) => {
      if (section.type !== 'heading' || section.anchor === slugOf(section.title) || /[_.]/.test(section.title)) return section;
      const said = new Set(section.title.split(/[^A-Za-z]+/).filter(Boolean).map(stem));
      const named = section.anchor.split(/[^a-z]+/i).filter((word) => /^[a-z]{2,}$/i.test(word));
      if (named.length === 0 || named.every((word) => said.has(stem(word)))) return section;
      const anchorName = named.join(' ');
      return { ...section, anchorName, readerWords: [...new Set([...(section.readerWords ?? []), anchorName])] };
    });
    return { ...page, sections };
  });
}
