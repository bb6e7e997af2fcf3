import type { ClaimFacts, ClaimOperation, StateResults } from './claim-facts';
import { lineAt, parseMdx } from './mdx';
import { Problem } from './problem';

/**
 * Checks of what a page claims about an operation, against the spec: whether a name is required,
 * which error code a call returns and why, which events it emits, and the state it leaves an
 * object in. A claim is read from one sentence or one table row, and only in the forms below,
 * so that a check fails on a wrong claim and never on prose it cannot read.
 */

/** One sentence of prose or one row of a table, with its place in the file. */
export interface Unit {
  text: string;
  line: (offset: number) => number;
  /** The cells of a table row, and the table's header cells; absent for prose. */
  cells?: string[];
  header?: string[];
}

const splitRow = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** Sentences and table rows of the page's prose (code blocks, headings, imports and JSX lines left out). */
export function unitsOf(source: string): Unit[] {
  const units: Unit[] = [];
  for (const paragraph of parseMdx(source).paragraphs) {
    if (paragraph.isHeading) continue;
    const lines = paragraph.text.split('\n');
    if (lines.every((l) => l.trimStart().startsWith('|'))) {
      const header = splitRow(lines[0]);
      lines.forEach((row, index) => {
        if (index < 2) return;
        units.push({ text: row, line: () => paragraph.line + index, cells: splitRow(row), header });
      });
      continue;
    }
    // A sentence ends at ". " (or "; ", "! ", "? ") before a capital, a backtick, a link or a list item.
    let start = 0;
    const text = paragraph.text;
    const ends = [...text.matchAll(/[.;!?](?=\s+(?:[A-Z[`*]|- ))|\n(?=\s*(?:- |\d+\. ))/g)].map((m) => m.index + 1);
    for (const end of [...ends, text.length]) {
      const sentence = text.slice(start, end);
      const offset = start;
      if (sentence.trim()) units.push({ text: sentence, line: (at) => lineAt(paragraph, offset + at) });
      start = end;
    }
  }
  return units;
}

/**
 * The clauses of a prose unit (split at ", and", ", but", ", while", ", then", "; "), each a unit of its own:
 * "[list customers] accepts a filter, and a taken code returns `409 …`" ties the code to no listing.
 */
export function clausesOf(unit: Unit): Unit[] {
  if (unit.cells) return [unit];
  const clauses: Unit[] = [];
  let start = 0;
  const ends = [...unit.text.matchAll(/,\s+(?=(?:and|but|while|whereas|or|then)\s)|;\s/g)].map((m) => m.index + 1);
  for (const end of [...ends, unit.text.length]) {
    const offset = start;
    clauses.push({ text: unit.text.slice(start, end), line: (at) => unit.line(offset + at) });
    start = end;
  }
  return clauses;
}

/** The operations a unit names: by a link to its page or as `METHOD /path`. */
export function operationsIn(unit: Unit, facts: ClaimFacts): ClaimOperation[] {
  const found = new Set<ClaimOperation>();
  for (const m of unit.text.matchAll(/\]\((\/docs\/[a-z0-9-]+)\/?(?:#[^)]*)?\)|(?:to|href)=["'](\/docs\/[a-z0-9-]+)\/?(?:#[^"']*)?["']/g)) {
    const target = (m[1] ?? m[2]).slice('/docs/'.length);
    const op = facts.operations.find((o) => o.pageId === target);
    if (op) found.add(op);
  }
  for (const m of unit.text.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s?]*)[^`]*`/g)) {
    const op =
      facts.operations.find((o) => o.method === m[1] && o.path === m[2]) ?? facts.operations.find((o) => o.method === m[1] && o.pathPattern.test(m[2]));
    if (op) found.add(op);
  }
  return [...found];
}

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const list = (names: Iterable<string>) => [...names].map((n) => `\`${n}\``).join(', ') || 'none';

// --- required / optional -------------------------------------------------------------------------

/**
 * `name` is/are (…) required|optional; `name` (required|optional). The name is in backticks, or a
 * header written bare (Idempotency-Key). Nothing but a parenthesis or the word header, field or
 * parameter may stand between the name and the claim.
 */
const REQUIREMENT_CLAIM = new RegExp(
  [
    /(?:`([A-Za-z][\w.-]*)`|\b([A-Z][a-z]+(?:-[A-Z][a-z]+)+)\b)(?:\s*\([^)]*\))?(?:\s+(?:header|field|parameter|query parameter))?\s+(?:is|are)\s+(?:always\s+|now\s+|also\s+|still\s+)?(required|optional)\b/.source,
    /`([A-Za-z][\w.-]*)`\s+\((required|optional)\)/.source,
  ].join('|'),
  'gi',
);

/** What the spec says of `name` where a page's claim could apply, or undefined when the spec knows no such name. */
function requirementOf(name: string, facts: ClaimFacts, operations: ClaimOperation[]) {
  const entries = facts.requirements.get(name) ?? facts.requirements.get(name.toLowerCase());
  if (!entries) return undefined;
  const ids = new Set(operations.map((op) => op.operationId));
  const inScope = operations.length > 0 ? entries.filter((e) => ids.has(e.operationId)) : entries;
  return inScope.length > 0 ? inScope : entries;
}

function judge(name: string, claim: 'required' | 'optional', facts: ClaimFacts, operations: ClaimOperation[]): string | undefined {
  const entries = requirementOf(name, facts, operations);
  if (!entries) return undefined;
  const wantRequired = claim === 'required';
  if (entries.some((e) => e.required === wantRequired)) return undefined;
  const where = operations.length > 0 ? ` by ${operations.map((op) => op.operationId).join(', ')}` : ` by any operation (${entries.length} take it)`;
  return `"${name}" is called ${claim}, but the spec makes it ${wantRequired ? 'optional' : 'required'} everywhere it is taken${where}`;
}

/**
 * A sentence that calls a header, parameter or field required or optional, and a table whose
 * column is about one (its header names it) with cells that start "Required" or "Optional", or
 * a row that starts with the name: the spec must agree where the claim applies (the operations
 * the sentence or row names, else any operation that takes the name).
 */
export function checkRequirementClaims(file: string, source: string, facts: ClaimFacts): Problem[] {
  const problems: Problem[] = [];
  for (const unit of unitsOf(source)) {
    const operations = operationsIn(unit, facts);
    if (unit.cells && unit.header) {
      const rowName = /^`([A-Za-z][\w.-]*)`$/.exec(unit.cells[0])?.[1];
      unit.cells.forEach((cell, index) => {
        const claim = /^(required|optional)\b/i.exec(cell)?.[1].toLowerCase() as 'required' | 'optional' | undefined;
        if (!claim || index === 0) return;
        const column = normalise(unit.header![index] ?? '');
        const named = rowName ?? [...facts.requirements.keys()].find((name) => name.length > 3 && column.startsWith(normalise(name)));
        if (!named) return;
        const message = judge(named, claim, facts, operations);
        if (message) problems.push(new Problem(file, unit.line(0), 'requirement', message));
      });
      continue;
    }
    for (const m of unit.text.matchAll(REQUIREMENT_CLAIM)) {
      const name = m[1] ?? m[2] ?? m[4];
      const claim = (m[3] ?? m[5]).toLowerCase() as 'required' | 'optional';
      const message = judge(name, claim, facts, operations);
      if (message) problems.push(new Problem(file, unit.line(m.index), 'requirement', message));
    }
  }
  return problems;
}

// --- error codes ---------------------------------------------------------------------------------

/**
 * A sentence or row that names an operation and an error code ties the code to that operation:
 * one of the operations must list the code (in its `x-errors` or its description; codes every
 * operation can return, 400, 401, 403, 404, 429, 500 and the idempotency conflicts, are left
 * alone). A row that gives a code in one cell and a condition naming states in another ties the
 * code to those states: every state of the condition must be one the spec gives the code for.
 * The operations say it when they give the code a condition (the row's operations, or else every
 * operation of the page that lists the code); otherwise the catalogue's entry does, when it names
 * states.
 */
export function checkErrorTies(file: string, source: string, facts: ClaimFacts): Problem[] {
  const problems: Problem[] = [];
  const allStates = new Set(facts.lifecycles.flatMap((l) => [...l.states]));
  const units = unitsOf(source);
  const pageOperations = [...new Set(units.flatMap((unit) => operationsIn(unit, facts)))];
  for (const unit of units.flatMap(clausesOf)) {
    // `422 wallet_not_active`: a code with its status (a bare `wallet_archived` may be a status reason).
    const codes = [...unit.text.matchAll(/`[1-5]\d\d ([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)].filter((m) => facts.errorCodes.has(m[1]));
    if (codes.length === 0) continue;
    const operations = operationsIn(unit, facts);
    for (const m of codes) {
      const code = m[1];
      if (operations.length > 0 && !facts.sharedErrorCodes.has(code) && !operations.some((op) => op.errorCodes.has(code))) {
        problems.push(
          new Problem(
            file,
            unit.line(m.index),
            'error-code-operation',
            `"${code}" is tied to ${operations.map((op) => op.operationId).join(', ')}, which the spec does not list it under (it lists ${list(operations.flatMap((op) => [...op.errorCodes]))})`,
          ),
        );
      }
    }
    if (!unit.cells || codes.length !== 1) continue;
    const code = codes[0][1];
    // The states the code comes for: the operations' own conditions when they all give one (the
    // row's operations, else those of the page that list the code), else the catalogue's.
    const candidates = (operations.length > 0 ? operations : pageOperations).filter((op) => op.errorCodes.has(code));
    const byOperation = candidates.length > 0 && candidates.every((op) => op.errorConditions.has(code));
    const given = byOperation ? new Set(candidates.flatMap((op) => [...op.errorConditions.get(code)!])) : (facts.catalogueStates.get(code) ?? new Set<string>());
    if (given.size === 0) continue;
    const authority = byOperation ? `the spec gives it for ${candidates.map((op) => op.operationId).join(', ')}` : 'the catalogue gives it';
    // The cells that say when the code comes (not the code's own cell, not what to do about it).
    const conditionCells = unit.cells.filter((cell, index) => !cell.includes(`${code}\``) && !/\b(?:do|fix|action|next)\b/i.test(unit.header?.[index] ?? ''));
    for (const cell of conditionCells) {
      // "back to `active`", "instead of `frozen`": a state the condition is not about.
      const states = [...cell.matchAll(/(?<!(?:to|than|of|until|once|from|not) )`([a-z_]+)`/g)].map((s) => s[1]).filter((s) => allStates.has(s));
      const foreign = states.filter((s) => !given.has(s));
      if (foreign.length > 0) {
        problems.push(new Problem(file, unit.line(0), 'error-code-condition', `"${code}" is tied to ${list(foreign)}; ${authority} for ${list(given)} only`));
      }
    }
  }
  return problems;
}

// --- events --------------------------------------------------------------------------------------

const EMIT_VERB = /\b(?:emits?|emitted|sends?|sent|fires?|fired|triggers?|triggered|you (?:get|receive)|delivers?|followed by)\b/i;
const NO_EVENT = /\b(?:no|not|nothing|never|without)\b/i;

/**
 * A sentence or row that names an operation, an event and a verb of sending (emits, sends,
 * fires, you receive) says the operation emits the event: the operation's description must name
 * it, or the event's description link the operation. Negative sentences ("emits no event") are
 * left alone.
 */
export function checkEventTies(file: string, source: string, facts: ClaimFacts): Problem[] {
  const problems: Problem[] = [];
  for (const unit of unitsOf(source).flatMap(clausesOf)) {
    if (!EMIT_VERB.test(unit.text) || NO_EVENT.test(unit.text)) continue;
    const operations = operationsIn(unit, facts);
    if (operations.length === 0) continue;
    for (const m of unit.text.matchAll(/`([a-z_]+\.[a-z_]+)`/g)) {
      const event = m[1];
      if (!facts.eventTypes.has(event)) continue;
      const emitted = operations.some((op) => op.events.has(event) || facts.eventOperations.get(event)?.has(op.operationId));
      if (!emitted) {
        problems.push(
          new Problem(
            file,
            unit.line(m.index),
            'event-operation',
            `"${event}" is said to come from ${operations.map((op) => op.operationId).join(', ')}, which the spec does not say emits it (it names ${list(operations.flatMap((op) => [...op.events]))})`,
          ),
        );
      }
    }
  }
  return problems;
}

// --- resulting states ----------------------------------------------------------------------------

/**
 * Words that put a state as the result of a call: "becomes `frozen`", "is now `cancelled`",
 * "moves an approved customer back to `pending`", "[update the card's status](…) to `blocked`",
 * "set `frozen`". ("Stays `blocked`" says no transition happens, and is not read.)
 */
const RESULT_STATE = new RegExp(
  [
    /\b(?:becomes?|is now|are now|turns?)\s+`([a-z_]+)`/.source,
    /\b(?:moves?|moving|goes|go|sets?|changes?|puts?|sends?|brings?|returns?)\b(?:\s+[\w'’-]+){0,4}?\s+(?:back\s+)?to\s+`([a-z_]+)`/.source,
    /\]\(\/docs\/[a-z0-9-]+\)\s+to\s+`([a-z_]+)`/.source,
    /\bset(?:s|ting)?\s+`([a-z_]+)`/.source,
  ].join('|'),
  'g',
);

/**
 * A clause that names one operation (not a read) and names a state of a lifecycle the operation
 * acts on (the lifecycle data gives it transitions, or the object is the operation's tag's) as what
 * the call leads to: the lifecycle must have a transition to that state by that operation, or,
 * when it has none by that operation (a creation), start new objects in it.
 */
export function checkStateResults(file: string, source: string, facts: ClaimFacts): Problem[] {
  const problems: Problem[] = [];
  for (const unit of unitsOf(source).flatMap(clausesOf)) {
    const operations = operationsIn(unit, facts);
    if (operations.length !== 1 || operations[0].method === 'GET') continue;
    const [op] = operations;
    const lifecycles = facts.lifecycles.filter((l) => l.resultsOf.has(op.operationId) || op.tag.startsWith(l.resource));
    if (lifecycles.length === 0) continue;
    // The operation's transitions in the lifecycle; an operation without any there can only create (new objects' states).
    const allowedIn = (l: StateResults) => l.resultsOf.get(op.operationId) ?? l.initial;
    for (const m of unit.text.matchAll(RESULT_STATE)) {
      const state = m.slice(1).find(Boolean)!;
      const owners = lifecycles.filter((l) => l.states.has(state));
      if (owners.length === 0 || owners.some((l) => allowedIn(l).has(state))) continue;
      const allowed = new Set(owners.flatMap((l) => [...allowedIn(l)]));
      problems.push(
        new Problem(
          file,
          unit.line(m.index),
          'state-result',
          `\`${state}\` is named as the result of ${op.operationId}, but the lifecycle data (${owners.map((l) => l.lifecycle).join(', ')}) only lets it lead to ${list(allowed)}`,
        ),
      );
    }
  }
  return problems;
}

/** A card payment as the subject of a clause: what a merchant starts, not a request of yours. */
const CARD_PAYMENT = /\b(?:card|debit card|credit card)\s+(?:purchases?|payments?|(?:authorisations?|authorizations?)|spending)\b/i;
const HTTP_ERROR = /`([45]\d\d) ([a-z_]+)`/;

/**
 * A card payment is never answered with an HTTP error: the merchant asks, and a refusal is a
 * `failed` card payment (`card_payment.declined`) with a `failure_code`. So no clause (or table
 * cell clause) whose subject is a card purchase, payment, authorisation or spending names a
 * `4xx code` as its outcome.
 */
export function checkCardPaymentErrors(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  for (const unit of unitsOf(source)) {
    const texts = unit.cells ? unit.cells.map((cell) => ({ text: cell, at: unit.text.indexOf(cell) })) : [{ text: unit.text, at: 0 }];
    for (const { text, at } of texts) {
      for (const clause of clausesOf({ text, line: (offset) => unit.line(at + offset) })) {
        const subject = CARD_PAYMENT.exec(clause.text);
        const error = HTTP_ERROR.exec(clause.text);
        if (!subject || !error) continue;
        problems.push(
          new Problem(
            file,
            clause.line(error.index),
            'card-payment-error',
            `"${subject[0]}" is said to end in \`${error[1]} ${error[2]}\`; a card payment is not your request: it is declined (\`card_payment.declined\`, \`failure_code\`)`,
          ),
        );
      }
    }
  }
  return problems;
}

export function checkClaims(file: string, source: string, facts: ClaimFacts): Problem[] {
  return [
    ...checkRequirementClaims(file, source, facts),
    ...checkErrorTies(file, source, facts),
    ...checkEventTies(file, source, facts),
    ...checkStateResults(file, source, facts),
    ...checkCardPaymentErrors(file, source),
  ];
}
