// cspell:ignore suspen refus issu breissu
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
 *   guide (`#support`); a paragraph, row or list item that sends the reader to support links it,
 *   or links a section that does (the limitations page's lines link the section that explains
 *   each limit). An example error's `detail` and code blocks are the API's own text and link nothing.
 * - sandbox-deposit-exception: a sandbox payment to a sandbox virtual account's bank details arrives
 *   as a deposit unless its amount makes it fail or be returned, which creates none (the sandbox
 *   guide's `#deposits`); a paragraph that says it arrives as a deposit says so or links that section.
 * - needs-production-access: no live key and no production object exists before the program review
 *   approves your program (the going-live guide's `#production-access`); an instruction to send a
 *   live key or use a production id gives a way any sandbox user can follow and keeps the
 *   production one for "once you have" it;
 * - same-status-compliance: a request that sends only the status an object already has changes
 *   nothing, except `suspended` sent to a customer compliance has suspended, which records your own
 *   suspension (`CustomerStatus`); a paragraph that states the rule for every object names that exception;
 * - compliance-suspension-event: a suspension by compliance sends `customer.updated` only when the
 *   status changes, not for a customer you had already suspended (`CustomerStatus`); a paragraph
 *   that promises the event says so.
 * - example-program-limit: a key's rate limit in production is the program's own (`RateLimit-Limit`),
 *   and the examples are production's; an example `429` that gives a number of requests per window
 *   says whose limit it is (a program that allows that many, or the IP address's window).
 * - unconditional-success: a request the sandbox "always" lets succeed still gets the errors its
 *   operation lists (a refill: a wallet not `active`, another currency); a paragraph that says a
 *   request always succeeds or never fails says its other errors still apply or links them.
 * - suspension-reissue: a suspended customer (and a `frozen` wallet) refuses new cards, but an
 *   existing card can still be reissued (`CustomerStatus`, `WalletStatus`, `customer_not_active`);
 *   a paragraph or table row that lists cards among what a suspension or a freeze refuses says so.
 * - any-move-validation: a status the request's `status` does not take (a card's `inactive` or
 *   `expired`) fails validation with `400 invalid_request` before any move is looked at; a
 *   sentence that sends every other move to `422 invalid_status_transition` names the `400` too.
 * - sandbox-sameness: the sandbox refuses one request production would take, a refill of exactly
 *   `99999999` (refill a wallet); a paragraph that says it checks or behaves "exactly as" (or "the
 *   same as") production names that refusal.
 * - reissue-address-default: a physical replacement ships to the `shipping_address` sent with the
 *   reissue, or else to the old card's address, never to an address added since
 *   (`ReissueCardRequest.shipping_address`); a paragraph that says cards keep their address or that
 *   a reissue takes a new one names the old card's address as the default.
 * - credit-off-reissue: switching credit cards off refuses only new credit cards; reissuing one
 *   already issued goes through (reissue a card); a paragraph that says what switched-off credit
 *   cards refuse, or which operation alone returns `feature_not_enabled`, names the reissue in
 *   the same sentence (the error catalogue is one list, whose other entries name reissues too).
 * - recorded-suspension-event: `suspended` sent to a customer compliance has suspended records
 *   your own suspension but changes no field, so sends no `customer.updated` (`CustomerStatus`);
 *   a paragraph that says it records your suspension says no event is sent.
 * - wallet-opened-active: a wallet opened after the customer's first KYC approval opens `active`
 *   (`WalletStatus`); a paragraph that says a wallet is `pending` until KYC is approved says so, or
 *   limits itself to wallets opened before it.
 * - wallet-opened-later: wallets open with the customer and when update a customer adds a currency
 *   (`Wallet`); a paragraph that says they are opened with the customer names the later ones.
 */
import { blockAround } from './text-block';

interface StatedException {
  rule: string;
  claim: RegExp;
  exception: RegExp;
  why: string;
  /** Also met by a doc section the list item or paragraph links, when that section states the exception. */
  throughLinkedSection?: boolean;
  /** The exception must be in the claim's own sentence, not only in its paragraph. */
  inSentence?: boolean;
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
    // Support the noun ("ask support", "to Ledgerline support", "with the support team"), not the verb ("designed to support").
    claim: /(?<!detail"?\s*:[^\n]*)\b(?:(?:ask|contact|e-?mail|reach)\s+(?:Ledgerline\s+)?support|(?:to|with|through)\s+(?:Ledgerline\s+support|(?:the\s+)?support\s+team)|Ledgerline\s+support\s+turns)\b/gi,
    exception: /\]\((?:\/docs\/guides\/going-live)?#support\)/,
    why: 'the channels, hours and response times of Ledgerline support are one section: link it (docs/guides/going-live.mdx#support)',
    throughLinkedSection: true,
  },
  {
    rule: 'sandbox-deposit-exception',
    claim: /\barrives?\s+(?:there\s+)?as\s+a\s+deposit\b|\ba\s+`deposit`\s+arrives\b/g,
    exception: /\bfails?\s+or\s+(?:is|be)\s+returned\b|\]\(\/docs\/guides\/sandbox#deposits\)/,
    why: 'a sandbox payment whose amount makes it fail or be returned creates no deposit (docs/guides/sandbox.mdx#deposits)',
  },
  {
    rule: 'needs-production-access',
    // An instruction to the reader, not the API's own `detail` text in an example error.
    claim: /(?<!detail"?\s*:[^\n]*)\b(?:[Ss]end|[Uu]se)\s+(?:an?\s+)?(?:`sk_live_`|live)\s+key\b|\b(?:[Ss]end|[Uu]se)\s+an?\s+id\s+from\s+production\b/g,
    exception: /\bonce\s+you\s+have\b/,
    why: 'no live key or production object exists before the program review approves your program (docs/guides/going-live.mdx#production-access): give a way every sandbox user can follow, and the production one only "once you have" it',
  },
  {
    rule: 'same-status-compliance',
    claim: /\b(?:sends?|sets?)\s+(?:only\s+)?the\s+status\s+(?:an?|the)\s+(?:object|resource|customer)\s+already\s+has\b/g,
    exception: /\bcompliance\b/,
    why: '`suspended` sent to a customer compliance has suspended records your own suspension, which stands after compliance lifts theirs (CustomerStatus, examples/api/components/schemas/customers.yaml)',
  },
  {
    rule: 'compliance-suspension-event',
    claim: /\bsuspension\s+by\s+compliance\s+comes\s+to\s+you\s+as\b|\blearn\s+of\s+it\s+from\s+`customer\.updated`/g,
    exception: /\balready\s+(?:suspended|`suspended`)|\bhad\s+(?:already\s+)?suspended\b/,
    why: 'no event is sent when compliance suspends a customer you had already suspended (CustomerStatus, examples/api/components/schemas/customers.yaml): say so, and how you learn of it',
  },
  {
    rule: 'example-program-limit',
    claim: /\b\d+\s+requests\s+per\s+60\s+seconds\s+exceeded\b/g,
    // In the example's own summary: the response's description beside it names the IP window for another case.
    exception: /\bsummary:[^\n]*(?:\bprogram\s+(?:allows|whose\s+limit)|\bIP\s+address\b)/,
    why: 'a key\'s limit in production is the program\'s own (RateLimit-Limit, examples/api/components/headers.yaml) and the examples are production\'s: say in the example\'s summary whose limit it shows',
  },
  {
    rule: 'unconditional-success',
    claim: /\balways\s+succeeds?\b|\bnever\s+fails?\b|\bis\s+always\s+accepted\b/g,
    exception: /\b(?:[Ii]ts|the\s+operation's|production's)\s+(?:other\s+)?errors\b|\]\([^)\s]*#errors\)/,
    why: "the operation's own errors (its x-errors on the endpoint page) still refuse such a request: say they apply, or link them",
  },
  {
    rule: 'suspension-reissue',
    claim: /\b(?:suspen\w*|frozen)\b[^.|]{0,200}?\b(?:refus\w*|cannot|no)\b[^.|]{0,160}?\b(?:(?:new\s+)?cards\b(?!\s+(?:keep|still|already))|card\s+can\s+be\s+issued|issu(?:e|ing)\s+a\s+card)/gi,
    exception: /\breissu/i,
    why: 'an existing card can still be reissued for a suspended customer or on a `frozen` wallet, which refuse only new cards (CustomerStatus, WalletStatus, examples/api/components/schemas/customers.yaml, wallets.yaml)',
  },
  {
    rule: 'any-move-validation',
    claim: /\bany\s+(?:other\s+)?(?:move|transition|status\s+change|change\s+of\s+status)\b[^.|]{0,80}?invalid_status_transition|\bdoes\s+not\s+allow\s+the\s+move\b/g,
    exception: /`400\b|\binvalid_request\b/,
    inSentence: true,
    why: "a `status` the request does not take (a card's `inactive` or `expired`) fails validation with `400 invalid_request` before the move is checked (UpdateCardStatusRequest.status)",
  },
  {
    rule: 'sandbox-sameness',
    claim: /\b(?:exactly|just|precisely)\s+(?:as|like)\s+(?:in\s+)?production\b|\bidentical(?:ly)?\s+to\s+production\b|\bthe\s+same\s+as\s+(?:in\s+)?production\b/gi,
    exception: /`99999999`/,
    why: 'the sandbox refuses a refill of exactly `99999999`, which production would take (refill a wallet, examples/api/paths/wallets_wallet_id_refill.yaml)',
  },
  {
    rule: 'reissue-address-default',
    claim: /\bkeep\s+their\s+`?shipping_address`?|\breissue\s+takes\s+a\s+new\b|\breissu\w*\b[^.|]{0,80}?\b(?:new|current|newest|latest)\s+address\b/gi,
    exception: /\bold\s+card's\s+(?:shipping\s+)?address\b/,
    why: "a physical replacement ships to the `shipping_address` sent with the reissue, or else to the old card's address, never to an address added since (ReissueCardRequest.shipping_address, examples/api/components/schemas/cards.yaml)",
  },
  {
    rule: 'credit-off-reissue',
    claim: /\bonly\s+creating\s+a\s+credit\s+card\s+returns\s+it\b|\bcredit\s+cards\s+refuse\s+only\s+new\s+cards\b|\bcredit\s+cards\s+already\s+issued\s+keep\s+working\b/gi,
    exception: /\breissu/i,
    inSentence: true,
    why: 'a credit card already issued can still be reissued while credit cards are switched off; only a new credit card is refused (reissue a card, examples/api/paths/cards_card_id_reissue.yaml)',
  },
  {
    rule: 'recorded-suspension-event',
    claim: /\brecords\s+your\s+(?:own\s+)?suspension\b/g,
    exception: /\bno\s+event\b|\bsends\s+(?:no|none)\b/,
    why: '`suspended` sent to a customer compliance has suspended changes no field of the customer and sends no `customer.updated` (CustomerStatus, examples/api/components/schemas/customers.yaml): say so',
  },
  {
    rule: 'wallet-opened-active',
    claim: /\bwallets?\s+(?:is|are|stays?|opens?)\s+`pending`\s+until\b/gi,
    exception: /\bopens?\s+`active`|`active`\s+(?:at\s+once|once\s+it\s+has\s+been)|\bopened\s+before\b/,
    why: 'a wallet opened after the customer\'s first KYC approval (a currency added later) opens `active` (WalletStatus, examples/api/components/schemas/wallets.yaml)',
  },
  {
    rule: 'wallet-opened-later',
    claim: /\bwallets\s+are\s+opened\s+with\s+the\s+customer\b/gi,
    exception: /\badds?\s+(?:a|the)\s+currency\b|\bcurrency\s+added\s+later\b/,
    why: 'update a customer opens a wallet too, for each currency it adds (Wallet, examples/api/components/schemas/wallets.yaml)',
  },
];

const FENCED = /^\s*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\1\s*$/gm;
/** `text` with its fenced code blocks blanked, lines kept. */
const withoutCode = (text: string) => text.replace(FENCED, (block) => block.replace(/[^\n]/g, ' '));

/** The list item around `index` (its `- ` line and indented continuation), else the paragraph or table row. */
function itemAround(text: string, index: number): string {
  const lines = text.split('\n');
  let line = text.slice(0, index).split('\n').length - 1;
  while (line > 0 && /^ {2}\S/.test(lines[line]) && !lines[line].startsWith('- ')) line--;
  if (!lines[line].startsWith('- ')) return blockAround(text, index);
  let end = line + 1;
  while (end < lines.length && /^ {2}\S/.test(lines[end])) end++;
  return lines.slice(line, end).join('\n');
}

/** The sentence of `text` around the match at `index` (of `length` characters), within its paragraph or table row. */
function sentenceAround(text: string, index: number, length: number): string {
  const block = blockAround(text, index);
  const at = text.lastIndexOf(block, index);
  const start = Math.max(...[...block.slice(0, index - at).matchAll(/[.!?]\s/g)].map((end) => end.index + 1), 0);
  const after = /[.!?](?:\s|$)/.exec(block.slice(index - at + length));
  return block.slice(start, after ? index - at + length + after.index + 1 : block.length);
}

const DOC_LINK = /\]\((\/docs\/[^)\s]+#[^)\s]+)\)/g;

/**
 * Every claim of STATED_EXCEPTIONS whose paragraph or table row leaves out its exception, as
 * `file:line: ... (rule: ...)`. `sectionText` reads the doc section a link (`/docs/...#anchor`) leads to.
 */
export function statedExceptionProblems(file: string, source: string, sectionText: (target: string) => string | undefined = () => undefined): string[] {
  const text = withoutCode(source);
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const linkedStates = (exception: RegExp, index: number) =>
    [...itemAround(text, index).matchAll(DOC_LINK)].some(([, target]) => exception.test(sectionText(target) ?? ''));
  return STATED_EXCEPTIONS.flatMap(({ rule, claim, exception, why, throughLinkedSection, inSentence }) =>
    [...text.matchAll(claim)]
      .filter((match) => !exception.test(inSentence ? sentenceAround(text, match.index, match[0].length) : blockAround(text, match.index)) && !(throughLinkedSection && linkedStates(exception, match.index)))
      .map((match) => `${file}:${lineAt(match.index)}: "${match[0].replace(/\s+/g, ' ').trim()}" without its exception in the same ${inSentence ? 'sentence' : 'paragraph or table row'}: ${why} (rule: ${rule})`),
  );
}
