import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { QueryOutcome } from './evaluate';
import { answers } from './evaluate';
import { partOf, QUERY_SETS, type QuerySetName } from './sets';

/**
 * A second reading of the held-out parts. A query's answers name the part its writer had in mind;
 * a developer is as well served by another part that answers it whole (the catalogue's row for an
 * error code where the writer named the guide's recovery section, or the reverse). Each held-out
 * query's pool (its answers and the first three hits of the ranking it was judged on) was graded
 * once by a judge who had seen neither the ranking nor the answers' origin, each hit on its own:
 * `full` (the answer is here), `partial` (related, the answer is mainly elsewhere) or `no`.
 * A hit nobody graded counts as `no`, as in pooled relevance judgments: a ranking that later
 * brings up other parts is read no better than the strict count until those are judged too.
 */
export type Grade = 'full' | 'partial' | 'no';
export type Judgments = Partial<Record<QuerySetName, Record<string, Record<string, Grade>>>>;

export const JUDGMENTS_FILE = path.join(__dirname, 'held-out-judgments.json');

export function loadJudgments(file: string = JUDGMENTS_FILE): Judgments {
  return JSON.parse(readFileSync(file, 'utf8')) as Judgments;
}

/** The place of the first hit that is one of the query's answers or that the judge graded `full`. */
export function judgedRank(outcome: QueryOutcome, grades: Record<string, Grade> | undefined): number | undefined {
  const index = outcome.top.findIndex((url) => outcome.answers.some((answer) => answers({ url }, answer)) || grades?.[url] === 'full');
  return index >= 0 ? index + 1 : undefined;
}

/** Top-1 and top-3 shares of a part's outcomes with the judge's `full` hits counted as answers. */
export function judgedShares(outcomes: readonly QueryOutcome[], grades: Record<string, Record<string, Grade>>): { top1: number; top3: number } {
  const ranks = outcomes.map((outcome) => judgedRank(outcome, grades[outcome.query]));
  const share = (n: number) => ranks.filter((rank) => rank !== undefined && rank <= n).length / outcomes.length;
  return { top1: share(1), top3: share(3) };
}

/** Queries of a set's held-out part that have no grades, or whose answers were not graded: judge them before reading the figure. */
export function notJudged(set: QuerySetName, judgments: Judgments): string[] {
  const grades = judgments[set] ?? {};
  return partOf(QUERY_SETS[set], 'held-out')
    .filter(({ query, answers: expected }) => !grades[query] || expected.some((answer) => !(answer in grades[query])))
    .map(({ query }) => query);
}
