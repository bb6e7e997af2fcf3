/**
 * Outcomes a page or spec sentence can state too broadly, each against the one place that owns
 * the fact: what happens to a document attached to a `rejected` customer (KycStatus), what a
 * move of `kyc_status` back to `pending` shows (KycStatus `action_required`), which webhook
 * events to ignore by `updated_at` (the webhooks page, "Don't rely on order"), and which error a
 * refused request gets (the operation's errors).
 */
import { clausesOf, unitsOf } from './claims';
import { Problem } from './problem';

const flat = (text: string) => text.trim().replace(/\s+/g, ' ');
const spaced = (pattern: RegExp) => new RegExp(pattern.source.replace(/ /g, '\\s+'), pattern.flags);

const NEVER_REVIEWED = spaced(/\bnever (?:be )?reviewed\b/i);
const REJECTED = /`rejected`/;
const FROM_ACTION_REQUIRED = spaced(/`action_required`[^.]*\bto `pending`/);
const PROVES_DOCUMENT = spaced(/\b(?:shows|means|tells you|proves) (?:that )?(?:a|the|your) document (?:arrived|was attached)\b/i);
const NOT_LATER = spaced(/\bignore\b[^.]*\b(?:not later|not newer|same or older|not strictly later)\b|\bapply\b[^.]*\bonly if\b[^.]*`updated_at`[^.]*\b(?:newer|later)\b/i);

const UNNAMED_ERROR = spaced(/\b(?:with|returns|gets|is) an (?:HTTP )?error\b|\ban error naming\b/i);
const STATUS = /\b[45](?:\d\d|xx)\b/;
const INLINE_CODE = /`([a-z_]+)`/g;
/** A clause names its error by a `4xx`/`5xx` status or a code of `ErrorCode`; a field name in backticks does not. */
const namesError = (text: string, errorCodes: ReadonlySet<string>) => STATUS.test(text) || [...text.matchAll(INLINE_CODE)].some(([, name]) => errorCodes.has(name));

const RULES: { rule: string; test: (text: string, errorCodes: ReadonlySet<string>) => boolean; why: string }[] = [
  {
    rule: 'error-says-which',
    test: (text, errorCodes) => UNNAMED_ERROR.test(text) && !namesError(text, errorCodes),
    why: 'says a request gets an error without saying which: name its status and code (the operation\'s errors, or the field\'s `x-errors`, hold it)',
  },
  {
    rule: 'rejected-documents-reviewed',
    test: (text) => NEVER_REVIEWED.test(text) && REJECTED.test(text),
    why: 'says a document attached to a `rejected` customer is never reviewed; it is stored and reviewed when Ledgerline support reopens the review (KycStatus `rejected`)',
  },
  {
    rule: 'pending-move-cause',
    test: (text) => FROM_ACTION_REQUIRED.test(text) && PROVES_DOCUMENT.test(text),
    why: 'says a move from `action_required` to `pending` shows a document arrived; a requested field or address makes it too, and a document `kyc_requirements` does not ask for does not (KycStatus `action_required`)',
  },
  {
    rule: 'same-state-events',
    test: (text) => NOT_LATER.test(text),
    why: 'ignores an event whose object is not later than the one stored; two events can carry the same state (`deposit.created` and `deposit.received` of a deposit that settles at once), so ignore only an earlier one (webhook ordering)',
  },
];

/** Each sentence or table row with a clause that states one of the outcomes too broadly; `errorCodes` is the spec's `ErrorCode` enum. */
export function statedOutcomeProblems(file: string, source: string, errorCodes: ReadonlySet<string>): Problem[] {
  return unitsOf(source).flatMap((unit) =>
    RULES.filter(({ test }) => clausesOf(unit).some((clause) => test(clause.text, errorCodes))).map(({ rule, why }) => new Problem(file, unit.line(unit.text.search(/\S/)), rule, `"${flat(unit.text)}" ${why}`)),
  );
}
