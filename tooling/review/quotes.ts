import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Checks a review round's findings against the build: each quote must occur, word for word, in
 * what a developer gets (the pages' Markdown twins, openapi.json, the Postman collection,
 * llms.txt and llms-full.txt, the changelog feed), and where the finding names a page, on that page.
 */

export interface Quote {
  /** The words as the reviewer read them. */
  text: string;
  /** Where: a page's path (`/docs/guides/wallets`) or a shipped file (`/openapi.json`); optional. */
  where?: string;
}

export interface Finding {
  id: string;
  /** hard: two statements cannot both be true; soft: looser, stricter, ambiguous, or an example breaks a rule; gap: a question never answered. */
  kind: 'hard' | 'soft' | 'gap';
  /** The pass that found it: operation, status, event, error, limit, changelog, examples. */
  pass?: string;
  summary: string;
  quotes: Quote[];
}

export interface Round {
  round: number | string;
  findings: Finding[];
}

/** A shipped file as the reader gets it: its site path and its text (JSON files as their strings, one a line). */
export interface CorpusFile {
  path: string;
  text: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The words without Markdown's marks, for a quote copied from a rendered page: links keep their text, code and emphasis lose their marks. */
const plain = (text: string) =>
  collapse(
    text
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`+/g, '')
      .replace(/\*\*?|__/g, '')
      .replace(/\\([\\`*_[\]()#+\-.!|])/g, '$1'),
  );

function jsonStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => jsonStrings(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => jsonStrings(item, out));
  return out;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** What a review reads, from a build folder: every `.md` twin, the JSON downloads as their strings, llms*.txt and the Atom feeds. */
export function readCorpus(buildDir: string): CorpusFile[] {
  return walk(buildDir)
    .map((file) => ({ file, site: `/${path.relative(buildDir, file).split(path.sep).join('/')}` }))
    .filter(({ site }) => /\.(md|xml|txt)$/.test(site) || site === '/openapi.json' || /\.postman_collection\.json$/.test(site))
    .filter(({ site }) => !/^\/(sitemap\.xml|robots\.txt|pagefind\/)/.test(site))
    .map(({ file, site }) => {
      const raw = readFileSync(file, 'utf8');
      return { path: site, text: site.endsWith('.json') ? jsonStrings(JSON.parse(raw)).join('\n') : raw };
    });
}

/** `/docs/guides/wallets` (or with `.md`, `.html`, a trailing slash or an anchor) -> the twin's path; a file's path stays. */
const normaliseWhere = (where: string) => {
  const bare = where.replace(/^https?:\/\/[^/]+/, '').replace(/[#?].*$/, '').replace(/\/$/, '');
  if (/\.(json|xml|txt|md)$/.test(bare)) return bare;
  return `${bare.replace(/\.html$/, '')}.md`;
};

export interface QuoteResult {
  finding: string;
  quote: string;
  /** The shipped files it occurs in; empty when none. */
  foundIn: string[];
  /** Whether it had to be matched without Markdown's marks. */
  plainOnly: boolean;
  /** The page the finding names, when the quote is not on it. */
  notOn?: string;
}

export function checkQuotes(round: Round, corpus: CorpusFile[]): QuoteResult[] {
  const exact = corpus.map((file) => ({ path: file.path, text: collapse(file.text) }));
  const marked = corpus.map((file) => ({ path: file.path, text: plain(file.text) }));
  return round.findings.flatMap((finding) =>
    finding.quotes.map((quote): QuoteResult => {
      let foundIn = exact.filter((file) => file.text.includes(collapse(quote.text))).map((file) => file.path);
      const plainOnly = foundIn.length === 0;
      if (plainOnly) foundIn = marked.filter((file) => file.text.includes(plain(quote.text))).map((file) => file.path);
      const where = quote.where ? normaliseWhere(quote.where) : undefined;
      return { finding: finding.id, quote: quote.text, foundIn, plainOnly, ...(where && foundIn.length > 0 && !foundIn.includes(where) ? { notOn: where } : {}) };
    }),
  );
}

/** One line per quote that fails: not in the build, or not on the page the finding names. */
export function quoteProblems(results: QuoteResult[]): string[] {
  return results.flatMap((result) => {
    const words = result.quote.length > 80 ? `${result.quote.slice(0, 77)}...` : result.quote;
    if (result.foundIn.length === 0) return [`${result.finding}: "${words}" occurs nowhere in the build`];
    if (result.notOn) return [`${result.finding}: "${words}" is not on ${result.notOn} (found in ${result.foundIn.slice(0, 3).join(', ')})`];
    return [];
  });
}

/** Counts per kind, for the round's line in the log. */
export function tally(round: Round): Record<Finding['kind'], number> {
  const counts = { hard: 0, soft: 0, gap: 0 };
  for (const finding of round.findings) counts[finding.kind] += 1;
  return counts;
}
