// cspell:ignore bsuspen breissu bauthorisations bauthorised
/**
 * Rules that pages restate in their own words, each checked against its one statement:
 * - decline-order: a list of the order in which card decline reasons win must be the spec's
 *   (the `FailureCode` schema's "applies in this order");
 * - unknown-outcome: a `5xx` is never among the responses that mean the request did not run;
 *   after one the request may have run, so a sentence tying the two must say so;
 * - reused-key-retry: `409 idempotency_key_reused` is what the same key with another body returns
 *   while it holds its stored response, so no sentence may send it, or "every response that did
 *   not run", back to a retry with the same key unless it says the retry carries the original body;
 * - reused-key-condition: the `ErrorCode` catalogue returns `idempotency_key_reused` while the key
 *   holds a stored response, less than 24 hours old, to another operation or a different body. A
 *   sentence that ties the code to "always" or "every" names that window, and one that gives the
 *   body as its cause names the other operation too;
 * - sandbox-coverage: while the sandbox guide lists production outcomes no magic value produces,
 *   no sentence says the sandbox's values reproduce every, all, each or most outcomes; and that
 *   list names the value of each outcome on it that a magic value does produce in some case
 *   (the spec's `kyc_rejected` suspends a customer at re-verification);
 * - sunset-moment: a deprecated item works until 00:00 UTC on its Sunset date, so a sentence
 *   that says when it stops working names that moment, not "after" or "until" the date alone;
 * - repoint-secret: during a rotation's grace period, `rotate_secret: true` with
 *   `rotation_grace_period_hours: 0` only ends it and returns the secret that rotation already
 *   returned, so a paragraph that repoints a subscription at a new endpoint with that request says
 *   what to do when a grace period runs;
 * - merchant-currency-units: a card payment's `original_amount` is in the merchant's currency,
 *   whose minor units can differ from the wallet's (`Money`), so a paragraph that divides `amount`
 *   by it says to convert each from its own minor units, and one that says other exponents (JPY,
 *   KWD) are not supported names `original_amount` as the place they still appear.
 * - key-roll-retry: an idempotency key belongs to the API key that sends it, so a retry sent
 *   with another API key runs again; every paragraph that scopes idempotency keys to the API key,
 *   or tells you to revoke the old key when rolling, says a retry goes with the same API key.
 * - unauthorized-retry: a `401` ran nothing and stored nothing, so once the API key is fixed a
 *   retry with the same idempotency key and body runs the request; no sentence says a retry after
 *   a `401` does not help, and one that sends a `401` back with the same key says to fix the key first.
 * - key-lifetime-start: an idempotency key's 24 hours run from the response Ledgerline stores (the
 *   `Idempotency-Key` parameter); an attempt that is not stored starts nothing. A sentence that
 *   gives the key's lifetime names that start, or links the conventions' scope and retention,
 *   and never counts from the first request or attempt alone, nor, after a `5xx` or timeout,
 *   from the retry: a request that ran stored its response when it ran.
 */

import { LIMITS } from './limits';
import type { ApiModel } from './spec';

export const ORDER_SOURCE = 'examples/api/components/schemas/transactions.yaml';
const ORDER_STATEMENT = /applies in this order:\s*((?:`[a-z_]+`,?\s*(?:and\s+)?)+)/;
/** A list of decline reasons introduced as an order: "in this order:", "the production order:", "in the order". */
const ORDER_QUOTE = /\b(?:in this order|production order|in the order):?\s*((?:`[a-z_]+`,?\s*(?:and\s+)?){2,})/g;

const codesOf = (list: string) => [...list.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]);

