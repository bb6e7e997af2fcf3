import type { ClaimFacts, ClaimOperation } from './claim-facts';
import { clausesOf, operationsIn, unitsOf } from './claims';
import { Problem } from './problem';

/** "list with `created_after`", "list them with `status`": the query parameter to send to the lists the clause links. */
const LIST_WITH = /\blist(?:s|ing)?(?:\s+(?:them|it|each|every|all))?\s+with\s+`([a-z_]+)`/gi;
/** "[list payments](/docs/…) with `created_after`": the query parameter to send to the operation just linked. */
const LINK_WITH = /\]\(\/docs\/([a-z0-9-]+)\/?(?:#[^)]*)?\)\s+with\s+`([a-z_]+)`/g;

/**
 * Rule `parameter-operation`: a clause that tells you to list with a query parameter names only
 * operations that take it: the operation a link right before "with `name`" points to, or, after
 * "list with `name`", every list (`GET`) the clause links. A clause that says an operation takes
 * no such parameter ("take no `created_after`") is left alone.
 */
export function checkParameterTies(file: string, source: string, facts: ClaimFacts): Problem[] {
  const problems: Problem[] = [];
  const takersOf = (name: string) => (facts.requirements.get(name) ?? []).filter((entry) => entry.place === 'query').map((entry) => entry.operationId);
  const report = (line: number, name: string, operations: ClaimOperation[]) => {
    const takers = takersOf(name);
    const without = operations.filter((op) => !takers.includes(op.operationId)).map((op) => op.operationId);
    if (takers.length === 0 || without.length === 0) return;
    problems.push(
      new Problem(file, line, 'parameter-operation', `says to send \`${name}\` to ${without.join(', ')}, which ${without.length === 1 ? 'does' : 'do'} not take it (it is taken by ${takers.join(', ')})`),
    );
  };
  for (const unit of unitsOf(source).flatMap(clausesOf)) {
    const lists = operationsIn(unit, facts).filter((op) => op.method === 'GET');
    for (const m of unit.text.matchAll(LIST_WITH)) {
      if (new RegExp(`\\b(?:no|without)\\s+\`${m[1]}\``).test(unit.text)) continue;
      report(unit.line(m.index), m[1], lists);
    }
    for (const m of unit.text.matchAll(LINK_WITH)) {
      const operation = facts.operations.find((op) => op.pageId === m[1]);
      if (operation) report(unit.line(m.index), m[2], [operation]);
    }
  }
  return problems;
}

/** "the lists that take `created_after`", "the lists that take it" (after naming `created_after`): a claim to name every taker. */
const TAKERS_OF = /\b(?:lists|operations) that (?:take|accept)s? (?:`([a-z_]+)`|it)/gi;

/**
 * Rule `parameter-takers-complete`: a sentence that says which lists take a query parameter and
 * links lists names every operation that takes it (better: links none, and lets the reference
 * pages, rendered from the spec, say it), so that a list added to the spec is not left out.
 */
export function checkTakerLists(file: string, source: string, facts: ClaimFacts): Problem[] {
  const problems: Problem[] = [];
  for (const unit of unitsOf(source)) {
    for (const m of unit.text.matchAll(TAKERS_OF)) {
      const name = m[1] ?? [...unit.text.slice(0, m.index).matchAll(/`([a-z_]+)`/g)].at(-1)?.[1];
      const takers = (facts.requirements.get(name ?? '') ?? []).filter((entry) => entry.place === 'query').map((entry) => entry.operationId);
      const named = operationsIn(unit, facts).map((op) => op.operationId);
      const missing = takers.filter((operationId) => !named.includes(operationId));
      if (!name || takers.length === 0 || !named.some((operationId) => takers.includes(operationId)) || missing.length === 0) continue;
      problems.push(
        new Problem(file, unit.line(m.index), 'parameter-takers-complete', `names the lists that take \`${name}\` but leaves out ${missing.join(', ')}; link none and let the reference pages say which take it, or render the list from the spec`),
      );
    }
  }
  return problems;
}
