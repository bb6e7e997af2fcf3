import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { inSearchedWords } from './client/engine';
import type { SearchPage } from './records';

/**
 * What readers type that a page, or each part of it, answers: one file per page in
 * `reader-questions/`, written in the words developers use ("stop a card working for a while" for
 * the cards guide's "Freeze and unfreeze"). Search indexes each part's questions with the part
 * (indexHtml.ts), never shows them, and the MCP server reads the same index; no query is expanded.
 *
 * A file reads:
 *
 *     page: /docs/guides/cards
 *     top:                      # what the page as a whole answers (optional)
 *       - how do i issue cards to customers
 *     parts:                    # by heading anchor
 *       freeze:
 *         - stop a card working for a while
 */
export const READER_QUESTIONS_DIR = path.join(__dirname, 'reader-questions');

/** The fewest and most words of a question: fewer is a keyword the part's own words find; more is a paragraph, not what is typed. */
export const QUESTION_WORDS = { min: 2, max: 9 } as const;

export interface ReaderQuestion {
  text: string;
  /** 1-based line in its file. */
  line: number;
}

export interface ReaderQuestionsFile {
  file: string;
  page: string;
  /** Questions the page as a whole answers. */
  top: ReaderQuestion[];
  /** Questions by the anchor of the part that answers them, with the line of the anchor. */
  parts: { anchor: string; line: number; questions: ReaderQuestion[] }[];
}

/** A problem of a questions file, as `file:line: message (rule: id)`. */
const problem = (file: string, line: number, message: string, rule: string) => `${file}:${line}: ${message} (rule: ${rule})`;

function questionsOf(node: unknown, file: string, lineOf: (node: Node) => number, problems: string[], where: string, at: number): ReaderQuestion[] {
  if (!isSeq(node)) {
    problems.push(problem(file, at, `${where} must be a list of questions`, 'reader-questions-format'));
    return [];
  }
  const questions: ReaderQuestion[] = [];
  for (const item of node.items) {
    const line = lineOf(item as Node);
    if (!isScalar(item) || typeof item.value !== 'string') {
      problems.push(problem(file, line, `a question of ${where} must be text`, 'reader-questions-format'));
      continue;
    }
    const text = item.value;
    const words = text.trim().split(/\s+/).filter(Boolean).length;
    if (words < QUESTION_WORDS.min || words > QUESTION_WORDS.max) {
      problems.push(problem(file, line, `"${item.value}" has ${words} words; a question readers type has ${QUESTION_WORDS.min} to ${QUESTION_WORDS.max}`, 'reader-questions-length'));
    }
    questions.push({ text: item.value.trim(), line });
  }
  if (questions.length === 0) problems.push(problem(file, at, `${where} lists no questions`, 'reader-questions-empty'));
  return questions;
}

/** Reads one questions file; its problems of form (not of place: `checkReaderQuestions`) are added to `problems`. */
export function parseReaderQuestions(file: string, source: string, problems: string[]): ReaderQuestionsFile | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter });
  if (document.errors.length > 0) {
    for (const error of document.errors) problems.push(problem(file, error.linePos?.[0].line ?? 1, error.message.split('\n')[0], 'reader-questions-format'));
    return undefined;
  }
  const lineOf = (node: Node) => (node.range ? lineCounter.linePos(node.range[0]).line : 1);
  const root = document.contents;
  if (!isMap(root)) {
    problems.push(problem(file, 1, 'a questions file is a map with `page`, `top` and `parts`', 'reader-questions-format'));
    return undefined;
  }
  const page: unknown = root.get('page');
  if (typeof page !== 'string' || !page.startsWith('/')) {
    problems.push(problem(file, 1, '`page` must be the URL path of a page (`/docs/guides/cards`)', 'reader-questions-format'));
    return undefined;
  }
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (!['page', 'top', 'parts'].includes(key)) problems.push(problem(file, lineOf(pair.key as Node), `unknown key "${key}"; a questions file has page, top and parts`, 'reader-questions-format'));
  }
  const topNode = root.get('top', true);
  const top = topNode === undefined ? [] : questionsOf(topNode, file, lineOf, problems, 'top', lineOf(topNode as Node));
  const partsNode = root.get('parts', true);
  const parts: ReaderQuestionsFile['parts'] = [];
  if (partsNode !== undefined && !isMap(partsNode)) problems.push(problem(file, lineOf(partsNode as Node), '`parts` must map heading anchors to questions', 'reader-questions-format'));
  if (isMap(partsNode)) {
    for (const pair of partsNode.items) {
      const anchor = isScalar(pair.key) ? String(pair.key.value) : '';
      const line = lineOf(pair.key as Node);
      parts.push({ anchor, line, questions: questionsOf(pair.value, file, lineOf, problems, `#${anchor}`, line) });
    }
  }
  return { file, page, top, parts };
}