/** The spec's order of decline reasons; throws, naming the file, when the spec no longer states it that way. */
export function declineOrder(source: string): string[] {
  const match = ORDER_STATEMENT.exec(source);
  if (!match) throw new Error(`${ORDER_SOURCE}: no longer states the decline order as "applies in this order: \`code\`, ..." (update tests/content/support/stated-rules.ts)`);
  return codesOf(match[1]);
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The blank-line-separated paragraphs of `text`, each with the 1-based line it starts on. */
function paragraphs(text: string): { line: number; paragraph: string }[] {
  let offset = 0;
  return text.split(/\n\s*\n/).map((paragraph) => {
    const at = text.indexOf(paragraph, offset);
    offset = at + paragraph.length;
    return { line: lineAt(text, at), paragraph };
  });
}

/** Every restated decline order in `text` that differs from `order`, as `file:line: ... (rule: decline-order)`. */
export function declineOrderProblems(file: string, text: string, order: string[]): string[] {
  return [...text.matchAll(ORDER_QUOTE)].flatMap((match) => {
    const codes = codesOf(match[1]);
    if (!codes.every((code) => order.includes(code))) return [];
    return codes.join() === order.join() ? [] : [`${file}:${lineAt(text, match.index)}: the decline order ${codes.join(', ')} differs from the spec's ${order.join(', ')} (${ORDER_SOURCE}) (rule: decline-order)`];
  });
}

/** The text's table rows (a line each) and the sentences of its other lines, each with its 1-based first line. */
export function units(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let paragraph: { line: number; text: string } | undefined;
  const flush = () => {
    if (!paragraph) return;
    let offset = 0;
    for (const sentence of paragraph.text.split(/(?<=\.)\s+/)) {
      found.push({ line: paragraph.line + paragraph.text.slice(0, paragraph.text.indexOf(sentence, offset)).split('\n').length - 1, text: sentence });
      offset = paragraph.text.indexOf(sentence, offset) + sentence.length;
    }
    paragraph = undefined;
  };
  text.split('\n').forEach((line, index) => {
    if (line.trimStart().startsWith('|') || line.trim() === '') {
      flush();
      if (line.trim() !== '') found.push({ line: index + 1, text: line });
      return;
    }
    paragraph = paragraph ? { ...paragraph, text: `${paragraph.text}\n${line}` } : { line: index + 1, text: line };
  });
  flush();
  return found;
}

/** Each sentence or table row of `text` that counts a `5xx` (or `500`) among responses after which the request did not run, without saying it may have. */
export function unknownOutcomeProblems(file: string, text: string): string[] {
  return units(text)
    .filter((unit) => /did not (?:run|complete)/.test(unit.text) && /`5xx`|`500\b|\b5xx\b/.test(unit.text) && !/\bmay\b/.test(unit.text))
    .map((unit) => `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" counts a 5xx among the responses after which the request did not run; it may have run, and only a retry with the same key is safe (rule: unknown-outcome)`);
}

const REUSED = /idempotency_key_reused/;
const RESPONSE_NAME = /idempotency_key_reused|request_in_progress|`\d{3}`|`5xx`/g;
// The last "retry" before "same key", so that the response named before it is the one retried.
const SAME_KEY_RETRY = /\bretry\b(?:(?!\bretry\b)[^|])*?\bsame key\b/i;
const NO_RETRY = /retry does not help|not one to retry|never retry|do not retry/i;
const REFERS_BACK = /^\s*After (?:any of )?(?:these|them|it)\b/;
const SAYS_BODY = /same (?:key and (?:the )?)?(?:original )?body|original body|key and body/i;

/** Each sentence or table row that sends `409 idempotency_key_reused` (named there or in the sentence it refers back to) or every response that did not run to a retry with the same key, without saying the retry carries the original body. */
export function reusedKeyRetryProblems(file: string, text: string): string[] {
  const found = units(text);
  return found
    .filter((unit, index) => {
      const retry = SAME_KEY_RETRY.exec(unit.text);
      if (!retry || SAYS_BODY.test(unit.text) || NO_RETRY.test(unit.text)) return false;
      // The retry belongs to the response named last before it ("... a `409 request_in_progress`: retry with the same key").
      const lastNamed = [...unit.text.slice(0, retry.index).matchAll(RESPONSE_NAME)].at(-1)?.[0];
      const named = lastNamed !== undefined && REUSED.test(lastNamed);
      const referred = REFERS_BACK.test(unit.text) && found.slice(Math.max(0, index - 2), index).some((before) => REUSED.test(before.text));
      const general = /did not run/.test(unit.text) && /\balways\b/.test(unit.text);
      return named || referred || general;
    })
    .map((unit) => `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" sends a request that did not run back with the same key without saying the body must be the original one; while the key holds its stored response, the same key with another body returns \`409 idempotency_key_reused\` (rule: reused-key-retry)`);
}

export const REUSED_SOURCE = 'examples/api/components/schemas/errors.yaml';
const UNBOUNDED = /\b(?:always|every)\b/i;
const WINDOW = /24 hours|stored response/;
const BODY_CAUSE = /\b(?:different|another|other|changed) body\b|\bbody (?:other than|differs)\b/i;
const OPERATION_CAUSE = /\b(?:another|other|a different) operation\b/i;

/** Each sentence or table row naming `idempotency_key_reused` that states its condition otherwise than the catalogue: unbounded in time, or caused by the body alone. */
export function reusedKeyConditionProblems(file: string, text: string): string[] {
  return units(text).flatMap((unit) => {
    if (!REUSED.test(unit.text)) return [];
    const quoted = `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}"`;
    const problems: string[] = [];
    if (UNBOUNDED.test(unit.text) && !WINDOW.test(unit.text)) problems.push(`${quoted} ties \`idempotency_key_reused\` to "always" or "every" without its window; it is returned only while the key holds its stored response, 24 hours from it (${REUSED_SOURCE} ErrorCode) (rule: reused-key-condition)`);
    if (BODY_CAUSE.test(unit.text) && !OPERATION_CAUSE.test(unit.text)) problems.push(`${quoted} gives another body as the cause of \`idempotency_key_reused\` without the other one: the same key sent to another operation (${REUSED_SOURCE} ErrorCode) (rule: reused-key-condition)`);
    return problems;
  });
}

export const SANDBOX_GUIDE = 'docs/guides/sandbox.mdx';

/** The items of the sandbox guide's list of production outcomes no magic value produces; throws, naming the file, when the guide no longer has that section. */
export function notSimulated(guide: string): string[] {
  const section = /^## .*\{#not-simulated\}\n([^]*?)(?=^## |(?![^]))/m.exec(guide);
  if (!section) throw new Error(`${SANDBOX_GUIDE}: no longer has the section {#not-simulated} (update tests/content/support/stated-rules.ts)`);
  return section[1].split('\n').filter((line) => /^- /.test(line));
}

const WIDE_COVERAGE = [
  /\b(?:magic|sandbox|test) values?\b[^.|]*?\b(?:every|all|each|most)\b(?: other)?(?: \w+)? outcomes?\b/i,
  // "every failure ...: each is listed with the value that reproduces it"
  /\b(?:every|all)\b[^.|]*?\b(?:listed|given) with (?:the|a) (?:magic )?value that (?:re)?produces it\b/i,
];

/** Each sentence, heading or table row that gives the sandbox's values every (or most) outcome, while `uncovered` outcomes have none. */
export function sandboxCoverageProblems(file: string, text: string, uncovered: number): string[] {
  if (uncovered === 0) return [];
  return units(text)
    .filter((unit) => WIDE_COVERAGE.some((claim) => claim.test(unit.text)))
    .map((unit) => `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" says the sandbox's values reproduce every or most outcomes, but ${SANDBOX_GUIDE}#not-simulated lists ${uncovered} that none produces; say they choose the outcomes the sandbox can produce (rule: sandbox-coverage)`);
}

export const KYC_SOURCE = 'examples/api/components/schemas/customers.yaml';

/** A production outcome that a magic value produces in some case, as the spec says. */
export interface SandboxReach {
  outcome: RegExp;
  name: string;
  value: string;
  because: string;
}

/** What the spec's KYC values reach through the lifecycle: `kyc_rejected` rejects the customer, and a rejected re-verification suspends them by compliance. */
export function sandboxReaches(customers: string): SandboxReach[] {
  const flat = customers.replace(/\s+/g, ' ');
  const rejects = /`kyc_rejected[^`]*` rejects the customer/.test(flat);
  const suspends = /re-verification that ends `rejected` also suspends the customer[^.]*\bcompliance\b/.test(flat);
  if (!rejects || !suspends) return [];
  return [
    {
      outcome: /\bsuspen\w*\b[^.]*\bcompliance\b|\bcompliance\b[^.]*\bsuspen/i,
      name: 'a suspension by compliance',
      value: 'kyc_rejected',
      because: `${KYC_SOURCE}: \`kyc_rejected\` rejects the customer, and a re-verification that ends \`rejected\` suspends them by compliance`,
    },
  ];
}

