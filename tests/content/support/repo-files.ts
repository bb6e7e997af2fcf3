import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../../..');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Files under `dir` (repo-relative paths) that are written by hand: tracked or new, but not
 * ignored, so that build output such as generated endpoint pages is left out. Without git,
 * falls back to every file minus the generated-output patterns.
 */
export function handWrittenFiles(dir: string): string[] {
  try {
    const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', dir], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    const listed = [...new Set(output.split("\n").filter(Boolean))];
    // `--cached` still lists files deleted from the work tree.
    const existing = new Set(walk(join(REPO_ROOT, dir)).map((f) => relative(REPO_ROOT, f)));
    return listed.filter((f) => existing.has(f)).sort();
  } catch {
    return walk(join(REPO_ROOT, dir))
      .map((f) => relative(REPO_ROOT, f))
      .filter((f) => !/\.(api|tag|info)\.mdx$|\/generated\//.test(f))
      .sort();
  }
}

export const readRepoFile = (file: string): string => readFileSync(join(REPO_ROOT, file), 'utf8');

export const docPages = (): string[] => handWrittenFiles('docs').filter((f) => /\.mdx?$/.test(f));