/** Every questions file of `dir` (`READER_QUESTIONS_DIR`), named relative to `root` in problems. */
export function loadReaderQuestions(dir: string = READER_QUESTIONS_DIR, root: string = process.cwd()): { files: ReaderQuestionsFile[]; problems: string[] } {
  const problems: string[] = [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      const parsed = parseReaderQuestions(path.relative(root, file), readFileSync(file, 'utf8'), problems);
      return parsed ? [parsed] : [];
    });
  return { files, problems };
}

/**
 * Where each file's questions go, checked against the indexed pages: the page and every part must
 * exist (a question for a part that is gone would find nothing), one file per page, and a
 * question asked of one part only, on the whole site: two parts that answer it are two answers.
 */
export function checkReaderQuestions(files: readonly ReaderQuestionsFile[], pages: readonly SearchPage[]): string[] {
  const problems: string[] = [];
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const filesOf = new Map<string, string>();
  const askedAt = new Map<string, string>();
  for (const questions of files) {
    const page = byUrl.get(questions.page);
    if (!page) {
      problems.push(problem(questions.file, 1, `no indexed page has the URL ${questions.page}`, 'reader-questions-place'));
      continue;
    }
    const other = filesOf.get(questions.page);
    if (other) problems.push(problem(questions.file, 1, `${questions.page} already has its questions in ${other}`, 'reader-questions-place'));
    filesOf.set(questions.page, questions.file);
    for (const { anchor, line } of questions.parts) {
      if (!page.sections.some((section) => section.anchor === anchor && section.type === 'heading')) {
        problems.push(problem(questions.file, line, `${questions.page} has no heading with the anchor #${anchor}`, 'reader-questions-place'));
      }
    }
    const asked = [
      ...questions.top.map((question) => ({ question, target: questions.page })),
      ...questions.parts.flatMap(({ anchor, questions: list }) => list.map((question) => ({ question, target: `${questions.page}#${anchor}` }))),
    ];
    for (const { question, target } of asked) {
      const key = question.text.toLowerCase();
      const first = askedAt.get(key);
      if (first && first !== target) problems.push(problem(questions.file, question.line, `"${question.text}" is asked of ${first} too; a question has one answer`, 'reader-questions-one-answer'));
      else askedAt.set(key, target);
    }
  }
  return problems;
}

/** The pages with each file's questions added to the page (`questions`) and to its parts. */
export function withReaderQuestions(pages: SearchPage[], files: readonly ReaderQuestionsFile[]): SearchPage[] {
  const byPage = new Map(files.map((questions) => [questions.page, questions]));
  return pages.map((page) => {
    const questions = byPage.get(page.url);
    if (!questions) return page;
    // Indexed in the words search reads a query with: "my daughter's card" is searched as "customer's card".
    const byAnchor = new Map(questions.parts.map((part) => [part.anchor, part.questions.map((question) => inSearchedWords(question.text))]));
    return {
      ...page,
      questions: questions.top.length > 0 ? questions.top.map((question) => inSearchedWords(question.text)) : undefined,
      sections: page.sections.map((section) => (section.type === 'heading' && byAnchor.has(section.anchor) ? { ...section, questions: byAnchor.get(section.anchor) } : section)),
    };
  });
}
