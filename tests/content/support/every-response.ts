import type { ApiModel } from './spec';

/** A spec-change line as the changelog lists it (plugins/changelog-feed `ListedChange`). */
interface Line {
  target: string;
  text: string;
}

const EVERY_RESPONSE = /^The header `([^`]+)` in every response(?: but the ([\d ]+(?:and [\d ]+)?))?:/;

/**
 * Each line of an entry's spec changes that says a header is in every response, held against the
 * spec the entry describes: a response (of any operation, at any status the line does not except)
 * without the header makes the line false (rule: every-response-claim).
 */
export function everyResponseProblems(entryId: string, lines: readonly Line[], model: Pick<ApiModel, 'operations'>, file = 'docs/api/changelog.mdx'): string[] {
  const problems: string[] = [];
  for (const line of lines) {
    const claim = EVERY_RESPONSE.exec(line.text);
    if (!claim) continue;
    const [, header, except = ''] = claim;
    const excepted = new Set(except.split(/\s+and\s+|\s+/).filter(Boolean));
    const without = model.operations.flatMap((op) =>
      Object.entries(op.responses)
        .filter(([status, response]) => !excepted.has(status) && !Object.keys(response.headers ?? {}).some((name) => name.toLowerCase() === header.toLowerCase()))
        .map(([status]) => `${op.operationId} ${status}`),
    );
    if (without.length > 0) problems.push(`${file}#${entryId}: "${line.text}" but ${without.slice(0, 3).join(', ')}${without.length > 3 ? ` and ${without.length - 3} more` : ''} ${without.length === 1 ? 'has' : 'have'} no \`${header}\` (rule: every-response-claim)`);
  }
  return problems;
}
