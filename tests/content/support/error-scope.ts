/**
 * Statements that narrow an error code or a decline reason, held against the spec:
 * - specific-to-scope: a sentence or table row that calls error codes "specific to" (or "unique
 *   to") a kind of operation, such as "specific to credit cards", names only codes that the
 *   operations of that kind return (their summary holds the phrase) and that no other operation
 *   of their tag returns (`errors`: `x-errors` and the errors their request fields carry);
 * - decline-code-order: a card authorisation that fails for several reasons carries the first in
 *   the spec's order (`FailureCode`), so a sentence or table row that says an authorisation is
 *   declined with one code other than the first defers to that order ("unless", "order", "an
 *   earlier reason") instead of giving the code unconditionally.
 */

import type { ApiModel } from './spec';
import { units } from './stated-rules';

const SPECIFIC_TO = /\b(?:specific|unique) to (?:an? |the )?([a-z][a-z -]*?[a-z])(?=[:;,.)]|\s+(?:and|but|because|when|in)\b)/i;
const CODE = /`(?:\d{3} )?([a-z][a-z_]+)`/g;

const singular = (phrase: string) => phrase.replace(/s$/, '');
/** The 1-based line, in its file, of `index` within a unit that starts on `line`. */
const lineOf = (unit: { line: number; text: string }, index: number) => unit.line + unit.text.slice(0, index).split('\n').length - 1;

type ScopeModel = Pick<ApiModel, 'operations'> & { codes: Set<string> };

/** Each code a unit calls specific to a kind of operation that another operation of the same tag returns too, or that none of that kind returns. */
export function specificToProblems(file: string, text: string, model: ScopeModel): string[] {
  return units(text).flatMap((unit) => {
    const claim = SPECIFIC_TO.exec(unit.text);
    if (!claim) return [];
    const phrase = claim[1].toLowerCase();
    const scope = model.operations.filter((op) => op.summary.toLowerCase().includes(singular(phrase)));
    if (scope.length === 0) return [];
    const tags = new Set(scope.map((op) => op.tag));
    const peers = model.operations.filter((op) => tags.has(op.tag) && !scope.includes(op));
    const codes = [...new Set([...unit.text.slice(claim.index).matchAll(CODE)].map((match) => match[1]).filter((code) => model.codes.has(code)))];
    return codes.flatMap((code) => {
      const also = peers.filter((op) => op.errors.some((error) => error.code === code));
      if (also.length > 0) {
        return [`${file}:${lineOf(unit, claim.index)}: \`${code}\` is called specific to ${phrase}, but ${also.map((op) => `${op.summary} (${op.operationId})`).join(', ')} returns it too (rule: specific-to-scope)`];
      }
      if (!scope.some((op) => op.errors.some((error) => error.code === code))) {
        return [`${file}:${lineOf(unit, claim.index)}: \`${code}\` is called specific to ${phrase}, but no operation of that kind returns it (${scope.map((op) => op.operationId).join(', ')}) (rule: specific-to-scope)`];
      }
      return [];
    });
  });
}

const DECLINED = /\bdeclined\b/;
const DEFERS = /\bunless\b|\border\b|\bearlier\s+reason\b|\bfirst\s+(?:that|in)\b/i;

/** Each unit that ties a declined card authorisation to one failure code other than the first of `order`, without deferring to the order. */
export function declineCodeProblems(file: string, text: string, order: string[]): string[] {
  const later = order.slice(1);
  return units(text).flatMap((unit) => {
    if (!DECLINED.test(unit.text) || DEFERS.test(unit.text)) return [];
    const named = [...new Set([...unit.text.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]).filter((code) => order.includes(code)))];
    if (named.length !== 1 || !later.includes(named[0])) return [];
    const code = named[0];
    const tied = new RegExp(`declined[^.|]*?(?:\\bwith\\b[^.|]{0,30}?|\`failure_code\`\\s*|\\(\\s*)\`${code}\``).exec(unit.text);
    if (!tied) return [];
    return [`${file}:${lineOf(unit, tied.index)}: says a declined authorisation carries \`${code}\` without deferring to the order of \`failure_code\` (${order.join(', ')}): an earlier reason that also applies wins; say "unless" and link the order (rule: decline-code-order)`];
  });
}
