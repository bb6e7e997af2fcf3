/** The sandbox's magic values: as the spec's FailureCode gives them, and as the sandbox guide's tables do. */
import { sentences } from './sentences';

export interface SandboxValue {
  failureCode: string;
  /** The last two digits of the amount. */
  ending: string;
}

/** The sandbox values the spec gives each failure code: "- `code`: ... Sandbox: amount ending in `96`; card payment ending in `51`." */
export function specSandboxValues(description: string): SandboxValue[] {
  return [...description.matchAll(/^\s*- `([a-z_]+)`:([\s\S]*?)(?=^\s*- `|(?![\s\S]))/gm)].flatMap(([, failureCode, text]) => {
    const sandbox = text.slice(text.indexOf('Sandbox:') >>> 0);
    return text.includes('Sandbox:') ? [...sandbox.matchAll(/`(\d\d)`/g)].map(([, ending]) => ({ failureCode, ending })) : [];
  });
}

/**
 * The guide's tables against the spec: every value the spec gives has a row with its ending and its
 * failure code, and every row that pairs an ending with a failure code is one the spec gives.
 */
export function sandboxValueProblems(file: string, source: string, values: SandboxValue[], failureCodes: string[]): string[] {
  const rows = source.split('\n').map((text, index) => ({ text, line: index + 1 })).filter((row) => row.text.trimStart().startsWith('|'));
  const cells = (text: string) => text.split('|').map((cell) => cell.trim());
  const problems = values
    .filter(({ failureCode, ending }) => !rows.some((row) => row.text.includes(`\`${ending}\``) && row.text.includes(`\`${failureCode}\``)))
    .map(({ failureCode, ending }) => `${file}: no table row gives \`${ending}\` with \`${failureCode}\`, as FailureCode's description does (rule: sandbox-value)`);
  for (const row of rows) {
    const ending = /^`(\d\d)`$/.exec(cells(row.text)[1] ?? '')?.[1];
    if (!ending) continue;
    for (const failureCode of failureCodes.filter((code) => row.text.includes(`\`${code}\``))) {
      if (!values.some((value) => value.ending === ending && value.failureCode === failureCode)) {
        problems.push(`${file}:${row.line}: \`${ending}\` is given \`${failureCode}\`, which FailureCode's description does not give it (rule: sandbox-value)`);
      }
    }
  }
  return problems;
}

/** What a sandbox payment or withdrawal does with an amount ending: `failed`, or `completed` and then returned. */
export type SandboxOutcome = 'fails' | 'is returned';

/** Each ending of the sandbox guide's payments and withdrawals table with its outcome ("`failed`", or "`completed`, then `reversed`"). */
export function sandboxOutcomes(guide: string): Map<string, SandboxOutcome> {
  const section = /^## Payments and withdrawals \{#payments-and-withdrawals\}\n([^]*?)(?=^## )/m.exec(guide);
  if (!section) throw new Error('docs/guides/sandbox.mdx: no longer has the section {#payments-and-withdrawals} (update tests/content/support/sandbox-values.ts)');
  const outcomes = new Map<string, SandboxOutcome>();
  for (const [, ending, outcome] of section[1].matchAll(/^\| `(\d\d)` \| ([^|]*) \|/gm)) {
    if (outcome.includes('`reversed`')) outcomes.set(ending, 'is returned');
    else if (outcome.includes('`failed`')) outcomes.set(ending, 'fails');
  }
  return outcomes;
}

const OUTCOME_WORDS: Record<SandboxOutcome, RegExp> = { fails: /\bfail/i, 'is returned': /\breturn|\brevers|\bcomes? back/i };

/**
 * Each sentence or table row that gives a range of amount endings ("`91` to `98`") without saying
 * what each outcome in the range does: a range that holds a failing ending must say it fails, and
 * one that holds an ending that completes and is then returned must say it comes back (rule:
 * sandbox-outcome-range). A sentence that only says the value chooses the outcome names none.
 */
export function sandboxRangeProblems(file: string, text: string, outcomes: Map<string, SandboxOutcome>): string[] {
  const problems: string[] = [];
  const units = sentences(text).flatMap((sentence) =>
    sentence.text.split('\n').some((line) => line.trimStart().startsWith('|'))
      ? sentence.text.split('\n').map((line, index) => ({ line: sentence.line + index, text: line }))
      : [sentence],
  );
  for (const unit of units) {
    if (/\bchooses?\b/.test(unit.text)) continue;
    for (const [range, from, to] of unit.text.matchAll(/`(\d\d)` to `(\d\d)`/g)) {
      const inRange = [...outcomes].filter(([ending]) => ending >= from && ending <= to);
      for (const outcome of new Set(inRange.map(([, value]) => value))) {
        if (OUTCOME_WORDS[outcome].test(unit.text)) continue;
        const endings = inRange.filter(([, value]) => value === outcome).map(([ending]) => `\`${ending}\``).join(', ');
        problems.push(`${file}:${unit.line}: ${range} holds ${endings}, which ${outcome} in the sandbox (docs/guides/sandbox.mdx's table), but the sentence does not say so (rule: sandbox-outcome-range)`);
      }
    }
  }
  return problems;
}

/** A test merchant's charge of a sandbox card, timed from its activation: "about 5 seconds after the card is `active`". */
const CARD_CHARGE_DELAY = /about\s+(\d+)\s+seconds\s+after\s+(?:the\s+card|it)\s+is\s+`active`/gi;

/** How long after a sandbox card is `active` the test merchant charges it, as the card's `metadata` description says (the one statement of it). */
export function statedCardChargeDelay(cardsSchemas: string): number {
  const [match] = cardsSchemas.matchAll(CARD_CHARGE_DELAY);
  if (!match) throw new Error('examples/api/components/schemas/cards.yaml no longer says when the test merchant charges a card ("about N seconds after it is `active`")');
  return Number(match[1]);
}

/** Whether a text times the test merchant's charge of a sandbox card. */
export const timesCardCharge = (source: string) => source.match(CARD_CHARGE_DELAY) !== null;

/** Rule `sandbox-card-charge-delay`: every text that times the test merchant's charge gives the spec's delay. */
export function cardChargeDelayProblems(file: string, source: string, stated: number): string[] {
  return [...source.matchAll(CARD_CHARGE_DELAY)]
    .filter(([, delay]) => Number(delay) !== stated)
    .map((match) => `${file}:${source.slice(0, match.index).split('\n').length}: the test merchant charges a sandbox card about ${match[1]} seconds after it is \`active\`, but the card's \`metadata\` description (examples/api/components/schemas/cards.yaml) says about ${stated} (rule: sandbox-card-charge-delay)`);
}