/** Each item of the guide's not-simulated list that names an outcome a magic value produces without naming the value. */
export function sandboxReachProblems(file: string, guide: string, reaches: SandboxReach[]): string[] {
  const lines = guide.split('\n');
  const start = lines.findIndex((line) => /^## .*\{#not-simulated\}/.test(line));
  if (start === -1) throw new Error(`${file}: no longer has the section {#not-simulated} (update tests/content/support/stated-rules.ts)`);
  const items: { line: number; text: string }[] = [];
  for (let index = start + 1; index < lines.length && !/^## /.test(lines[index]); index += 1) {
    if (/^- /.test(lines[index])) items.push({ line: index + 1, text: lines[index] });
    else if (/^\s+\S/.test(lines[index]) && items.length > 0) items[items.length - 1].text += ` ${lines[index].trim()}`;
  }
  return items.flatMap((item) =>
    reaches
      .filter((reach) => reach.outcome.test(item.text) && !item.text.includes(`\`${reach.value}\``))
      .map((reach) => `${file}:${item.line}: "${item.text.slice(2)}" lists ${reach.name} among the outcomes no magic value produces, but \`${reach.value}\` produces one (${reach.because}); name the value and what it leaves out (rule: sandbox-coverage)`),
  );
}

const SUNSET_MOMENT = /\b(?:after|until|through|by)\b[^.|]{0,40}\b(?:sunset|that|its|the)\b[^.|]{0,20}\bdate\b|\bdate after which\b/i;
const SAYS_MOMENT = /00:00 UTC/;

/** Each sentence or table row about a deprecation that says it stops working after or until its date, without naming the moment. */
export function sunsetMomentProblems(file: string, text: string): string[] {
  return units(text)
    .filter((unit) => /sunset|deprecate/i.test(unit.text) && SUNSET_MOMENT.test(unit.text) && !SAYS_MOMENT.test(unit.text))
    .map((unit) => `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" leaves open whether a deprecated item still works on its Sunset date; it works until 00:00 UTC on that date (rule: sunset-moment)`);
}

const REPOINT = /\b(?:reuse|repoint|old endpoint|new endpoint)/i;
const ZERO_GRACE = /`rotation_grace_period_hours: 0`/;
const SAYS_GRACE_CASE = /`previous_secret_expires_at`|grace period/;

/** Each paragraph that repoints a subscription with `rotation_grace_period_hours: 0` without saying what that request does while a grace period runs. */
export function repointSecretProblems(file: string, text: string): string[] {
  return paragraphs(text).flatMap(({ line, paragraph }) => {
    if (!REPOINT.test(paragraph) || !ZERO_GRACE.test(paragraph) || SAYS_GRACE_CASE.test(paragraph)) return [];
    return [`${file}:${line}: a paragraph repoints a subscription with \`rotation_grace_period_hours: 0\` without saying that during a grace period that request only ends it and returns the secret the old endpoint may hold; say to check \`previous_secret_expires_at\` and roll a second time (rule: repoint-secret)`];
  });
}

const SECRET = /\bsecret\b/i;
const SECRET_ONCE = /\b(?:only|this|returned|shown|included) once\b|\bonce, (?:when|at|in)\b|\w`?, once,/i;

/** Each sentence or table row that says the signing secret is returned once: a replay of the create and a repeated rotation return it again. */
export function secretOnceProblems(file: string, text: string): string[] {
  return units(text)
    .filter((unit) => SECRET.test(unit.text) && SECRET_ONCE.test(unit.text))
    .map((unit) => `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" says the signing secret is returned once; the create response's replay to a retry with the same \`Idempotency-Key\` and a repeated rotation return it too, and no read does (rule: secret-once)`);
}

const RATE = /`amount` divided by\s+`original_amount`/;
const SAYS_EXPONENT = /exponent|minor units/;
const OTHER_EXPONENTS = /\b(?:JPY|KWD)\b/;
const UNSUPPORTED = /not support|cannot hold|fails validation/;

