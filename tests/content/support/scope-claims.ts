import { clausesOf, unitsOf, type Unit } from './claims';
import { parseMdx } from './mdx';
import { Problem } from './problem';
import { checkCatchUpClaims } from './catch-up-claims';
import type { ScopeFacts } from './scope-facts';
import type { JsonValue } from './spec';

/**
 * Checks of the rules a page states over a whole class (every object, every response, every new
 * wallet, every error but a few) against the spec, where such a rule is easily written wider
 * than the spec makes it. Each reads one form of sentence (or table row) and leaves other prose alone.
 */

const list = (names: Iterable<string>, max = 6) => {
  const all = [...names];
  const shown = all.slice(0, max).map((n) => `\`${n}\``).join(', ');
  return all.length > max ? `${shown} and ${all.length - max} more` : shown || 'none';
};
/**
 * A clause's text up to its first condition, without what it says in parentheses: "has `a`
 * (`x`, `y`) and, if it can change, `b`" promises `a` only.
 */
const unconditional = (text: string) => text.split(/\b(?:if|when|unless|where|except|once)\b/i)[0].replace(/\([^)]*\)/g, '');

// --- every object has `x` ------------------------------------------------------------------------

const EVERY_OBJECT = /\b(?:every|each|all)\s+(?:API\s+|response\s+)?objects?\s+(?:has|have|carries|carry|includes?|contains?)\b/i;
const SAME_KEYS = /\balways\s+(?:has|have)\s+the\s+same\s+(?:set\s+of\s+)?(?:keys|fields|properties)\b|\bsame\s+(?:set\s+of\s+)?(?:keys|fields)\s+every\s+time\b/i;

/**
 * "Every object has `id` …": each field named before a condition must be a field of every object
 * the API returns. "An object always has the same set of keys": no response object may have a
 * field its schema lets a response leave out.
 */
export function checkObjectClaims(file: string, source: string, facts: ScopeFacts): Problem[] {
  const problems: Problem[] = [];
  for (const unit of unitsOf(source).flatMap(clausesOf)) {
    const every = EVERY_OBJECT.exec(unit.text);
    if (every) {
      const promised = [...unconditional(unit.text.slice(every.index + every[0].length)).matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
      for (const field of promised) {
        const without = facts.objects.filter((object) => object.fields.get(field) !== true).map((object) => object.name);
        if (without.length > 0) {
          problems.push(new Problem(file, unit.line(every.index), 'object-fields', `every object is said to have \`${field}\`, but ${list(without)} in the spec ${without.length === 1 ? 'has' : 'have'} no required \`${field}\``));
        }
      }
    }
    const same = SAME_KEYS.exec(unit.text);
    if (same) {
      const optional = [...new Set(facts.objects.flatMap((object) => object.optional.map((path) => `${object.name}.${path}`)))];
      if (optional.length > 0) {
        problems.push(new Problem(file, unit.line(same.index), 'object-keys', `an object is said to always have the same keys, but the spec lets a response leave out ${list(optional, 3)}`));
      }
    }
  }
  return problems;
}

// --- an object with an id of its own has `x`; every amount is a `Money` object -------------------

const ID_OBJECT = /\b(?:an?|every|each)\s+objects?\s+with\s+an?\s+id\s+of\s+(?:its|their)\s+own\b/i;
const EVERY_AMOUNT = /\b(?:every|each|all)\s+amounts?\s+(?:is|are)\b|\bmoney\**\s+is\s+always\b|\bamounts\**\s+are\s+`?\{/i;
const MONEY_SHAPE = /`Money`|\bmoney\b|\{\s*"amount"/i;
/** `Customer.business.beneficial_owners[]` is named as "beneficial owner". */
const spokenName = (path: string) =>
  path
    .split('.')
    .at(-1)!
    .replace(/\[\]$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .replace(/s$/, '')
    .toLowerCase();

/**
 * "An object with an id of its own has `created_at`": every schema with an `id`, nested ones
 * included, must require each field named before a condition, unless the sentence names it as
 * the exception. "Every amount is a `Money` object": every integer in minor units outside one
 * must be named in the sentence.
 */
export function checkIdAndAmountClaims(file: string, source: string, facts: ScopeFacts): Problem[] {
  const problems: Problem[] = [];
  for (const unit of unitsOf(source)) {
    const withId = ID_OBJECT.exec(unit.text);
    if (withId) {
      const after = unit.text.slice(withId.index + withId[0].length);
      const promised = [...unconditional(after).matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
      for (const field of new Set(promised.filter((name) => name !== 'id'))) {
        const without = facts.idBearers.filter((bearer) => !bearer.required.has(field) && !unit.text.toLowerCase().includes(spokenName(bearer.path)));
        if (without.length > 0) {
          problems.push(new Problem(file, unit.line(withId.index), 'id-object-fields', `an object with an id of its own is said to have \`${field}\`, but ${list(without.map((b) => b.path))} in the spec ${without.length === 1 ? 'has' : 'have'} an \`id\` and no required \`${field}\`: name ${without.length === 1 ? 'it' : 'them'} as the exception`));
        }
      }
    }
    const amount = EVERY_AMOUNT.exec(unit.text);
    if (amount && MONEY_SHAPE.test(unit.text)) {
      const unnamed = facts.bareAmounts.filter((where) => !unit.text.includes(`\`${where.split('.').at(-1)}\``));
      if (unnamed.length > 0) {
        problems.push(new Problem(file, unit.line(amount.index), 'money-shape', `every amount is said to be a Money object, but ${list(unnamed)} in the spec ${unnamed.length === 1 ? 'is an integer' : 'are integers'} in minor units: name ${unnamed.length === 1 ? 'it' : 'them'} as the exception`));
      }
    }
  }
  return problems;
}

