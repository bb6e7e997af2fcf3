import { execFileSync } from 'node:child_process';
import type { ChangelogEntry } from '../../../plugins/changelog-feed';
import { REPO_ROOT } from './repo-files';

/** An entry whose text changed after its release on a day its `**Updated:**` does not reach. */
export interface StaleEntry {
  entry: ChangelogEntry;
  /** 1-based line of the latest edit, and its day. */
  line: number;
  day: string;
}

/**
 * The entries edited after their release without an `**Updated:**` date as late as the edit, so
 * that the feed's `<updated>` would keep the old date. `editDays` gives each line's last edit
 * (1-based line -> `YYYY-MM-DD`); edits on the day the changelog was written (`writtenOn`) are its
 * first text, not edits, and neither are blank lines or the `**Updated:**` line itself. An entry
 * spans its heading to the line before the next heading.
 */
export function staleEntries(entries: ChangelogEntry[], lines: readonly string[], editDays: ReadonlyMap<number, string>, writtenOn: string): StaleEntry[] {
  const starts = entries.map((entry) => entry.line).sort((a, b) => a - b);
  const stale: StaleEntry[] = [];
  for (const entry of entries) {
    const end = (starts.find((line) => line > entry.line) ?? lines.length + 1) - 1;
    let latest: { line: number; day: string } | undefined;
    for (let line = entry.line; line <= end; line++) {
      const text = lines[line - 1] ?? '';
      if (text.trim() === '' || text.startsWith('**Updated:**')) continue;
      const day = editDays.get(line);
      if (day && day > entry.date && day > writtenOn && (!latest || day > latest.day)) latest = { line, day };
    }
    if (latest && (entry.updated ?? entry.date) < latest.day) stale.push({ entry, ...latest });
  }
  return stale;
}

const git = (args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });

/**
 * Each line's last edit day by `git blame` (whitespace ignored; lines not committed yet count as
 * now), and the day the file was first committed. Undefined in a shallow clone, whose blame would
 * date every line to the clone's first commit.
 */
export function blameDays(file: string): { days: Map<number, string>; writtenOn: string } | undefined {
  if (git(['rev-parse', '--is-shallow-repository']).trim() === 'true') return undefined;
  const days = new Map<number, string>();
  let current = 0;
  // --line-porcelain repeats the commit's headers, committer-time included, for every line.
  for (const line of git(['blame', '-w', '--line-porcelain', '--', file]).split('\n')) {
    const header = /^[0-9a-f]{40} \d+ (\d+)/.exec(line);
    if (header) current = Number(header[1]);
    const time = /^committer-time (\d+)$/.exec(line);
    if (time) days.set(current, new Date(Number(time[1]) * 1000).toISOString().slice(0, 10));
  }
  const first = git(['log', '--diff-filter=A', '--format=%ct', '--', file]).trim().split('\n').at(-1);
  if (!first) return undefined;
  return { days, writtenOn: new Date(Number(first) * 1000).toISOString().slice(0, 10) };
}