/** Each paragraph that gives the rate of a card payment without its currencies' minor units, or rules out other exponents without `original_amount`. */
export function merchantCurrencyProblems(file: string, text: string): string[] {
  return paragraphs(text).flatMap(({ line, paragraph }) => {
    const problems: string[] = [];
    if (RATE.test(paragraph) && !SAYS_EXPONENT.test(paragraph)) problems.push(`${file}:${line}: divides \`amount\` by \`original_amount\` without converting each from its currency's minor units; the merchant's currency can have another exponent (Money) (rule: merchant-currency-units)`);
    if (OTHER_EXPONENTS.test(paragraph) && UNSUPPORTED.test(paragraph) && !paragraph.includes('`original_amount`')) problems.push(`${file}:${line}: says currencies with other exponents are not supported without naming \`original_amount\`, which carries them for a card payment abroad (Money) (rule: merchant-currency-units)`);
    return problems;
  });
}

/** The paragraphs, list items and table rows of `text` (a YAML description's too), each with its 1-based first line. */
function blocks(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let open = false;
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') {
      open = false;
      return;
    }
    const starts = /^\s*(?:[-*|]|\d+\.)\s|^\s*\|/.test(line);
    if (open && !starts && !found.at(-1)!.text.trimStart().startsWith('|')) found.at(-1)!.text += `\n${line}`;
    else found.push({ line: index + 1, text: line });
    open = true;
  });
  return found;
}

const SCOPES_TO_API_KEY = /\bbelongs? to the API key\b/i;
const ROLLS_KEYS = /\brevoke the old\b/i;
const SAYS_SAME_API_KEY = /\bsame\s+API\s+key\b/i;

/** Each paragraph that scopes idempotency keys to the API key, or rolls API keys, without saying a retry goes with the same API key. */
export function keyRollRetryProblems(file: string, text: string): string[] {
  return blocks(text)
    .filter((block) => (SCOPES_TO_API_KEY.test(block.text) || ROLLS_KEYS.test(block.text)) && !SAYS_SAME_API_KEY.test(block.text))
    .map((block) => `${file}:${block.line}: "${block.text.trim().replace(/\s+/g, ' ').slice(0, 80)}..." ${SCOPES_TO_API_KEY.test(block.text) ? 'scopes idempotency keys to the API key' : 'rolls API keys'} without saying a retry goes with the same API key as its first attempt; sent with another API key it runs as a new request (rule: key-roll-retry)`);
}

/**
 * archived-balance: an archived wallet's balances are 0 for good (the `Balance` schema); money that
 * comes back for it goes to the funding account. So a paragraph that sends such money there says
 * the balances stay 0, and one that says reversed transactions no longer count in the balances
 * gives the archived case, or a reader adds a returned payment back to the archived wallet.
 */
export const ARCHIVED_BALANCE_SOURCE = 'examples/api/components/schemas/wallets.yaml';
const ARCHIVED_ZERO = /An archived wallet's balances are all 0 for good/;
const TO_FUNDING = /\barchived\b[\s\S]*\b(?:return(?:s|ed)?|reversed)\b[\s\S]*\bfunding account\b|\b(?:return(?:s|ed)?|reversed)\b[\s\S]*\barchived\b[\s\S]*\bfunding account\b/;
const STAYS_ZERO = /balances (?:stay|are all) 0|stay 0 for good|0 for good once/;
const REVERSED_UNCOUNTED = /\breversed\b[^.]*\b(?:do not|does not|no longer) counts?\b|\bno longer counts? in any balance/;

/** Throws, naming the file, when the spec no longer states that an archived wallet's balances are 0 for good. */
export function archivedBalanceRule(source: string): void {
  if (!ARCHIVED_ZERO.test(source)) throw new Error(`${ARCHIVED_BALANCE_SOURCE}: the Balance schema no longer says "An archived wallet's balances are all 0 for good" (update tests/content/support/stated-rules.ts)`);
}

/** Each paragraph that sends money back for an archived wallet to the funding account, or leaves reversed transactions out of the balances, without saying its balances stay 0. */
export function archivedBalanceProblems(file: string, text: string): string[] {
  return paragraphs(text).flatMap(({ line, paragraph }) => {
    if (STAYS_ZERO.test(paragraph)) return [];
    if (TO_FUNDING.test(paragraph)) return [`${file}:${line}: sends money returned for an archived wallet to the funding account without saying the wallet's balances stay 0; a reversed transaction no longer counts, so a reader adds it back to the archived wallet (rule: archived-balance)`];
    if (REVERSED_UNCOUNTED.test(paragraph) && !/\barchived\b/.test(paragraph)) return [`${file}:${line}: says reversed transactions no longer count in the balances without the archived case, whose balances stay 0 for good (rule: archived-balance)`];
    return [];
  });
}

/**
 * suspension-scope: a suspension refuses only money movement that starts after it
 * (`CustomerStatus`): a `pending` payment or withdrawal, an authorisation approved before it and a
 * debit balance adjustment still take money out. A paragraph that says a suspended customer's
 * money cannot leave, or that suspension stops money going out, without narrowing it to new money
 * movement or saying what started before still runs, states more than the spec.
 */