// --- every response carries `Header` -------------------------------------------------------------

const EVERY_RESPONSE = /\b(?:every|each|all)\s+responses?\b/i;

/** A clause about every response that names response headers: each must be a required header of every response of every operation. */
export function checkResponseHeaderClaims(file: string, source: string, facts: ScopeFacts): Problem[] {
  const problems: Problem[] = [];
  for (const unit of unitsOf(source).flatMap(clausesOf)) {
    const every = EVERY_RESPONSE.exec(unit.text);
    if (!every) continue;
    for (const m of unit.text.slice(every.index).matchAll(/`([A-Za-z][\w-]*)`/g)) {
      const byResponse = facts.responseHeaders.get(m[1].toLowerCase());
      if (!byResponse) continue;
      const without = facts.responses.filter((where) => byResponse.get(where) !== true);
      if (without.length > 0) {
        const absent = without.filter((where) => !byResponse.has(where));
        const how = absent.length === without.length ? 'does not list it on' : 'lists it as optional, or not at all, on';
        problems.push(new Problem(file, unit.line(every.index), 'response-header', `every response is said to carry \`${m[1]}\`, but the spec ${how} ${without.length} responses (${list(without, 3)})`));
      }
    }
  }
  return problems;
}

// --- a state said of an object of a lifecycle ----------------------------------------------------

type Lifecycle = NonNullable<ReturnType<ScopeFacts['lifecycles']['get']>>;
/** A state said of an object of a lifecycle ("wallet"), at an offset of its clause. */
type LifecycleClaim = { object: string; state: string; at: number };

/** The names of the lifecycles' objects as a pattern (its first group), singular or plural. */
const objectNames = (objects: string[]) => `(${objects.map((o) => o.replace(' ', '\\s+')).join('|')})s?`;
const objectOf = (name: string) => name.toLowerCase().replace(/\s+/g, ' ');

/**
 * Each claim `read` finds in a clause of the page about a state of a known lifecycle, held to
 * that lifecycle by `wrong`, which says what is wrong with it (or nothing).
 */
function checkLifecycleClaims(
  file: string,
  source: string,
  facts: ScopeFacts,
  rule: string,
  read: (unit: Unit, objects: string[]) => LifecycleClaim[],
  wrong: (claim: LifecycleClaim, lifecycle: Lifecycle) => string | undefined,
): Problem[] {
  const problems: Problem[] = [];
  const objects = [...facts.lifecycles.keys()];
  for (const unit of unitsOf(source).flatMap(clausesOf)) {
    for (const claim of read(unit, objects)) {
      const lifecycle = facts.lifecycles.get(claim.object);
      if (!lifecycle || !lifecycle.states.has(claim.state)) continue;
      const message = wrong(claim, lifecycle);
      if (message) problems.push(new Problem(file, unit.line(claim.at), rule, message));
    }
  }
  return problems;
}

// --- a new object starts in a state --------------------------------------------------------------

/**
 * "A new wallet is `pending`", "a wallet opens `pending`", "cards start `inactive`", "the wallet is
 * `active` at once", "a customer is created `active`": the state a new object of a lifecycle starts in.
 */
