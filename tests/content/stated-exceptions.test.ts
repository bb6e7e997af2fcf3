// cspell:ignore bsuspen brefus
import { describe, expect, it } from 'vitest';
import { sectionAt } from './support/answers';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';
import { statedExceptionProblems } from './support/stated-exceptions';

const sectionText = (target: string) => {
  const found = sectionAt(target, docPages(), readRepoFile);
  return typeof found === 'string' ? undefined : found.section.text;
};
const files = () => [...docPages(), ...handWrittenFiles('examples').filter((file) => /\.ya?ml$/.test(file) && !file.startsWith('examples/releases/'))];

describe('a rule that holds only with its exception states the exception beside it', () => {
  it('holds on every page and in the spec', () => {
    const problems = files().flatMap((file) => statedExceptionProblems(file, readRepoFile(file), sectionText));
    expect(problems).toEqual([]);
  });

  it('finds each rule stated somewhere, so the check is not vacuous', () => {
    const texts = files().map((file) => readRepoFile(file));
    expect(texts.some((text) => /^\| `RateLimit-Limit` \|/m.test(text))).toBe(true);
    expect(texts.some((text) => /books no fee on a\s+wallet/.test(text))).toBe(true);
    expect(texts.filter((text) => /counts in the day and month/.test(text)).length).toBeGreaterThanOrEqual(2);
    expect(texts.filter((text) => /\b(?:ask|contact) \[(?:Ledgerline )?support\]/i.test(text)).length).toBeGreaterThanOrEqual(3);
    expect(texts.filter((text) => /arrives\s+there\s+as\s+a\s+deposit/.test(text)).length).toBeGreaterThanOrEqual(3);
    expect(texts.some((text) => /never fails for lack of funds/.test(text))).toBe(true);
    expect(texts.filter((text) => /\bsuspen\w*[^.|]{0,200}?\brefus\w*[^.|]{0,160}?\bnew cards\b/i.test(text)).length).toBeGreaterThanOrEqual(3);
    expect(texts.some((text) => /move\s+the diagram does not show returns `422 invalid_status_transition`/.test(text))).toBe(true);
  });

  it('catches the lists of a suspension without the reissue, a catch-all move without the 400 and a sandbox said to check exactly as production, as a review read them', () => {
    const planted = [
      '        - `suspended`: refuse new payments, withdrawals, internal transfers out, cards and card authorisations; money still comes in.',
      '',
      '- Suspending a customer refuses only what starts after it: new payments, withdrawals,',
      '  internal transfers out, cards and card authorisations.',
      '',
      'You move a card between statuses with [update a card\'s status](/docs/cards-controller-update-card-status); any move',
      'the diagram does not show returns `422 invalid_status_transition`. Another pairing returns `400 invalid_request`.',
      '',
      'Most refusals need no magic value; the sandbox checks requests exactly as production does.',
      '',
      '| Still works | Refused |',
      '| --- | --- |',
      '| Reissuing cards | New cards, for a suspended customer |',
    ].join('\n');
    expect(statedExceptionProblems('docs/guides/planted.mdx', planted)).toEqual([
      'docs/guides/planted.mdx:1: "suspended`: refuse new payments, withdrawals, internal transfers out, cards" without its exception in the same paragraph or table row: an existing card can still be reissued for a suspended customer or on a `frozen` wallet, which refuse only new cards (CustomerStatus, WalletStatus, examples/api/components/schemas/customers.yaml, wallets.yaml) (rule: suspension-reissue)',
      'docs/guides/planted.mdx:3: "Suspending a customer refuses only what starts after it: new payments, withdrawals, internal transfers out, cards" without its exception in the same paragraph or table row: an existing card can still be reissued for a suspended customer or on a `frozen` wallet, which refuse only new cards (CustomerStatus, WalletStatus, examples/api/components/schemas/customers.yaml, wallets.yaml) (rule: suspension-reissue)',
      'docs/guides/planted.mdx:6: "any move the diagram does not show returns `422 invalid_status_transition" without its exception in the same sentence: a `status` the request does not take (a card\'s `inactive` or `expired`) fails validation with `400 invalid_request` before the move is checked (UpdateCardStatusRequest.status) (rule: any-move-validation)',
      'docs/guides/planted.mdx:9: "exactly as production" without its exception in the same paragraph or table row: the sandbox refuses a refill of exactly `99999999`, which production would take (refill a wallet, examples/api/paths/wallets_wallet_id_refill.yaml) (rule: sandbox-sameness)',
    ]);
  });

  it('catches a page that sends the reader to support without linking how to reach it, but not an example error\'s detail', () => {
    const planted = [
      '- **A `rejected` KYC review cannot be reopened through the API**: ask support.',
      '',
      'Raise the dispute with [Ledgerline support](/docs/guides/going-live#support), quoting its `id`.',
      '',
      '            detail: An unexpected error occurred. Quote the request id if you contact support.',
    ].join('\n');
    expect(statedExceptionProblems('docs/guides/planted.mdx', planted)).toEqual([
      'docs/guides/planted.mdx:1: "ask support" without its exception in the same paragraph or table row: the channels, hours and response times of Ledgerline support are one section: link it (docs/guides/going-live.mdx#support) (rule: support-link)',
    ]);
  });

  it('reads support the noun, not the verb, outside code and JSON details, and follows a list item\'s link to a section that links support', () => {
    const planted = [
      'For a higher limit, Email support with your program id.',
      '',
      'Ledgerline is designed to support many currencies.',
      '',
      '```json',
      '{ "detail": "An unexpected error occurred. Contact support." }',
      '```',
      '',
      '        value: { "detail": "An unexpected error occurred. Contact support." }',
      '',
      '- **A `rejected` KYC review cannot be reopened through the API**: ask support. [Reviews](/docs/guides/kyc#reviews)',
      '- **No dispute operation**: raise disputes with the support team. [Disputes](/docs/guides/disputes#raise)',
    ].join('\n');
    const linked = (target: string) => (target === '/docs/guides/kyc#reviews' ? '## Reviews\n\nTo reopen one, ask [Ledgerline support](/docs/guides/going-live#support).' : '## Disputes\n\nNone.');
    expect(statedExceptionProblems('docs/guides/planted.mdx', planted, linked)).toEqual([
      'docs/guides/planted.mdx:1: "Email support" without its exception in the same paragraph or table row: the channels, hours and response times of Ledgerline support are one section: link it (docs/guides/going-live.mdx#support) (rule: support-link)',
      'docs/guides/planted.mdx:12: "with the support team" without its exception in the same paragraph or table row: the channels, hours and response times of Ledgerline support are one section: link it (docs/guides/going-live.mdx#support) (rule: support-link)',
    ]);
  });

  it('catches the round-25 rows: a live key asked of a sandbox user, the same-status rule and the compliance event without their exceptions', () => {
    const planted = [
      '| `401 invalid_api_key` | Send an `sk_live_` key to the sandbox. |',
      '| `404 resource_not_found` | Use an id from production, or change a letter of one of yours. |',
      '| `401 invalid_api_key` | Send a revoked sandbox key; once you have a live key, an `sk_live_` key sent to the sandbox too. |',
      '            detail: This is a sandbox key (sk_test_...); use a live key against https://api.example.com/v1.',
      '',
      'A request that sends only the status the object already has returns `200` and changes nothing.',
      '',
      'A suspension by compliance comes to you as `customer.updated` without a request of yours.',
      '',
      'You learn of it from `customer.updated`, except for a customer you had already suspended: no event is sent then.',
      '',
      'TooManyRequests:',
      '  description: Too many requests in the current window; a `429` in place of a `401` reports the per-IP address window.',
      '  content:',
      '        rateLimited:',
      '          summary: Rate limit reached',
      '          value:',
      '            detail: 100 requests per 60 seconds exceeded. Retry after 12 seconds.',
    ].join('\n');
    expect(statedExceptionProblems('docs/guides/planted.mdx', planted)).toEqual([
      'docs/guides/planted.mdx:1: "Send an `sk_live_` key" without its exception in the same paragraph or table row: no live key or production object exists before the program review approves your program (docs/guides/going-live.mdx#production-access): give a way every sandbox user can follow, and the production one only "once you have" it (rule: needs-production-access)',
      'docs/guides/planted.mdx:2: "Use an id from production" without its exception in the same paragraph or table row: no live key or production object exists before the program review approves your program (docs/guides/going-live.mdx#production-access): give a way every sandbox user can follow, and the production one only "once you have" it (rule: needs-production-access)',
      'docs/guides/planted.mdx:6: "sends only the status the object already has" without its exception in the same paragraph or table row: `suspended` sent to a customer compliance has suspended records your own suspension, which stands after compliance lifts theirs (CustomerStatus, examples/api/components/schemas/customers.yaml) (rule: same-status-compliance)',
      'docs/guides/planted.mdx:8: "suspension by compliance comes to you as" without its exception in the same paragraph or table row: no event is sent when compliance suspends a customer you had already suspended (CustomerStatus, examples/api/components/schemas/customers.yaml): say so, and how you learn of it (rule: compliance-suspension-event)',
      'docs/guides/planted.mdx:18: "100 requests per 60 seconds exceeded" without its exception in the same paragraph or table row: a key\'s limit in production is the program\'s own (RateLimit-Limit, examples/api/components/headers.yaml) and the examples are production\'s: say in the example\'s summary whose limit it shows (rule: example-program-limit)',
    ]);
  });

  it('catches the round-26 readings: a reissue to a new address, a switched-off credit card, a recorded suspension\'s event and how wallets open', () => {
    const planted = [
      '    counts. A new address does not change an `approved` customer\'s `kyc_status`, and cards',
      '    already issued keep their `shipping_address` (a reissue takes a new one).',
      '',
      'Switched off, credit cards refuse only new cards: credit cards already issued keep working.',
      '',
      '    - `feature_not_enabled` (403): credit cards are not enabled; only creating a credit card returns it.',
      '    - `customer_not_active` (422): reissuing an existing card still works for a suspended customer.',
      '',
      'The one exception is `suspended` sent to a suspended customer: it records your own suspension.',
      '',
      'Wallets are opened with the customer, one per currency in `wallet_currencies`. A wallet is',
      '`pending` until KYC is approved for the first time, then `active`.',
      '',
      'Wallets open with the customer and when update a customer adds a currency; a wallet opened before the first',
      'approval is `pending` until then. Sending `suspended` again records your own suspension and sends no event.',
      'A physical replacement ships to the new address you send with the reissue, or to the old card\'s address.',
    ].join('\n');
    const why = {
      address: "a physical replacement ships to the `shipping_address` sent with the reissue, or else to the old card's address, never to an address added since (ReissueCardRequest.shipping_address, examples/api/components/schemas/cards.yaml) (rule: reissue-address-default)",
      credit: 'a credit card already issued can still be reissued while credit cards are switched off; only a new credit card is refused (reissue a card, examples/api/paths/cards_card_id_reissue.yaml) (rule: credit-off-reissue)',
      event: '`suspended` sent to a customer compliance has suspended changes no field of the customer and sends no `customer.updated` (CustomerStatus, examples/api/components/schemas/customers.yaml): say so (rule: recorded-suspension-event)',
      active: "a wallet opened after the customer's first KYC approval (a currency added later) opens `active` (WalletStatus, examples/api/components/schemas/wallets.yaml) (rule: wallet-opened-active)",
      later: 'update a customer opens a wallet too, for each currency it adds (Wallet, examples/api/components/schemas/wallets.yaml) (rule: wallet-opened-later)',
    };
    expect(statedExceptionProblems('examples/api/planted.yaml', planted)).toEqual([
      `examples/api/planted.yaml:2: "keep their \`shipping_address\`" without its exception in the same paragraph or table row: ${why.address}`,
      `examples/api/planted.yaml:2: "reissue takes a new" without its exception in the same paragraph or table row: ${why.address}`,
      `examples/api/planted.yaml:4: "credit cards refuse only new cards" without its exception in the same sentence: ${why.credit}`,
      `examples/api/planted.yaml:4: "credit cards already issued keep working" without its exception in the same sentence: ${why.credit}`,
      `examples/api/planted.yaml:6: "only creating a credit card returns it" without its exception in the same sentence: ${why.credit}`,
      `examples/api/planted.yaml:9: "records your own suspension" without its exception in the same paragraph or table row: ${why.event}`,
      `examples/api/planted.yaml:11: "wallet is \`pending\` until" without its exception in the same paragraph or table row: ${why.active}`,
      `examples/api/planted.yaml:11: "Wallets are opened with the customer" without its exception in the same paragraph or table row: ${why.later}`,
    ]);
  });

  it('catches a sandbox refill said to always succeed without the errors that still refuse it', () => {
    const planted = [
      'The sandbox funding account is unlimited, so a [refill](/docs/digital-wallets-controller-refill-wallet)',
      'of an `active` wallet always succeeds, except one of exactly `99999999` minor units, which returns',
      '`422 insufficient_funds`; the refused one changes nothing.',
      '',
      'A refill never fails for lack of funds, except `99999999`. Its other errors are production\'s.',
    ].join('\n');
    expect(statedExceptionProblems('docs/guides/planted.mdx', planted)).toEqual([
      'docs/guides/planted.mdx:2: "always succeeds" without its exception in the same paragraph or table row: the operation\'s own errors (its x-errors on the endpoint page) still refuse such a request: say they apply, or link them (rule: unconditional-success)',
    ]);
  });

  it('catches the going-live rows as round 13 read them, naming file, line and rule', () => {
    const planted = [
      '| Header | Meaning |',
      '| --- | --- |',
      '| `RateLimit-Limit` | Requests your key may send in the current window. |',
      '',
      '- You know your program\'s limits and [fees](/docs/api/limitations#fees) (the API books none on',
      '  a wallet), and what you tell customers about when their money arrives.',
      '',
      '| `422 credit_limit_exceeded` | Ask for a `credit_limit` above 5,000,000 minor units, the sandbox program\'s maximum. |',
      '',
      'A payment or withdrawal counts in the day and month of its `created_at`, unless it fails.',
      '',
      '- a payment from one sandbox wallet to the bank details of a sandbox virtual',
      '  account arrives there as a deposit within seconds;',
    ].join('\n');
    expect(statedExceptionProblems('docs/guides/planted.mdx', planted)).toEqual([
      'docs/guides/planted.mdx:3: "| `RateLimit-Limit` |" without its exception in the same paragraph or table row: the health check, a `401` and a `429` sent in place of a `401` report the per-IP window (RateLimit-Limit, examples/api/components/headers.yaml) (rule: rate-limit-ip-window)',
      'docs/guides/planted.mdx:5: "books none on a wallet" without its exception in the same paragraph or table row: a card payment\'s `amount` includes any foreign-exchange or ATM fee your program charges (Transaction.amount) (rule: wallet-fee-exception)',
      'docs/guides/planted.mdx:8: "program\'s maximum" without its exception in the same paragraph or table row: the program maximum of `credit_limit` is checked for each card on its own, not summed over a customer\'s cards (CreateCreditCardRequest.credit_limit) (rule: credit-limit-per-card)',
      'docs/guides/planted.mdx:10: "counts in the day and month" without its exception in the same paragraph or table row: an internal transfer does not count toward the program limits and is never refused by them (BankAccount, examples/api/components/schemas/bank-accounts.yaml) (rule: program-limits-scope)',
      'docs/guides/planted.mdx:13: "arrives there as a deposit" without its exception in the same paragraph or table row: a sandbox payment whose amount makes it fail or be returned creates no deposit (docs/guides/sandbox.mdx#deposits) (rule: sandbox-deposit-exception)',
    ]);
  });
});