const SUSPENDED = /\bsuspen(?:d\w*|sion\w*|ding)\b/i;
const STOPS_ALL_OUT = /\bmoney can(?:not|'t|’t) leave\b|\bstops? (?:all )?money (?:going|from going) out\b|\bno money (?:leaves|goes out)\b/i;
const NARROWED = /\bnew (?:money|payments?|debits?|movement)\b|\bstarted before\b|\balready `?pending\b/i;

/** Each paragraph that says a suspension stops all money going out, without narrowing it to new movement. */
export function suspensionScopeProblems(file: string, text: string): string[] {
  return paragraphs(text)
    .filter(({ paragraph }) => SUSPENDED.test(paragraph) && STOPS_ALL_OUT.test(paragraph) && !NARROWED.test(paragraph))
    .map(({ line }) => `${file}:${line}: says a suspension stops all money going out; it refuses only new payments, withdrawals, transfers out and authorisations, while pending ones, authorisations approved before it and debit balance adjustments still take money out (CustomerStatus) (rule: suspension-scope)`);
}

/**
 * reissue-expiry: a card expires in its issue month, 3 years later (`Card.exp_month`), so a card
 * reissued in the month the old one was issued has the same expiry; a sentence that promises a
 * reissued card a new expiry date states more than the spec.
 * card-payment-start: a late capture and a refund are card payment transactions created
 * `completed`, so a paragraph that says card payments start `pending` or `failed` names them.
 * card-below-zero: a settlement larger than its authorisation and a capture after the
 * authorisation expired are both booked in full, even below zero (`CardType`, `card_payment`),
 * so a sentence or table row that names the first as taking the balances below zero (or
 * covering less than a held amount) names the second too.
 */
const NEW_EXPIRY = /\bnew\b(?:[^.\n]{0,30})\bexpiry date\b/;
const REISSUE = /\breissu|\breplace/i;
const CARD_START = /(?:Starts as|card payment (?:starts|is created))[^\n]*`pending`[^\n]*`failed`[^\n]*/i;
const OVER_SETTLEMENT = /\bsettlement\s+(?:is\s+)?(?:larger\s+than|above)\s+(?:its|the)\s+authorisation\b/i;
const GOES_NEGATIVE = /\bbelow\s+(?:zero|it|the\s+held)\b|\bNegative\b|\btook\s+it\s+down\b/;
const LATE_CAPTURE = /\bcapture\s+after\s+(?:its|the)\s+authorisation\s+expired\b|\blate\s+capture\b/i;

export function cardLifecycleProblems(file: string, text: string): string[] {
  return paragraphs(text).flatMap(({ line, paragraph }) => {
    const problems: string[] = [];
    if (REISSUE.test(paragraph) && NEW_EXPIRY.test(paragraph)) problems.push(`${file}:${line}: promises a reissued card a new expiry date; it expires 3 years from its own issue month, the same as the old card's when both were issued in one month (Card.exp_month) (rule: reissue-expiry)`);
    const start = CARD_START.exec(paragraph);
    if (start && !(/late capture/.test(start[0]) && /refund/.test(start[0]) && /`completed`/.test(start[0]))) problems.push(`${file}:${line}: says a card payment starts \`pending\` or \`failed\` without the late capture and the refund, which are created \`completed\` (CardPaymentStage) (rule: card-payment-start)`);
    return problems;
  }).concat(
    units(text)
      .filter((unit) => OVER_SETTLEMENT.test(unit.text) && GOES_NEGATIVE.test(unit.text) && !LATE_CAPTURE.test(unit.text))
      .map((unit) => `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" names a settlement larger than its authorisation as taking the balances down without a capture after the authorisation expired, which is booked in full too, even below zero (CardType, card_payment) (rule: card-below-zero)`),
  );
}

/**
 * kyc-requirement-kinds: `KycRequirementCode` asks for a missing document, a rejected one
 * (`document_unreadable`, `selfie_mismatch`), an expired one (`document_expired`, accepted or
 * rejected), a missing field and a missing address (`address_missing`); a sentence that lists
 * the kinds of `kyc_requirements` entries names each, or none.
 */
export const KYC_REQUIREMENT_KINDS: { code: RegExp; kind: string; said: RegExp }[] = [
  { code: /_documents?_missing$|^proof_of_address_missing$/, kind: 'a missing document', said: /\bmissing\b/ },
  { code: /^document_unreadable$|^selfie_mismatch$/, kind: 'a rejected document', said: /\brejected\b/ },
  { code: /^document_expired$/, kind: 'an expired document', said: /\bexpired\b/ },
  { code: /^(?:beneficial_owners|counterparty_sector|terms_acceptance)_missing$/, kind: 'a missing field', said: /\bfields?\b/ },
  { code: /^address_missing$/, kind: 'a missing address', said: /\baddress\b/ },
];
const LISTS_REQUIREMENT_KINDS = /`kyc_requirements`[^.|]*(?:one entry per|lists each|each item)[^.|]*\b(?:missing|rejected)\b/;

/**
 * Each sentence or table row that lists the kinds of `kyc_requirements` entries and leaves one out.
 * (Whether a kind the coming release adds is dated is rule `coming-requirement-dated`.)
 */
export function kycRequirementKindProblems(file: string, text: string): string[] {
  return units(text).flatMap((unit) => {
    if (!LISTS_REQUIREMENT_KINDS.test(unit.text)) return [];
    const missing = KYC_REQUIREMENT_KINDS.filter((kind) => !kind.said.test(unit.text)).map((kind) => kind.kind);
    return missing.length === 0 ? [] : [`${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" lists the kinds of \`kyc_requirements\` entries without ${missing.join(', ')} (KycRequirementCode); name every kind, or say "one entry per requirement" and point to the codes (rule: kyc-requirement-kinds)`];
  });
}

const NAMES_401 = /`401\b/;
const RETRY_USELESS = /\bretry(?:ing)? (?:will|does|would) not help|\b(?:do not|never|no point in) retry/i;
const FIX_FIRST = /\bfix(?:ed|ing)?\b|\bonce\b[^.|]*\bkey\b[^.|]*\bcorrect/i;

/** Each sentence or table row that says a retry after a `401` does not help, or sends a `401` back with the same key without fixing the API key first. */
export function unauthorizedRetryProblems(file: string, text: string): string[] {
  return units(text).flatMap((unit) => {
    if (!NAMES_401.test(unit.text)) return [];
    const quoted = `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}"`;
    if (RETRY_USELESS.test(unit.text)) return [`${quoted} says a retry after a \`401\` does not help; a \`401\` ran nothing and stored nothing, so once the API key is fixed a retry with the same idempotency key and body runs the request (rule: unauthorized-retry)`];
    if (SAME_KEY_RETRY.test(unit.text) && !FIX_FIRST.test(unit.text)) return [`${quoted} sends a \`401\` back with the same key without saying to fix the API key first; sent unchanged it returns the same \`401\` (rule: unauthorized-retry)`];
    return [];
  });
}

