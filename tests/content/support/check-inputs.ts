import { docPages, handWrittenFiles, readRepoFile } from './repo-files';

/** Pages whose entries say what the API did on their date; a later entry supersedes them. */
const DATED_PAGES = new Set(['docs/api/changelog.mdx']);

/** The doc pages that say what the API does now: every hand-written page but the dated ones. */
export const currentDocPages = (): string[] => docPages().filter((file) => !DATED_PAGES.has(file));

/** Every file of the spec: the parts under examples/api/, then the root. */
export const specFiles = (): string[] => [...handWrittenFiles('examples/api').filter((file) => file.endsWith('.yaml')), 'examples/api.yaml'];

/** A fixture with planted mistakes, and where in it each one is, as a check names it. */
export interface Fixture {
  file: string;
  text: string;
  /** `file:line` of the first line that contains `snippet`. */
  at: (snippet: string) => string;
  /** `file:line` of the last line that contains `snippet`. */
  lastAt: (snippet: string) => string;
}

export function readFixture(file: string): Fixture {
  const text = readRepoFile(file);
  const lines = text.split('\n');
  const place = (index: number, snippet: string) => {
    if (index === -1) throw new Error(`${file} has no line containing ${snippet}`);
    return `${file}:${index + 1}`;
  };
  return {
    file,
    text,
    at: (snippet) => place(lines.findIndex((line) => line.includes(snippet)), snippet),
    lastAt: (snippet) => place(lines.map((line) => line.includes(snippet)).lastIndexOf(true), snippet),
  };
}
