/**
 * Every list of "the responses that mean the request did not run" (never stored under an
 * idempotency key) names all of them: the codes the key parameter's `x-not-replayed-codes` lists,
 * and each `4xx` status a keyed operation returns that `x-replayed-statuses` does not list.
 */
import { isReplayed, notReplayedCodes, replayedStatuses } from '../../../plugins/api-model/replayed-responses';
import type { ApiModel } from './spec';

/** The list after the phrase: in parentheses, or after a colon or comma up to the end of the sentence. */
const LIST = /(?:responses|Responses) that mean the\s+request did not run(?:\s*\(([^)]*)\)|(?:\s+are never stored:|,)([^.]*))/g;

/** The status of each never-stored code, and the statuses never stored whatever their code: `401`, `429`, ... */
export function notStoredResponses(model: ApiModel): { codes: string[]; statuses: string[] } {
  const keyed = model.operations.filter((op) => replayedStatuses(op).length > 0);
  const codes = [...new Set(keyed.flatMap((op) => notReplayedCodes(op)))];
  const statuses = [...new Set(keyed.flatMap((op) => Object.keys(op.responses)))].filter((status) => /^4\d\d$/.test(status) && !isReplayed(status, replayedStatuses(keyed[0])));
  return { codes, statuses: statuses.sort() };
}

export function notStoredListProblems(file: string, text: string, expected: { codes: string[]; statuses: string[] }): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(LIST)) {
    const named = new Set([...(match[1] ?? match[2]).matchAll(/`([^`]+)`/g)].flatMap((m) => m[1].split(/\s+/)));
    const missing = [...expected.statuses, ...expected.codes].filter((item) => !named.has(item));
    if (missing.length === 0) continue;
    const line = text.slice(0, match.index).split('\n').length;
    problems.push(`${file}:${line}: the list of responses never stored under an idempotency key leaves out ${missing.map((item) => `\`${item}\``).join(', ')} (x-not-replayed-codes and the 4xx statuses outside x-replayed-statuses, examples/api/components/parameters.yaml) (rule: not-stored-list)`);
  }
  return problems;
}