export const KEY_LIFETIME_SOURCE = 'examples/api/components/parameters.yaml';
const KEY_LIFETIME = LIMITS.find((fact) => fact.source.file === KEY_LIFETIME_SOURCE && /idempotency key/.test(fact.name));
if (!KEY_LIFETIME) throw new Error(`tests/content/support/limits.ts: no longer has the idempotency key's lifetime (update tests/content/support/stated-rules.ts)`);
const LIFETIME_QUOTES = KEY_LIFETIME.quotes.map((quote) => new RegExp(quote.source));
const STORED_START = /\bstored\s+response\b|\bfrom\s+(?:that|the)\s+response\b|\bresponse\s+(?:it|they)\s+stores?\b/i;
const FIRST_START = /\b(?:from|of|after)\s+(?:the|your|its)\s+first\s+(?:request|attempt)\b/i;
const AFTER_UNKNOWN_OUTCOME = /`5xx`|`500\b|\btimeout\b|no response/;
const FROM_THE_RETRY = /(?<!\bnot\s)\bfrom\s+(?:the|that|your|a)\s+retry\b(?!'s\s+stored)/i;
const SCOPE_LINK = /\]\(\/docs\/api\/intro#idempotency(?:-scope)?\)|\]\(#idempotency(?:-scope)?\)/;

/** Each sentence or table row that gives an idempotency key's lifetime from another start than the stored response, or with none and no link to where it is stated. */
export function keyLifetimeProblems(file: string, text: string): string[] {
  return units(text).flatMap((unit) => {
    if (!LIFETIME_QUOTES.some((quote) => quote.test(unit.text))) return [];
    const quoted = `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}"`;
    if (AFTER_UNKNOWN_OUTCOME.test(unit.text) && FROM_THE_RETRY.test(unit.text)) return [`${quoted} starts an idempotency key's 24 hours from the retry after a \`5xx\` or timeout; a request that ran has its response stored when it ran, and the hours run from that stored response (${KEY_LIFETIME_SOURCE}) (rule: key-lifetime-start)`];
    if (STORED_START.test(unit.text)) return [];
    if (FIRST_START.test(unit.text)) return [`${quoted} counts an idempotency key's 24 hours from the first request; they run from the stored response, and an attempt that is not stored starts nothing (${KEY_LIFETIME_SOURCE}) (rule: key-lifetime-start)`];
    if (SCOPE_LINK.test(unit.text)) return [];
    return [`${quoted} gives an idempotency key's lifetime without its start; say "from the stored response" or link /docs/api/intro#idempotency-scope (${KEY_LIFETIME_SOURCE}) (rule: key-lifetime-start)`];
  });
}

/**
 * same-status-alone: a `PATCH` that sends only the status an object already has returns `200` and
 * changes nothing; one that sends another field too is an update of that field under the rules of
 * the object's status (a `closed` customer refuses it with `422 customer_not_active`). So a
 * sentence or table row that promises the unchanged `200` names that condition ("only", "alone",
 * "no field but"), or links where it is stated. An object whose status has an operation of its
 * own needs no condition (`statusOnlyObjects`).
 */