function initialStateClaims(unit: Unit, objects: string[]): LifecycleClaim[] {
  const name = objectNames(objects);
  const forms = [
    new RegExp(String.raw`\bnew(?:ly opened)?\s+(?:[a-z]+\s+)?${name}\s+(?:is|are|starts?|opens?)\s+(?:as\s+|in\s+)?\`([a-z_]+)\``, 'gi'),
    new RegExp(String.raw`\b${name}\s+(?:opens?|starts?|is\s+created|are\s+created|is\s+opened|are\s+opened)\s+(?:as\s+|in\s+)?\`([a-z_]+)\``, 'gi'),
    new RegExp(String.raw`\b${name}\s+(?:is|are)\s+\`([a-z_]+)\`\s+(?:at\s+once|from\s+the\s+start|immediately)`, 'gi'),
  ];
  const claims = forms.flatMap((form) => [...unit.text.matchAll(form)].map((m) => ({ object: objectOf(m[1]), state: m[2], at: m.index })));
  // Two forms can read the same words ("a new card starts"): one claim per object and state.
  return claims.filter((claim, index) => claims.findIndex((other) => other.object === claim.object && other.state === claim.state) === index);
}

export function checkInitialStateClaims(file: string, source: string, facts: ScopeFacts): Problem[] {
  return checkLifecycleClaims(file, source, facts, 'initial-state', initialStateClaims, (claim, lifecycle) =>
    lifecycle.initial.has(claim.state) ? undefined : `a new ${claim.object} is said to start \`${claim.state}\`, but the lifecycle data (${lifecycle.lifecycle}) starts it in ${list(lifecycle.initial)} only`,
  );
}

// --- any object becomes a state ------------------------------------------------------------------

/**
 * "A card not replaced by the end of its expiry month becomes `expired`": a move said of any object
 * of a lifecycle, with no status named before the verb, must be open to every other state of it.
 * "An `active` card …" or "a wallet opens `pending` and becomes `active`" name the states they cover.
 */
function anyObjectMoveClaims(unit: Unit, objects: string[]): LifecycleClaim[] {
  const form = new RegExp(String.raw`\b(?:a|an|any|every|each)\s+(?:[a-z]+\s+)?${objectNames(objects)}\b([^.;:]*?)\b(?:becomes?|turns?)\s+\`([a-z_]+)\``, 'gi');
  return [...unit.text.matchAll(form)].filter((m) => !m[2].includes('`')).map((m) => ({ object: objectOf(m[1]), state: m[3], at: m.index }));
}

export function checkAnyObjectMoveClaims(file: string, source: string, facts: ScopeFacts): Problem[] {
  return checkLifecycleClaims(file, source, facts, 'any-object-move', anyObjectMoveClaims, (claim, lifecycle) => {
    const from = lifecycle.enteredFrom.get(claim.state) ?? new Set<string>();
    const closed = [...lifecycle.states].filter((state) => state !== claim.state && !from.has(state));
    if (closed.length === 0) return undefined;
    return `any ${claim.object} is said to become \`${claim.state}\`, but the lifecycle data (${lifecycle.lifecycle}) moves only ${list(from)} to it, never ${list(closed)}: name the statuses it applies to`;
  });
}

// --- which errors carry `errors` -----------------------------------------------------------------

/** A problem-details object: what an example shows of an error. */
export interface ProblemExample {
  status: number;
  code: string;
  hasErrors: boolean;
}

function asProblem(value: JsonValue): ProblemExample | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { status, code, title } = value as Record<string, JsonValue>;
  if (typeof status !== 'number' || typeof code !== 'string' || typeof title !== 'string') return undefined;
  return { status, code, hasErrors: 'errors' in value };
}

