import { describe, expect, it } from 'vitest';
import { checkLimitLines, limitLinesOf } from './support/answers';
import { docPages, readRepoFile } from './support/repo-files';

const PAGE = 'docs/api/limitations.mdx';
const FIXTURE = 'tests/fixtures/content/answers.mdx';

/** What the section each line of the limitations page links must say, so that the line and the place that explains it agree. */
const MENTIONS: Record<string, RegExp> = {
  '/docs/api/intro#api-keys': /cannot be restricted to IP addresses/,
  '/docs/api/intro#key-activity': /There is no request log or audit trail per key/,
  '/docs/api/intro#updates': /no `ETag`/,
  '/docs/api/intro#metadata': /No list filters by metadata/,
  '/docs/api/intro#deprecation': /no\s+`Deprecation` or `Sunset` header/,
  '/docs/guides/going-live#catch-up': /`updated_after`/,
  '/docs/guides/going-live#after-the-key-expired': /No list returns virtual accounts or KYC documents/,
  '/docs/notifications/webhook-notification-payloads#subscribe': /No operation deletes a\s+subscription/,
  '/docs/guides/payments#limits': /does\s+not return them and no operation changes them/,
  '/docs/guides/payments#timing': /You do not choose a speed/,
  '/docs/guides/payments#scheduled': /no future execution date and no\s+standing order/,
  '/docs/guides/virtual-accounts#no-direct-debits': /No creditor can take\s+money from them by direct debit/,
  '/docs/guides/payments#pending': /No operation cancels a `pending` payment/,
  '/docs/guides/payments#sent-by-mistake': /no operation recalls it,\s+raises a fraud claim or reimburses the customer/,
  '/docs/guides/going-live#endpoint': /no fixed or published IP addresses/,
  '/docs/guides/going-live#secret-rotation': /ends the grace period/,
  '/docs/guides/sandbox#no-reset': /Nothing resets or wipes the sandbox/,
  '/docs/guides/internal-transfers#different-currencies': /never converts/,
  '/docs/guides/internal-transfers#hold-until-due': /no escrow and no hold of your own/,
  '/docs/guides/deposits#how-a-deposit-arrives': /no operation collects a direct debit from a payer's\s+bank account or charges a payer's card/,
  '/docs/guides/internal-transfers#sent-by-mistake': /An internal transfer is final: no operation reverses or cancels it/,
  '/docs/guides/wallets#5-refill-from-your-funding-account': /no operations of its own/,
  '/docs/guides/wallets#refill-by-mistake': /A refill cannot be reversed/,
  '/docs/guides/wallets#past-balance': /no balance history/,
  '/docs/guides/going-live#catch-up-transactions': /There is no program-wide list of deposits,\s+withdrawals/,
  '/docs/guides/customers-and-portfolios#data-deletion': /No operation deletes a customer/,
  '/docs/guides/customers-and-portfolios#address-change': /cannot be edited or deleted/,
  '/docs/guides/customers-and-portfolios#incorporation-country': /cannot be changed[\s\S]*Change the code before closing/,
  '/docs/guides/customers-and-portfolios#documents-after-review': /only Ledgerline support can reopen/,
  '/docs/guides/customers-and-portfolios#compliance-suspension': /Only compliance\s+lifts/,
  '/docs/guides/wallets#reopen-currency': /cannot be reopened/,
  '/docs/guides/wallets#after-archiving': /books nothing more/,
  '/docs/guides/virtual-accounts#close-one': /No operation closes a single virtual account/,
  '/docs/guides/cards#change-limits': /no operation changes\s+them/,
  '/docs/guides/cards#controls': /Merchant categories \(MCC\), single merchants, countries \| No/,
  '/docs/guides/cards#pin': /there is no operation to set, change, reveal\s+or reset a PIN/,
  '/docs/guides/cards#mobile-wallets': /no operation that adds a card to Apple Pay or Google Pay \(no push provisioning\),\s+and none for 3-D Secure/,
  '/docs/guides/cards#shipping': /reports\s+neither production, dispatch nor delivery/,
  '/docs/guides/cards#disputes': /no dispute operation/,
  '/docs/guides/cards#foreign-currency': /returns neither the rate nor the fee/,
  '/docs/guides/cards#card-numbers': /never returns a card's full number/,
  '/docs/guides/cards#credit-repayment': /keeps no statement, interest or due date/,
};

describe('the limitations page: each line links the place that explains the limit', () => {
  it('lists the limits, each with one link', () => {
    const { lines, problems } = limitLinesOf(PAGE, readRepoFile(PAGE));
    expect(problems).toEqual([]);
    expect(lines.length).toBe(Object.keys(MENTIONS).length);
  });

  it('links sections that exist and state the same limit', () => {
    expect(checkLimitLines(PAGE, readRepoFile(PAGE), MENTIONS, docPages(), readRepoFile)).toEqual([]);
  });

  it('catches a line whose page, anchor or statement is missing, or that links two places', () => {
    const files = [...docPages(), FIXTURE];
    const mentions = { '/tests/fixtures/content/answers#close-one': /No operation closes/, '/tests/fixtures/content/answers#refunds': /PIN/, '/docs/guides/cards#gone': /x/ };
    expect(checkLimitLines(FIXTURE, readRepoFile(FIXTURE), mentions, files, readRepoFile)).toEqual([
      `${FIXTURE}:24: a limit links 2 doc sections; link exactly the one that explains it (rule: limitation-link)`,
      `${FIXTURE}:18: ${FIXTURE}:12 #close-one does not state this limit (/No operation closes/) (rule: limitation-mention)`,
      `${FIXTURE}:20: ${FIXTURE}:7 #refunds does not state this limit (/PIN/) (rule: limitation-mention)`,
      `${FIXTURE}:22: links /docs/guides/no-such-guide#x, but /docs/guides/no-such-guide is no hand-written doc page (rule: limitation-link)`,
      `${FIXTURE}:23: links /docs/guides/cards#no-such-anchor, but docs/guides/cards.mdx has no heading with the anchor #no-such-anchor (rule: limitation-link)`,
      `${FIXTURE}: no line links /docs/guides/cards#gone, which the limitations test still declares (rule: limitation-mention)`,
    ]);
  });
});