const SAME_STATUS = /\bstatus\s+(?:that\s+)?((?:an?\s+|the\s+)?[\w\s]{0,20}?)\s+already\s+has\b|\bthe\s+same\s+status\b/i;
const UNCHANGED = /`200`|\bunchanged\b|\bchanges nothing\b|\bnot an error\b/;
const ALONE = /\bonly\b|\balone\b|\bno field but\b|\bsends? nothing else\b|\]\(\/docs\/api\/intro#idempotency\)/;

/**
 * The objects (by their `object` value: `card`) whose status is set by an operation of its own:
 * a `PATCH` whose request requires `status`, so every request to it sends the status and what
 * else it takes goes with it (a card's `reason`, which a repeated status leaves as it is). A
 * request to it has no other field to update.
 */
export function statusOnlyObjects(model: Pick<ApiModel, 'operations'>): string[] {
  return model.operations.flatMap((op) => {
    const body = op.requestBody?.content?.['application/json']?.schema;
    if (op.method !== 'patch' || !body?.properties?.status || !body.required?.includes('status')) return [];
    const success = Object.entries(op.responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
    const object = success?.content?.['application/json']?.schema?.properties?.object;
    const name = object?.const ?? object?.enum?.[0];
    return typeof name === 'string' ? [name] : [];
  });
}

export function sameStatusProblems(file: string, text: string, statusOnly: string[]): string[] {
  return units(text).flatMap((unit) => {
    const match = SAME_STATUS.exec(unit.text);
    const object = match?.[1] ?? 'the object';
    const ownOperation = statusOnly.some((name) => new RegExp(`^(?:a|the)\\s+${name.replace(/_/g, '\\s+')}$`, 'i').test(object));
    if (!match || ownOperation || !UNCHANGED.test(unit.text) || ALONE.test(unit.text)) return [];
    return [`${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" promises \`200\` and no change for the status ${object} already has without the condition: only when the request sends no other field; one that does is an update of that field, which the object's status may refuse. Say "only" or link /docs/api/intro#idempotency (rule: same-status-alone)`];
  });
}

/**
 * credit-floor: `credit_limit` is the floor of a credit card's authorisations; a settlement larger
 * than its authorisation and a capture after the authorisation expired are booked in full, so
 * they can take the wallet further below zero (`CardType`). A sentence or table row that puts the
 * wallet "down to minus" the limit, or "at most as far below zero", says the floor is the
 * authorisations' and that those two can go further.
 */
const CREDIT_FLOOR = /\bdown\s+to\s+minus\b|\bat\s+most\s+as\s+far\s+below\s+zero\b/i;
const FLOOR_OF_AUTHORISATIONS = /\bauthorisations?\b|\bauthorised\b/i;
const GOES_FURTHER = /\bfurther\b|#late-capture/;

export function creditFloorProblems(file: string, text: string): string[] {
  return units(text)
    .filter((unit) => CREDIT_FLOOR.test(unit.text) && !(FLOOR_OF_AUTHORISATIONS.test(unit.text) && GOES_FURTHER.test(unit.text)))
    .map((unit) => `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" bounds a credit card's wallet by \`credit_limit\` without saying the bound is the authorisations'; a settlement larger than its authorisation and a capture after the authorisation expired are booked in full and can take it further (CardType) (rule: credit-floor)`);
}

/**
 * card-issue-conditions: the operations that issue a card refuse a customer by status
 * (`cardIssueRefusal`, from their `x-errors`) as well as one whose KYC is not `approved` and a
 * wallet that is not `active`. A sentence or table row that gives the conditions of issuing a
 * card (KYC `approved` and the wallet, with "need", "must" or "require") names the customer's status too.
 */
const STATES_CARD_CONDITIONS = /\b(?:needs?|must|requires?)\b/i;
const NAMES_KYC_APPROVED = /\bKYC\b[^.|]{0,60}`approved`|`kyc_not_approved`/;
const NAMES_CUSTOMER_STATUS = /customer_not_active|\bsuspended\b|`active` customer|customer must be `active`|\bwhose status is `active`/;

/** How the operations that issue a card refuse a customer by status: the error, the statuses it names, and where it is written. */
export interface CardIssueRefusal {
  status: number;
  code: string;
  /** The `CustomerStatus` values its `when` refuses ("The customer is `suspended` or `closed`"). */
  customerStatuses: string[];
  operationIds: string[];
}

/**
 * The refusal by customer status of the operations that issue a card (a `POST` whose answer is a
 * `card`): the error of theirs whose `when` says "the customer is" one or more `CustomerStatus`
 * values. Throws when none has one.
 */
export function cardIssueRefusal(model: Pick<ApiModel, 'operations' | 'schemas'>): CardIssueRefusal {
  const customerStatuses = (model.schemas.CustomerStatus?.enum ?? []).map(String);
  const named = (when: string) => {
    const list = /\bcustomer is ((?:`\w+`(?:,\s*|\s+or\s+)?)+)/.exec(when)?.[1] ?? '';
    return customerStatuses.filter((status) => list.includes(`\`${status}\``));
  };
  const refusals = model.operations.flatMap((op) => {
    const success = Object.entries(op.responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
    const object = success?.content?.['application/json']?.schema?.properties?.object;
    if (op.method !== 'post' || (object?.const ?? object?.enum?.[0]) !== 'card') return [];
    return op.errors.filter((error) => named(error.when).length > 0).map((error) => ({ op: op.operationId, error }));
  });
  const first = refusals[0];
  if (!first) throw new Error(`examples/api: no operation that issues a card refuses a customer by status in its x-errors any more (update tests/content/support/stated-rules.ts, rule card-issue-conditions)`);
  const same = refusals.filter(({ error }) => error.code === first.error.code);
  return {
    status: first.error.status,
    code: first.error.code,
    customerStatuses: customerStatuses.filter((status) => same.some(({ error }) => named(error.when).includes(status))),
    operationIds: [...new Set(same.map(({ op }) => op))],
  };
}

const orList = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

export function cardIssueConditionProblems(file: string, text: string, refusal: CardIssueRefusal): string[] {
  const refused = `a ${orList(refusal.customerStatuses.map((status) => `\`${status}\``))} customer is refused with \`${refusal.status} ${refusal.code}\` (${refusal.operationIds.join(', ')} x-errors)`;
  return units(text)
    .filter((unit) => /\bcards?\b/i.test(unit.text) || /card/.test(file))
    .filter((unit) => STATES_CARD_CONDITIONS.test(unit.text) && NAMES_KYC_APPROVED.test(unit.text) && /\bwallet\b/.test(unit.text) && !NAMES_CUSTOMER_STATUS.test(unit.text))
    .map((unit) => `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" gives the conditions of issuing a card without the customer's status; ${refused} (rule: card-issue-conditions)`);
}

/**
 * order-by-updated-at: the one way to tell an older state from a newer one is the object's
 * `updated_at` (the payloads page's "Ordering and duplicates"); an event's `created_at` does not
 * order states, since a catch-up reads states that no event carries. A sentence or table row that
 * orders deliveries, or compares times to order them, names `updated_at`.
 */
const ORDERS_DELIVERIES = /\b(?:to\s+order\s+them|order\s+(?:them|events|deliveries)\s+by|sort\s+(?:them|events|deliveries)\s+by|compare\s+(?:this|it|`created_at`)\b[^.|]{0,40}\border)/i;

export function orderByUpdatedAtProblems(file: string, text: string): string[] {
  return units(text)
    .filter((unit) => ORDERS_DELIVERIES.test(unit.text) && !/`updated_at`|\bupdated_at\b/.test(unit.text))
    .map((unit) => `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" orders events without the object's \`updated_at\`; an event's \`created_at\` does not tell which state is newer, so compare \`updated_at\` with the one you stored (/docs/notifications/webhook-notification-payloads#ordering-and-duplicates) (rule: order-by-updated-at)`);
}