/** Every problem example in a JSON value, with its JSON pointer. */
export function problemsIn(value: JsonValue, pointer = ''): { pointer: string; problem: ProblemExample }[] {
  if (typeof value !== 'object' || value === null) return [];
  const here = asProblem(value);
  const found = here ? [{ pointer, problem: here }] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) found.push(...problemsIn(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  return found;
}

/** What is wrong with one example, or undefined: `errors` where the spec says it is absent, or none where it is present. */
export function errorsPresenceProblem(example: ProblemExample, facts: ScopeFacts): string | undefined {
  const carries = facts.errorsCarriers.has(example.code);
  if (example.hasErrors && !carries) return `a \`${example.status} ${example.code}\` example carries \`errors\`, which ${facts.errorsSource} says only ${list(facts.errorsCarriers, 8)} carry`;
  if (!example.hasErrors && carries) return `a \`${example.status} ${example.code}\` example has no \`errors\`, which ${facts.errorsSource} says it always carries`;
  return undefined;
}

/** Problem examples in a page's JSON blocks, each against the rule of `Problem.errors`. */
export function checkErrorsPresenceInPage(file: string, source: string, facts: ScopeFacts): Problem[] {
  const problems: Problem[] = [];
  for (const block of parseMdx(source).codeBlocks) {
    if (block.lang !== 'json') continue;
    let value: JsonValue;
    try {
      value = JSON.parse(block.code) as JsonValue;
    } catch {
      continue;
    }
    const lines = block.code.split('\n');
    for (const { problem } of problemsIn(value)) {
      const message = errorsPresenceProblem(problem, facts);
      if (!message) continue;
      const offset = lines.findIndex((line) => line.includes(`"code": "${problem.code}"`));
      problems.push(new Problem(file, block.line + 1 + Math.max(offset, 0), 'errors-presence', message));
    }
  }
  return problems;
}

/**
 * A sentence or row that says where `errors` is absent ("absent otherwise", "only on", "except")
 * must name every error that carries it, and no other.
 */
export function checkErrorsPresenceClaims(file: string, source: string, facts: ScopeFacts): Problem[] {
  const problems: Problem[] = [];
  for (const unit of unitsOf(source)) {
    if (!unit.text.includes('`errors`') || !/\babsent\b|\bonly on\b|\bexcept\b/i.test(unit.text)) continue;
    const named = new Set([...unit.text.matchAll(/`(?:[45]\d\d )?([a-z]+(?:_[a-z]+)+)`/g)].map((m) => m[1]).filter((code) => facts.errorCodes.has(code)));
    const missing = [...facts.errorsCarriers].filter((code) => !named.has(code));
    const extra = [...named].filter((code) => !facts.errorsCarriers.has(code));
    if (missing.length > 0 || extra.length > 0) {
      const parts = [missing.length > 0 ? `leaves out ${list(missing)}` : '', extra.length > 0 ? `names ${list(extra)}, which do not carry it` : ''].filter(Boolean);
      problems.push(new Problem(file, unit.line(0), 'errors-presence', `says where \`errors\` is absent, but ${parts.join(' and ')} (the errors that carry it: ${facts.errorsSource})`));
    }
  }
  return problems;
}

// --- every error body is problem details --------------------------------------------------------

const EVERY_ERROR = /\b(?:every|each|all)\s+(?:Ledgerline\s+|API\s+)?errors?(?:\s+(?:body|bodies|responses?))?\b/i;
const PROBLEM_SHAPE = /problem details|problem\+json|`(?:type|code|request_id)`/i;

/**
 * "Every error body is problem details", "every error has `code` and `request_id`": a rule over
 * every error response's body, which must name by its status each error response of the spec
 * whose body is something else (the health check's `503`).
 */
export function checkErrorBodyClaims(file: string, source: string, facts: ScopeFacts): Problem[] {
  const problems: Problem[] = [];
  for (const unit of unitsOf(source)) {
    const every = EVERY_ERROR.exec(unit.text);
    if (!every || !PROBLEM_SHAPE.test(unit.text)) continue;
    const unnamed = facts.nonProblemErrors.filter((error) => !new RegExp(`\\b${error.status}\\b`).test(unit.text));
    if (unnamed.length === 0) continue;
    const which = unnamed.map((error) => `${error.where} (${error.type})`).join(', ');
    problems.push(new Problem(file, unit.line(every.index), 'error-bodies', `every error is said to be a problem details body, but ${which} in the spec ${unnamed.length === 1 ? 'is' : 'are'} not: name ${unnamed.length === 1 ? 'it' : 'them'} as the exception`));
  }
  return problems;
}

export function checkScopeClaims(file: string, source: string, facts: ScopeFacts): Problem[] {
  return [
    ...checkErrorBodyClaims(file, source, facts),
    ...checkObjectClaims(file, source, facts),
    ...checkIdAndAmountClaims(file, source, facts),
    ...checkResponseHeaderClaims(file, source, facts),
    ...checkInitialStateClaims(file, source, facts),
    ...checkAnyObjectMoveClaims(file, source, facts),
    ...checkErrorsPresenceClaims(file, source, facts),
    ...checkErrorsPresenceInPage(file, source, facts),
    ...checkCatchUpClaims(file, source, facts.catchUpGaps),
  ];
}
