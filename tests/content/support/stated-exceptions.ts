/**
 * Rules that hold only with their exception, which the page must state in the same paragraph or
 * table row:
 * - rate-limit-ip-window: `RateLimit-Limit` is the key's count except on the health check, a `401`
 *   and a `429` sent in place of a `401`, which report the per-IP window (the header's
 *   description in examples/api/components/headers.yaml); a table row that says what the header
 *   means names the IP address;
 * - wallet-fee-exception: Ledgerline books none of its own fees on a wallet, but a card payment's
 *   `amount` includes any foreign-exchange or ATM fee your program charges (`Transaction.amount`);
 *   a paragraph that says no fee is booked on a wallet names the card payment;
 * - credit-limit-per-card: the program maximum behind `credit_limit_exceeded` is checked for each
 *   card on its own (`credit_limit` in examples/api/components/schemas/cards.yaml); a paragraph or
 *   row that gives the maximum says it is per card;
 * - program-limits-scope: an internal transfer neither counts toward the program limits per
 *   transfer, day and month nor is refused by them (`BankAccount` in
 *   examples/api/components/schemas/bank-accounts.yaml); a paragraph that says what counts toward
 *   them says so;
 * - support-link: how to reach Ledgerline support, when and how fast is one section of the going-live
 *   guide (`#support`); a paragraph or row that sends the reader to support links it. An example
 *   error's `detail` is the API's own text and links nothing; the limitations page's lines link
 *   the section that explains each limit, which links support.
 */
import { blockAround } from './text-block';

interface StatedException {
  rule: string;
  claim: RegExp;
  exception: RegExp;
  why: string;
  /** Files the rule does not read, because another check gives their lines one link each. */
  exempt?: string[];
}

export const STATED_EXCEPTIONS: StatedException[] = [
  {
    rule: 'rate-limit-ip-window',
    claim: /^\|\s*`RateLimit-Limit`\s*\|/gm,
    exception: /\bIP address/,
    why: 'the health check, a `401` and a `429` sent in place of a `401` report the per-IP window (RateLimit-Limit, examples/api/components/headers.yaml)',
  },
  {
    rule: 'wallet-fee-exception',
    claim: /\b(?:books?|booked)\b[^.|]{0,30}?\b(?:no fees?|none)\b[^.|]{0,30}?\bon\s+a\s+wallet\b|\bnever\s+booked\s+on\s+a\s+wallet\b/g,
    exception: /\bcard\s+payment/,
    why: "a card payment's `amount` includes any foreign-exchange or ATM fee your program charges (Transaction.amount)",
  },
  {
    rule: 'credit-limit-per-card',
    claim: /\bprogram(?:'s)?\s+maximum\b|\bmaximum\s+(?:your|the)\s+program\s+allows\b|\bwhat\s+your\s+program\s+allows\b/g,
    exception: /\b(?:one|each|per)\s+card\b/i,
    why: 'the program maximum of `credit_limit` is checked for each card on its own, not summed over a customer\'s cards (CreateCreditCardRequest.credit_limit)',
  },
  {
    rule: 'program-limits-scope',
    claim: /\bcounts?\s+(?:in|toward)\s+the\s+day\s+and\s+month\b/g,
    exception: /\binternal\s+transfer/,
    why: 'an internal transfer does not count toward the program limits and is never refused by them (BankAccount, examples/api/components/schemas/bank-accounts.yaml)',
  },
  {
    rule: 'support-link',
    claim: /(?<!detail:[^\n]*)\b(?:(?:ask|contact|to|with|through)\s+(?:Ledgerline\s+)?support|Ledgerline\s+support\s+turns)\b/gi,
    exception: /\]\((?:\/docs\/guides\/going-live)?#support\)/,
    why: 'the channels, hours and response times of Ledgerline support are one section: link it (docs/guides/going-live.mdx#support)',
    // Each line there links only the section that explains its limit (rule limitation-link), and that section links support.
    exempt: ['docs/api/limitations.mdx'],
  },
];

/** Every claim of STATED_EXCEPTIONS whose paragraph or table row leaves out its exception, as `file:line: ... (rule: ...)`. */
export function statedExceptionProblems(file: string, text: string): string[] {
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  return STATED_EXCEPTIONS.flatMap(({ rule, claim, exception, why, exempt }) =>
    [...(exempt?.includes(file) ? [] : text.matchAll(claim))]
      .filter((match) => !exception.test(blockAround(text, match.index)))
      .map((match) => `${file}:${lineAt(match.index)}: "${match[0].replace(/\s+/g, ' ').trim()}" without its exception in the same paragraph or table row: ${why} (rule: ${rule})`),
  );
}