/**
 * card-reversal-causes: a card authorisation becomes `reversed` (`card_payment.reversed`) when the
 * merchant reverses it (`authorisation_reversed`) or when it expires unsettled
 * (`authorisation_expired`), as FailureCode says; a paragraph or table that gives the event with
 * the expiry alone tells the reader a merchant's reversal never happens.
 */
export const CARD_REVERSAL_SOURCE = 'examples/api/components/schemas/transactions.yaml';
const REVERSAL_EVENT = /`card_payment\.reversed`/;
const EXPIRY_CAUSE = /`authorisation_expired`|\bexpire[sd]?\b|\bnever (?:settle|capture)[sd]?\b/;
const MERCHANT_REVERSAL = /`authorisation_reversed`|\bmerchant\s+(?:reverse[sd]?|cancel)/;

/** Throws, naming the file, when FailureCode no longer gives a merchant's reversal its own code. */
export function cardReversalRule(source: string): void {
  if (!/- `authorisation_reversed`(?: <AvailableFrom [^>]*\/>)?: the merchant reversed/.test(source)) throw new Error(`${CARD_REVERSAL_SOURCE}: FailureCode no longer says "\`authorisation_reversed\`: the merchant reversed" (update tests/content/support/stated-rules.ts)`);
}

/** Each paragraph that names `card_payment.reversed` with the expiry as its cause and leaves out the merchant's reversal. */
export function cardReversalProblems(file: string, text: string): string[] {
  return paragraphs(text).flatMap(({ line, paragraph }) =>
    REVERSAL_EVENT.test(paragraph) && EXPIRY_CAUSE.test(paragraph) && !MERCHANT_REVERSAL.test(paragraph)
      ? [`${file}:${line}: gives \`card_payment.reversed\` for an authorisation that expires unsettled without the merchant's reversal, which sends it too with \`authorisation_reversed\` (${CARD_REVERSAL_SOURCE}, FailureCode) (rule: card-reversal-causes)`]
      : [],
  );
}

/**
 * card-controls-complete: a card's controls are its status, its `spending_limits` and, on a credit
 * card, its `credit_limit` (`SpendingLimits`); a sentence or table row calling some of them the
 * only controls names all three, so no page gives a shorter list.
 */
export const CARD_CONTROLS_SOURCE = 'examples/api/components/schemas/cards.yaml';
const ONLY_CONTROLS = /\bonly\s+(?:card\s+)?controls\b/i;
const CARD_CONTROLS: [string, RegExp][] = [
  ['status', /\bstatus\b/i],
  ['`spending_limits`', /`spending_limits`|\bspending\s+limits\b|\bthree\s+limits\b/i],
  ['`credit_limit`', /`credit_limit`|\bcredit\s+limit\b/i],
];

export function cardControlsProblems(file: string, text: string): string[] {
  return units(text).flatMap((unit) => {
    if (!ONLY_CONTROLS.test(unit.text)) return [];
    const missing = CARD_CONTROLS.filter(([, pattern]) => !pattern.test(unit.text)).map(([name]) => name);
    return missing.length > 0
      ? [`${file}:${unit.line}: calls a card's controls the only ones without ${missing.join(' and ')}; they are the card's status, its \`spending_limits\` and, on a credit card, its \`credit_limit\` (${CARD_CONTROLS_SOURCE}, SpendingLimits) (rule: card-controls-complete)`]
      : [];
  });
}

/**
 * limit-scope: three kinds of limit exist and none is "the only" one. Your program's limits per
 * transfer, day and month hold payments and withdrawals (`BankAccount`); a card's spending is held
 * by its `spending_limits` and, for a kind left `null`, your program's default card limit
 * (`SpendingLimits`); money coming in has none. A sentence or table row that confines program
 * limits with "only" also says what holds card spending, and one that ties a card decline's
 * `limit_exceeded` to "a program limit" says it is the default card limit, not the payment limits.
 */
export const LIMIT_SCOPE_SOURCES = 'examples/api/components/schemas/bank-accounts.yaml (BankAccount), examples/api/components/schemas/cards.yaml (SpendingLimits)';
const PROGRAM_LIMITS = /\bprogram(?:'s)?\s+(?:own\s+)?limits?\b/i;
const ONLY = /\bonly\b/i;
const CARD_SPENDING_NAMED = /`spending_limits`|\bspending\s+limits?\b|\bdefault\s+card\s+limits?\b|\bcard\s+limits\b/i;
const CARD_DECLINE = /\bcard\b|\bpurchase\b|\bauthorisation\b|`61`/i;

export function limitScopeProblems(file: string, text: string): string[] {
  return units(text).flatMap((unit) => {
    if (!PROGRAM_LIMITS.test(unit.text)) return [];
    if (ONLY.test(unit.text) && !CARD_SPENDING_NAMED.test(unit.text)) {
      return [`${file}:${unit.line}: confines program limits with "only" without saying what holds card spending (the card's \`spending_limits\`, or your program's default card limits where \`null\`) (${LIMIT_SCOPE_SOURCES}) (rule: limit-scope)`];
    }
    if (/`limit_exceeded`/.test(unit.text) && CARD_DECLINE.test(unit.text) && !/\bdefault\s+card\s+limits?\b/i.test(unit.text)) {
      return [`${file}:${unit.line}: ties a card decline's \`limit_exceeded\` to a program limit without saying it is your program's default card limit, which stands in for a \`null\` \`spending_limits\` (${LIMIT_SCOPE_SOURCES}) (rule: limit-scope)`];
    }
    return [];
  });
}
