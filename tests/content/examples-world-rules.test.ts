// Planted mistakes: each rule of "the examples are one world" fails on one, naming the place. cspell:ignore LDGRDEB
import { beforeAll, describe, expect, it } from 'vitest';
import { withPlantedOperation } from './support/planted-model';
import { loadApiModel, type ApiModel, type OperationModel } from './support/spec';
import { badIbans, entitiesOf, mixedOutcomes, versionConflicts, formatWorldProblem, misspellings, outOfOrder, reissuesOutOfLine, cardExpiries, signatureTimes, transfersWithinOneCustomer, walletsPerCurrency, World } from './support/world';
import { docListRequests, listRequestProblems, sampleListRequests } from './support/world-list-requests';
import { pathsNamingResponses, pathStatesAccepted, samplePathRequests } from './support/world-path-requests';
import { docListsFitRequests, docListsOf, requestResponsePairs, responsesFitRequests } from './support/world-pairs';
import { authorisationCodes, cardStatusReasons, originalAmountFees, refundsAtPaymentAmount } from './support/world-cards';
import { documentsOffNationality, uploadedDocuments, worldDocuments } from './support/world-documents';
import { deadAccountsRevived } from './support/world-accounts';
import { balanceSnapshots, balancesIgnoringTransactions, currentNotAddingUp } from './support/world-balances';
import { docExamplesOf, specExamples, type ExampleSource } from './support/world-sources';
import { eventsUnderTwoIds, requestsUnderOneId } from './support/world-identity';
import { debitsOffAmount } from './support/world-amounts';
import { problemsNamingOtherObjects } from './support/world-problem-objects';

const PAGE = 'docs/guides/planted.mdx';
const page = (...blocks: unknown[]) => blocks.map((block) => `Some prose.\n\n\`\`\`json\n${JSON.stringify(block, null, 2)}\n\`\`\`\n`).join('\n');
const sources = (...blocks: unknown[]): ExampleSource[] => docExamplesOf(PAGE, page(...blocks));
const worldOf = (...blocks: unknown[]) => new World(entitiesOf(sources(...blocks)));

const customer = { id: 'cus_4f9Kq2LmN8pR7sT1', object: 'customer', type: 'individual', created_at: '2026-11-02T10:15:00Z' };
const wallet = (id: string, currency: string, owner = customer.id, created = '2026-11-02T10:15:00Z') => ({ id, object: 'wallet', customer_id: owner, currency, created_at: created });
const card = (form: string) => ({ id: 'crd_5Fg8Hj2Kl6Zx3Cv9', object: 'card', customer_id: customer.id, wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3', form, created_at: '2026-11-04T12:00:00Z' });
const event = (id: string, type: string, created: string, object: object) => ({ id, object: 'event', type, created_at: created, data: { object } });

describe('the one-world rules on planted mistakes', () => {
  it('same-id-same-data: a card virtual in one example and physical in another, at the odd one\'s line', () => {
    const problems = worldOf(card('virtual'), card('virtual'), card('physical')).conflicts().map(formatWorldProblem);
    expect(problems).toEqual([
      `${PAGE}:31: crd_5Fg8Hj2Kl6Zx3Cv9 has \`form\` "physical" here, but "virtual" at ${PAGE}:5 and 1 more; it never changes, so every example of crd_5Fg8Hj2Kl6Zx3Cv9 must agree (rule: same-id-same-data)`,
    ]);
  });

  it('reissue-keeps-card: a virtual card replaced by a physical one, and a card replaced twice', () => {
    const replacement = (id: string, form: string) => ({ id, object: 'card', customer_id: customer.id, wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3', form, replaces: 'crd_5Fg8Hj2Kl6Zx3Cv9', created_at: '2026-11-19T10:00:00Z' });
    const problems = reissuesOutOfLine(worldOf(card('virtual'), replacement('crd_8Yh3Uj6Ik9Ol2Pm5', 'physical'), replacement('crd_2Hs5Jd8Kf1Lg4Zx7', 'virtual'))).map(formatWorldProblem);
    expect(problems).toEqual([
      `${PAGE}:18: crd_8Yh3Uj6Ik9Ol2Pm5 replaces crd_5Fg8Hj2Kl6Zx3Cv9 but has \`form\` "physical" where crd_5Fg8Hj2Kl6Zx3Cv9 has "virtual"; a reissued card keeps its old card's form (rule: reissue-keeps-card)`,
      `${PAGE}:18: crd_5Fg8Hj2Kl6Zx3Cv9 is replaced by 2 cards (crd_8Yh3Uj6Ik9Ol2Pm5, crd_2Hs5Jd8Kf1Lg4Zx7); a card can be replaced once (also ${PAGE}:32) (rule: reissue-keeps-card)`,
    ]);
  });

  it('card-expiry: a card issued in November 2026 that expires 11/2030, valid for 3 years', () => {
    const problems = cardExpiries(worldOf({ ...card('virtual'), exp_month: 11, exp_year: 2029 }, { ...card('virtual'), id: 'crd_6Nb9Vc2Xz5Lk8Jh1', exp_month: 11, exp_year: 2030 }), 3).map(formatWorldProblem);
    expect(problems).toEqual([`${PAGE}:20: crd_6Nb9Vc2Xz5Lk8Jh1 was issued 2026-11-04 and expires 11/2030; a card is valid for 3 years, so it expires 11/2029 (rule: card-expiry)`]);
  });

  it('debit-is-amount: a payment of EUR 1,200.00 answered by a transaction of EUR 1,201.50, at the response\'s line', () => {
    const curl = ['```bash', 'curl -X POST https://api.sandbox.example.com/v1/transactions/payments \\', '  -d \'{"amount": {"amount": 120000, "currency": "EUR"}}\'', '```'].join('\n');
    const response = (amount: number) => ['```json', JSON.stringify({ id: 'txn_3Kd7Lm1Qp9Rs5Tv2', object: 'transaction', amount: { amount, currency: 'EUR' } }), '```'].join('\n');
    expect(debitsOffAmount(PAGE, [curl, response(120000)].join('\n\n'))).toEqual([]);
    expect(debitsOffAmount(PAGE, [curl, response(120150)].join('\n\n')).map(formatWorldProblem)).toEqual([
      `${PAGE}:7: the transaction txn_3Kd7Lm1Qp9Rs5Tv2 moves EUR 120150 in answer to a request for EUR 120000 (${PAGE}:2); the API books exactly the amount requested, with no fee taken off or added on (rule: debit-is-amount)`,
    ]);
  });

  it("document-nationality: a German customer's national identity card issued by FR, in a response and in a curl upload, and a French proof of address that passes", () => {
    const maria = { ...customer, individual: { first_name: 'Maria', nationality: 'DE' } };
    const document = (id: string, type: string, country: string) => ({ id, object: 'kyc_document', customer_id: customer.id, person_id: null, type, issuing_country: country });
    const upload = ['```bash', `curl -X POST https://api.example.com/v1/customers/${customer.id}/kyc-documents \\`, '  -F "type=passport" \\', '  -F "issuing_country=FR" \\', '  -F "file=@passport.jpg;type=image/jpeg"', '```'].join('\n');
    const blocks = [maria, document('kyd_7Lk4Jh1Gf8Ds5Ap2', 'passport', 'DE'), document('kyd_2Xc5Vb8Nm1Qw4Er7', 'national_id', 'FR'), document('kyd_9Ty2Ui5Op8As1Df4', 'proof_of_address', 'FR')];
    const world = worldOf(...blocks);
    const problems = documentsOffNationality(world, [...worldDocuments(world), ...uploadedDocuments(PAGE, `${page(...blocks)}\n${upload}`)]).map(formatWorldProblem);
    expect(problems).toEqual([
      `${PAGE}:33: cus_4f9Kq2LmN8pR7sT1's \`national_id\` is issued by FR, but cus_4f9Kq2LmN8pR7sT1 has nationality DE (${PAGE}:5); a country issues a passport or national identity card only to its own nationals (rule: document-nationality)`,
      `${PAGE}:56: cus_4f9Kq2LmN8pR7sT1's \`passport\` is issued by FR, but cus_4f9Kq2LmN8pR7sT1 has nationality DE (${PAGE}:5); a country issues a passport or national identity card only to its own nationals (rule: document-nationality)`,
    ]);
  });

  it('card-status-reason: an expired card with a reason, a blocked one without, an active one marked replaced', () => {
    const at = (id: string, status: string, reason: string | null) => ({ ...card('virtual'), id, status, status_reason: reason });
    const problems = cardStatusReasons(worldOf(at('crd_5Fg8Hj2Kl6Zx3Cv9', 'expired', 'customer_request'), at('crd_8Yh3Uj6Ik9Ol2Pm5', 'blocked', null), at('crd_2Hs5Jd8Kf1Lg4Zx7', 'active', 'replaced'), at('crd_1Qa4Ws7Ed2Rf5Tg8', 'frozen', null))).map(formatWorldProblem);
    expect(problems).toEqual([
      `${PAGE}:5: crd_5Fg8Hj2Kl6Zx3Cv9 is \`expired\` with \`status_reason\` \`customer_request\`; an expired card's \`status_reason\` is \`null\` (rule: card-status-reason)`,
      expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: crd_8Yh3Uj6Ik9Ol2Pm5 is `blocked` with `status_reason` `null`; a blocked card carries the `reason` sent to block it, which is required \(rule: card-status-reason\)$/),
      expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: crd_2Hs5Jd8Kf1Lg4Zx7 is `active` with `status_reason` `replaced`; `replaced` is given only to a card Ledgerline cancels \(rule: card-status-reason\)$/),
    ]);
  });

  it('authorisation-code-null: a refund with a code and a settled payment without one, a declined authorisation without one that passes', () => {
    const payment = (id: string, stage: string, status: string, code: string | null) => ({ id, object: 'transaction', type: 'card_payment', status, card_payment: { card_id: 'crd_5Fg8Hj2Kl6Zx3Cv9', stage, authorisation_code: code } });
    const problems = authorisationCodes(worldOf(payment('txn_3Xc6Vb9Nm2Lk5Jh8', 'refund', 'completed', '004217'), payment('txn_7Mn1Bv4Cx8Za2Sd6', 'settlement', 'completed', null), payment('txn_1Qa4Ws7Ed2Rf5Tg8', 'authorisation', 'failed', null))).map(formatWorldProblem);
    expect(problems).toEqual([
      expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: txn_3Xc6Vb9Nm2Lk5Jh8 is a `completed` card payment at the stage `refund` with `authorisation_code` `004217`; it is `null` exactly on a declined authorisation and on a `refund` \(Transaction\.card_payment\.authorisation_code\) \(rule: authorisation-code-null\)$/),
      expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: txn_7Mn1Bv4Cx8Za2Sd6 is a `completed` card payment at the stage `settlement` with `authorisation_code` `null`; .* \(rule: authorisation-code-null\)$/),
    ]);
  });

  it('original-amount-fee: a same-currency purchase that costs more than the merchant charged and an ATM cash withdrawal below it; an ATM fee and a converted payment pass', () => {
    const payment = (id: string, amount: number, original: { amount: number; currency: string }, mcc: string) => ({ id, object: 'transaction', type: 'card_payment', amount: { amount, currency: 'EUR' }, card_payment: { card_id: 'crd_5Fg8Hj2Kl6Zx3Cv9', merchant_category_code: mcc, original_amount: original } });
    const problems = originalAmountFees(
      worldOf(
        payment('txn_3Xc6Vb9Nm2Lk5Jh8', 2650, { amount: 2599, currency: 'EUR' }, '5814'),
        payment('txn_7Mn1Bv4Cx8Za2Sd6', 19900, { amount: 20000, currency: 'EUR' }, '6011'),
        payment('txn_1Qa4Ws7Ed2Rf5Tg8', 20250, { amount: 20000, currency: 'EUR' }, '6011'),
        payment('txn_4Vb8Nm2Qw6Er1Ty5', 2845, { amount: 3000, currency: 'USD' }, '5814'),
      ),
    ).map(formatWorldProblem);
    expect(problems).toEqual([
      expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: txn_3Xc6Vb9Nm2Lk5Jh8 moves EUR 2650 for a merchant's EUR 2599; with no conversion `amount` is `original_amount`, plus a fee only at an ATM .* \(rule: original-amount-fee\)$/),
      expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: txn_7Mn1Bv4Cx8Za2Sd6 moves EUR 19900 for a merchant's EUR 20000 at an ATM; .*never less .* \(rule: original-amount-fee\)$/),
    ]);
  });

  it('refund-converted-anew: a foreign-currency refund crediting exactly what the payment took fails at the refund; another amount passes', () => {
    const payment = (id: string, stage: string, amount: number, refunded: string | null) => ({ id, object: 'transaction', type: 'card_payment', amount: { amount, currency: 'EUR' }, card_payment: { card_id: 'crd_5Fg8Hj2Kl6Zx3Cv9', stage, merchant_category_code: '4112', original_amount: { amount: 10000, currency: 'GBP' }, refunded_transaction_id: refunded } });
    const settled = payment('txn_3Xc6Vb9Nm2Lk5Jh8', 'settlement', 11873, null);
    expect(refundsAtPaymentAmount(worldOf(settled, payment('txn_4Hg7Jk0Lz3Xc6Vb9', 'refund', 11638, settled.id)))).toEqual([]);
    expect(refundsAtPaymentAmount(worldOf(settled, payment('txn_4Hg7Jk0Lz3Xc6Vb9', 'refund', 11873, settled.id))).map(formatWorldProblem)).toEqual([
      expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: txn_4Hg7Jk0Lz3Xc6Vb9 refunds GBP 10000 as exactly the EUR 11873 that txn_3Xc6Vb9Nm2Lk5Jh8 took, fee included; .* \(rule: refund-converted-anew\)$/),
    ]);
  });

  it('iban-check-digits: an IBAN whose check digits do not fit, at its line', () => {
    const details = (iban: string) => ({ object: 'banking_details', virtual_account_id: 'vac_1Kj4Hg7Fd2Sa5Lq8', iban });
    const problems = badIbans(sources(details('DE62370400440532013001'), details('DE27370400440532013001'))).map(formatWorldProblem);
    expect(problems).toEqual([`${PAGE}:17: the IBAN DE27370400440532013001 fails its check digits (mod 97); a bank would refuse it (rule: iban-check-digits)`]);
  });

  it('dead-account-stays-dead: an IBAN that failed with account_closed later receives a completed withdrawal', () => {
    const withdrawal = (id: string, status: string, code: string | null, created: string, updated: string, completed: string | null) => ({ id, object: 'transaction', type: 'withdrawal', status, failure_code: code, counterparty: { type: 'bank_account', bank_account: { scheme: 'sepa', iban: 'DE75512108001245126199' } }, created_at: created, updated_at: updated, completed_at: completed });
    const failed = withdrawal('txn_4Vb8Nm2Qw6Er1Ty5', 'failed', 'account_closed', '2026-11-12T14:05:00Z', '2026-11-12T16:40:00Z', null);
    const earlier = withdrawal('txn_1Aa2Bb3Cc4Dd5Ee6', 'completed', null, '2026-11-02T09:00:00Z', '2026-11-02T09:00:04Z', '2026-11-02T09:00:04Z');
    const later = withdrawal('txn_9Qw3Er6Ty1Ui4Op7', 'completed', null, '2026-11-20T09:30:00Z', '2026-11-20T11:12:00Z', '2026-11-20T11:12:00Z');
    expect(deadAccountsRevived(worldOf(earlier, failed))).toEqual([]);
    expect(deadAccountsRevived(worldOf(earlier, failed, later)).map(formatWorldProblem)).toEqual([
      expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: txn_9Qw3Er6Ty1Ui4Op7 is created at 2026-11-20T09:30:00Z to DE75512108001245126199, but txn_4Vb8Nm2Qw6Er1Ty5 to that IBAN ended with `account_closed` at 2026-11-12T16:40:00Z \(docs\/guides\/planted\.mdx:\d+\); an account that is closed or does not exist receives nothing later \(rule: dead-account-stays-dead\)$/),
    ]);
  });

  it('balance-follows-transactions: a wallet\'s balance unchanged across a transfer completed between two snapshots', () => {
    const balance = (asOf: string) => ({ object: 'balance', wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3', currency: 'EUR', available: 124550, pending: -2599, current: 127149, as_of: asOf });
    const transfer = (amount: number) => ({ id: 'txn_5Hj8Kl2Zx6Cv9Bn3', object: 'transaction', type: 'internal_transfer', direction: 'debit', wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3', amount: { amount, currency: 'EUR' }, created_at: '2026-11-20T09:30:00Z', completed_at: '2026-11-20T09:30:00Z' });
    const blocks = (amount: number) => [balance('2026-11-20T09:29:00Z'), transfer(amount), balance('2026-11-20T09:31:00Z')];
    const problems = (amount: number) => balancesIgnoringTransactions(balanceSnapshots(sources(...blocks(amount))), worldOf(...blocks(amount))).map(formatWorldProblem);
    expect(problems(4200)).toEqual([
      expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: the balance of wal_9Vx4Cb7Nm2Zq6Wr3 as of 2026-11-20T09:31:00Z equals its balance as of 2026-11-20T09:29:00Z \(docs\/guides\/planted\.mdx:\d+\), but txn_5Hj8Kl2Zx6Cv9Bn3 move -4200 on it in between; a snapshot after them must show them \(rule: balance-follows-transactions\)$/),
    ]);
    expect(problems(0)).toEqual([]);
  });

  it('current-adds-up: a balance that already counts a refill booked a minute after it', () => {
    const balance = (current: number, asOf: string) => ({ object: 'balance', wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3', currency: 'EUR', available: current, pending: 0, current, as_of: asOf });
    const payment = { id: 'txn_6Yt9Re2Wq5Az8Sx1', object: 'transaction', type: 'payment', direction: 'debit', wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3', amount: { amount: 120000, currency: 'EUR' }, created_at: '2026-12-17T18:20:00Z', completed_at: '2026-12-18T08:00:04Z' };
    const refill = { id: 'txn_5Hj8Kl2Zx6Cv9Bn3', object: 'transaction', type: 'refill', direction: 'credit', wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3', amount: { amount: 25000, currency: 'EUR' }, created_at: '2026-12-18T09:30:00Z', completed_at: '2026-12-18T09:30:00Z' };
    const problems = (current: number) => {
      const blocks = [balance(222149, '2026-12-18T07:05:00Z'), payment, balance(current, '2026-12-18T09:29:00Z'), refill];
      return currentNotAddingUp(balanceSnapshots(sources(...blocks)), worldOf(...blocks)).map(formatWorldProblem);
    };
    expect(problems(127149)).toEqual([
      expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: the `current` of wal_9Vx4Cb7Nm2Zq6Wr3 as of 2026-12-18T09:29:00Z is 127149, but as of 2026-12-18T07:05:00Z it is 222149 \(docs\/guides\/planted\.mdx:\d+\) and txn_6Yt9Re2Wq5Az8Sx1 -120000 complete on it in between, so it must be 102149 \(rule: current-adds-up\)$/),
    ]);
    expect(problems(102149)).toEqual([]);
  });

  it('one-outcome: one payment completed in one example and failed in another', () => {
    const payment = (status: string) => ({ id: 'txn_6Yt9Re2Wq5Az8Sx1', object: 'transaction', status });
    const problems = mixedOutcomes(worldOf(payment('completed'), payment('failed'))).map(formatWorldProblem);
    expect(problems).toEqual([`${PAGE}:15: txn_6Yt9Re2Wq5Az8Sx1 is \`failed\` here and \`completed\` at ${PAGE}:5; one object cannot end both ways, so give the other outcome another id (rule: one-outcome)`]);
  });

  it('same-version-same-data: one subscription at one updated_at with two lists of events', () => {
    const subscription = (events: string[]) => ({ id: 'whk_4Zx7Cv1Bn5Mq8Wr2', object: 'webhook_subscription', enabled_events: events, updated_at: '2026-11-20T09:30:00Z' });
    const problems = versionConflicts(worldOf(subscription(['deposit.received']), subscription(['deposit.*']))).map(formatWorldProblem);
    expect(problems).toEqual([`${PAGE}:18: whk_4Zx7Cv1Bn5Mq8Wr2 at updated_at 2026-11-20T09:30:00Z has \`enabled_events\` ["deposit.*"] here, but ["deposit.received"] at ${PAGE}:5; one version of an object has one set of data (rule: same-version-same-data)`]);
  });

  it('same-version-same-data: a transaction without updated_at carried by two events of one moment in two states', () => {
    const refund = (status: string) => event(status === 'completed' ? 'evt_4Sx7Ty9Uz2Va5Wb8' : 'evt_8Kj5Hg2Fd9Sa6Lp3', 'card_payment.refunded', '2026-11-21T16:30:00Z', { id: 'txn_4Hg7Jk0Lz3Xc6Vb9', object: 'transaction', status });
    const problems = versionConflicts(worldOf(refund('completed'), refund('pending'))).map(formatWorldProblem);
    expect(problems).toEqual([expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: txn_4Hg7Jk0Lz3Xc6Vb9 in an event at 2026-11-21T16:30:00Z has `status` "pending" here, but "completed" at docs\/guides\/planted\.mdx:5; one version of an object has one set of data \(rule: same-version-same-data\)$/)]);
  });

  it('same-id-same-data: one evt_ id used for two events', () => {
    const problems = worldOf(event('evt_4Rf7Tg0Yh3Uj6Ik9', 'wallet.created', '2026-11-20T12:00:00Z', wallet('wal_1Nb4Vc7Xz0Lk3Jh6', 'USD')), event('evt_4Rf7Tg0Yh3Uj6Ik9', 'internal_transfer.completed', '2026-11-20T12:00:00Z', { id: 'txn_3Mk6Nj9Bh2Vg5Cf8', object: 'transaction' }))
      .conflicts()
      .map((problem) => problem.message);
    expect(problems).toContainEqual(expect.stringMatching(/^evt_4Rf7Tg0Yh3Uj6Ik9 has `type` "internal_transfer.completed" here, but "wallet.created" at docs\/guides\/planted\.mdx:\d+/));
    expect(problems).toContainEqual(expect.stringMatching(/^evt_4Rf7Tg0Yh3Uj6Ik9 has `about` "txn_3Mk6Nj9Bh2Vg5Cf8" here/));
  });

  it('one-event-one-id: one withdrawal.created shown under two ids, at the second one\'s line', () => {
    const withdrawal = { id: 'txn_9Qw3Er6Ty1Ui4Op7', object: 'transaction', status: 'pending', created_at: '2026-11-20T09:30:00Z', updated_at: '2026-11-20T09:30:00Z' };
    const created = (id: string) => event(id, 'withdrawal.created', '2026-11-20T09:30:00Z', withdrawal);
    expect(eventsUnderTwoIds(worldOf(created('evt_6Op7Qr8St9Uv1Wx2'), created('evt_3Ed6Rf9Tg2Yh5Uj8'))).map(formatWorldProblem)).toEqual([
      `${PAGE}:25: evt_3Ed6Rf9Tg2Yh5Uj8 is the withdrawal.created event of txn_9Qw3Er6Ty1Ui4Op7 (\`pending\` at 2026-11-20T09:30:00Z), which evt_6Op7Qr8St9Uv1Wx2 is at ${PAGE}:5; one event has one id, shared by all its deliveries (rule: one-event-one-id)`,
    ]);
    const completed = event('evt_7Pq8Rs9Tu1Vw2Xy3', 'withdrawal.completed', '2026-11-20T09:30:05Z', { ...withdrawal, status: 'completed', updated_at: '2026-11-20T09:30:05Z' });
    expect(eventsUnderTwoIds(worldOf(created('evt_6Op7Qr8St9Uv1Wx2'), completed, created('evt_6Op7Qr8St9Uv1Wx2')))).toEqual([]);
  });

  it('one-request-one-id: two different problems and a raw 429 under one request id, and one problem quoted twice that passes', () => {
    const problem = (status: number, code: string, detail: string) => ({ type: `https://docs.example.com/docs/api/intro#${code}`, title: code, status, detail, code, request_id: 'req_2Ws5Ed8Rf1Tg4Yh7' });
    const reused = problem(409, 'idempotency_key_reused', 'This Idempotency-Key was already used with a different request body.');
    const archived = problem(422, 'wallet_archived', 'Wallet wal_1Nb4Vc7Xz0Lk3Jh6 is archived and cannot receive or send money.');
    const raw = { file: PAGE, source: 'Over the limit:\n\n```http\nHTTP/1.1 429 Too Many Requests\nX-Request-Id: req_2Ws5Ed8Rf1Tg4Yh7\n```\n' };
    expect(requestsUnderOneId(sources(reused, reused, archived), [raw]).map(formatWorldProblem)).toEqual([
      `${PAGE}:36: req_2Ws5Ed8Rf1Tg4Yh7 names a 422 wallet_archived ("Wallet wal_1Nb4Vc7Xz0Lk3Jh6 is archived and cannot receive or send money.") here, but a 409 idempotency_key_reused ("This Idempotency-Key was already used with a different request body.") at ${PAGE}:10; one request id names one request, so give each response its own (rule: one-request-one-id)`,
      `${PAGE}:5: req_2Ws5Ed8Rf1Tg4Yh7 names a 429 here, but a 409 idempotency_key_reused ("This Idempotency-Key was already used with a different request body.") at ${PAGE}:10; one request id names one request, so give each response its own (rule: one-request-one-id)`,
    ]);
    expect(requestsUnderOneId(sources(reused, reused), [])).toEqual([]);
  });

  it('same-id-same-data: a transaction completed at two times, and a wallet given two owners', () => {
    const txn = (completed: string, owner: string) => ({ id: 'txn_6Yt9Re2Wq5Az8Sx1', object: 'transaction', wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3', customer_id: owner, amount: { amount: 100, currency: 'EUR' }, completed_at: completed });
    const messages = worldOf(txn('2026-11-20T08:00:04Z', customer.id), txn('2026-11-19T18:20:08Z', 'cus_7Tb3Xy9Qw2Er5Ty8'))
      .conflicts()
      .map((problem) => problem.message);
    expect(messages).toContainEqual(expect.stringContaining('txn_6Yt9Re2Wq5Az8Sx1 has `completed_at` "2026-11-19T18:20:08Z" here, but "2026-11-20T08:00:04Z"'));
    expect(messages).toContainEqual(expect.stringContaining('wal_9Vx4Cb7Nm2Zq6Wr3 has `customer_id` "cus_7Tb3Xy9Qw2Er5Ty8" here, but "cus_4f9Kq2LmN8pR7sT1"'));
  });

  it('world-order: a wallet created before its customer', () => {
    const problems = outOfOrder(worldOf(customer, wallet('wal_9Vx4Cb7Nm2Zq6Wr3', 'EUR', customer.id, '2026-11-01T00:00:00Z'))).map(formatWorldProblem);
    expect(problems).toEqual([
      `${PAGE}:16: wal_9Vx4Cb7Nm2Zq6Wr3 is created at 2026-11-01T00:00:00Z, before cus_4f9Kq2LmN8pR7sT1 (created 2026-11-02T10:15:00Z), which it belongs to (rule: world-order)`,
    ]);
  });

  it('one-wallet-per-currency: two EUR wallets of one customer', () => {
    const problems = walletsPerCurrency(worldOf(wallet('wal_9Vx4Cb7Nm2Zq6Wr3', 'EUR'), wallet('wal_3Ks8Df5Gh1Jl4Pq7', 'EUR')));
    expect(problems.map((problem) => `${problem.message} (rule: ${problem.rule})`)).toEqual([
      'cus_4f9Kq2LmN8pR7sT1 has 2 EUR wallets (wal_9Vx4Cb7Nm2Zq6Wr3, wal_3Ks8Df5Gh1Jl4Pq7); a customer holds one wallet per currency (rule: one-wallet-per-currency)',
    ]);
  });

  it('transfer-between-customers: a transfer between one customer\'s own wallets, of a currency one of them does not hold', () => {
    const transfer = { source_wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3', destination_wallet_id: 'wal_3Ks8Df5Gh1Jl4Pq7', amount: { amount: 1234, currency: 'EUR' } };
    const all = sources(wallet('wal_9Vx4Cb7Nm2Zq6Wr3', 'EUR'), wallet('wal_3Ks8Df5Gh1Jl4Pq7', 'GBP'), transfer);
    const problems = transfersWithinOneCustomer(new World(entitiesOf(all)), all).map(formatWorldProblem);
    expect(problems).toEqual([
      `${PAGE}:28: an internal transfer between wal_9Vx4Cb7Nm2Zq6Wr3 and wal_3Ks8Df5Gh1Jl4Pq7, two wallets of cus_4f9Kq2LmN8pR7sT1: a customer's own wallets hold different currencies and cannot transfer to each other (rule: transfer-between-customers)`,
      `${PAGE}:28: an internal transfer of EUR involves wal_3Ks8Df5Gh1Jl4Pq7, a GBP wallet: both wallets hold the amount's currency (rule: transfer-between-customers)`,
    ]);
  });

  it('one-spelling: two spellings of one BIC, and an id one character off another', () => {
    const problems = misspellings([
      { text: 'LDGLDEB1XXX', where: 'docs/api/virtual-accounts.mdx:53' },
      { text: 'LDGLDEB1XXX', where: 'docs/guides/deposits.mdx:67' },
      { text: 'LDGRDEB1XXX', where: 'docs/glossary.mdx:63' },
      { text: 'SOGEDEFFXXX', where: 'docs/guides/withdrawals.mdx:112' },
      { text: 'txn_8Kj5Hg2Fd9Sa6Lp3', where: 'docs/guides/deposits.mdx:407' },
      { text: 'txn_8Kj5Hg2Fd9Sa6Lp3', where: 'docs/guides/deposits.mdx:500' },
      { text: 'txn_8Kj5Hg2Fd9Sa6Qw3', where: 'docs/guides/wallets.mdx:271' },
    ]).map(formatWorldProblem);
    expect(problems).toEqual([
      'docs/glossary.mdx:63: LDGRDEB1XXX is written once here and LDGLDEB1XXX elsewhere (docs/api/virtual-accounts.mdx:53): one of them is misspelt (rule: one-spelling)',
      'docs/guides/wallets.mdx:271: txn_8Kj5Hg2Fd9Sa6Qw3 is written once here and txn_8Kj5Hg2Fd9Sa6Lp3 elsewhere (docs/guides/deposits.mdx:407): one of them is misspelt (rule: one-spelling)',
    ]);
  });

  it('signature-time: a `t` a year before its event, and a rotation header signed before the rotation', () => {
    const world = worldOf(event('evt_6Pl9Ok2Ij5Uh8Yg1', 'deposit.received', '2026-11-20T07:01:13Z', { id: 'txn_2Nb5Vc8Xz1Lk4Jh7', object: 'transaction' }), {
      id: 'whk_4Zx7Cv1Bn5Mq8Wr2',
      object: 'webhook_subscription',
      previous_secret_expires_at: '2026-11-21T09:30:00Z',
      updated_at: '2026-11-20T09:30:00Z',
    });
    const evt = world.entities.find((entity) => entity.id.startsWith('evt_'))!;
    const rotation = world.entities.find((entity) => entity.id.startsWith('whk_'))!;
    const retry = 3 * 24 * 3600;
    const problems = signatureTimes(
      [
        { t: 1795158073, signatures: 1, where: `${PAGE}:5`, event: evt },
        { t: 1763631000, signatures: 1, where: `${PAGE}:6`, event: evt },
        { t: 1795167300, signatures: 2, where: `${PAGE}:7`, rotation },
        { t: 1763631000, signatures: 2, where: `${PAGE}:8`, rotation },
      ],
      [evt],
      retry,
    ).map(formatWorldProblem);
    expect(problems).toEqual([
      `${PAGE}:6: t=1763631000 (2025-11-20T09:30:00Z) is not at or after the creation of its event evt_6Pl9Ok2Ij5Uh8Yg1, created 2026-11-20T07:01:13Z (${PAGE}:5) within the retry period (rule: signature-time)`,
      `${PAGE}:8: t=1763631000 (2025-11-20T09:30:00Z) is signed with two secrets, so it is sent during the rotation's grace period, from 2026-11-20T09:30:00Z to 2026-11-21T09:30:00Z (${PAGE}:22) (rule: signature-time)`,
    ]);
  });
});

describe('same-version-same-data on the spec', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await loadApiModel();
  }, 60_000);

  it('fails when two examples of one response show a wallet renamed and frozen at one updated_at', () => {
    const bundled = structuredClone(model.spec.bundled) as unknown as { paths: Record<string, { patch: { responses: Record<string, { content: Record<string, { examples: Record<string, { value: Record<string, unknown> }> }> }> } }> };
    const examples = bundled.paths['/wallets/{wallet_id}'].patch.responses['200'].content['application/json'].examples;
    examples.freeze.value.updated_at = examples.rename.value.updated_at;
    const planted = { ...model, spec: { ...model.spec, bundled: bundled as unknown as ApiModel['spec']['bundled'] } };
    expect(versionConflicts(new World(entitiesOf(specExamples(planted)))).map(formatWorldProblem)).toEqual([
      expect.stringMatching(/^examples\/api\/paths\/wallets_wallet_id\.yaml#\/patch\/responses\/200\/content\/application~1json\/examples\/freeze\/value \(line \d+\): wal_9Vx4Cb7Nm2Zq6Wr3 at updated_at 2026-12-19T16:10:00Z has `status` "frozen" here, but "active" at examples\/api\/paths\/wallets_wallet_id\.yaml#\/patch\/responses\/200\/content\/application~1json\/examples\/rename\/value \(line \d+\); one version of an object has one set of data \(rule: same-version-same-data\)$/),
      expect.stringMatching(/wal_9Vx4Cb7Nm2Zq6Wr3 at updated_at 2026-12-19T16:10:00Z has `metadata` \{"case_id":"FR-2026-118"\} here, but \{\} at .*\(rule: same-version-same-data\)$/),
    ]);
    expect(versionConflicts(new World(entitiesOf(specExamples(model))))).toEqual([]);
  });
});

describe('the request and list rules on planted mistakes in the spec', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await loadApiModel();
  }, 60_000);

  const planted = (operationId: string, plant: (op: OperationModel) => void): ApiModel => withPlantedOperation(model, operationId, plant, 'only');
  const example = (op: OperationModel, status: string, name: string) => op.responses[status].content!['application/json'].examples![name].value as Record<string, unknown>;

  it('response-shows-request: the company response drops the directors the request sent', () => {
    const problems = requestResponsePairs(planted('CustomersController_createBusinessCustomer', (op) => {
      (example(op, '201', 'company').business as Record<string, unknown>).directors = [];
    })).map(formatWorldProblem);
    expect(problems).toEqual([
      expect.stringMatching(/^examples\/api\/paths\/customers_business\.yaml#\/post\/responses\/201\/content\/application~1json\/examples\/company\/value\/business\/directors \(line \d+\): CustomersController_createBusinessCustomer: the response "company" to the request "company" shows 0 for `business\.directors`, which the request sent with 1 entries \(rule: response-shows-request\)$/),
    ]);
  });

  it('response-shows-request: the minimal response has terms_acceptance the request never sent', () => {
    const problems = requestResponsePairs(planted('CustomersController_createIndividualCustomer', (op) => {
      example(op, '201', 'minimal').terms_acceptance = { accepted_at: '2026-11-02T10:15:00Z', ip_address: '203.0.113.42', version: '2026-10-01' };
    })).map((problem) => problem.message);
    expect(problems).toEqual([expect.stringContaining('the response "minimal" to the request "minimal" shows `terms_acceptance` = {"accepted_at"')]);
  });

  it('response-fits-request: list payments shows a deposit', () => {
    const problems = responsesFitRequests(planted('TransactionsController_payments', (op) => {
      (example(op, '200', 'page').data as Record<string, unknown>[])[0].type = 'deposit';
    })).map(formatWorldProblem);
    expect(problems).toEqual([
      expect.stringMatching(/^examples\/api\/components\/responses\.yaml#\/PaymentListOk\/content\/application~1json\/examples\/page\/value\/data\/0 \(line \d+\): TransactionsController_payments page: txn_6Yt9Re2Wq5Az8Sx1 has `type` "deposit", but the operation returns only "payment" \(x-list-filter\) \(rule: response-fits-request\)$/),
    ]);
  });

  it("response-fits-request: a customer's card list holds another customer's card", () => {
    const problems = responsesFitRequests(planted('CardsController_listCustomerCards', (op) => {
      (example(op, '200', 'page').data as Record<string, unknown>[])[1].customer_id = 'cus_7Tb3Xy9Qw2Er5Ty8';
    })).map((problem) => problem.message);
    expect(problems).toEqual(['CardsController_listCustomerCards page: crd_1Qa4Ws7Ed2Rf5Tg8 has `customer_id` "cus_7Tb3Xy9Qw2Er5Ty8", but the list is of cus_4f9Kq2LmN8pR7sT1 (the path\'s example)']);
  });

  it('response-fits-request on a page: a customer\'s list that holds another customer\'s transaction', () => {
    const source = [
      '```bash',
      'curl "https://api.sandbox.example.com/v1/customers/cus_4f9Kq2LmN8pR7sT1/transactions" \\',
      '  -H "Authorization: Bearer $LEDGERLINE_API_KEY"',
      '```',
      '',
      '```json operation="CustomersController_getCustomerTransactions" status="200"',
      JSON.stringify({ object: 'list', data: [{ id: 'txn_9Qw3Er6Ty1Ui4Op7', object: 'transaction', customer_id: 'cus_7Tb3Xy9Qw2Er5Ty8' }], has_more: false, next_cursor: null }, null, 2),
      '```',
    ].join('\n');
    const problems = docListsFitRequests(model, docListsOf(model, [{ file: PAGE, source }])).map(formatWorldProblem);
    expect(problems).toEqual([
      `${PAGE}:6: CustomersController_getCustomerTransactions: txn_9Qw3Er6Ty1Ui4Op7 has \`customer_id\` "cus_7Tb3Xy9Qw2Er5Ty8", but the list holds only "cus_4f9Kq2LmN8pR7sT1" (the request path) (rule: response-fits-request)`,
    ]);
  });
});

describe('the list request rules on planted mistakes', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await loadApiModel();
  }, 60_000);

  /** The samples' requests of `operationId` with its query parameters `names` made required, as a writer might. */
  const samplesRequiring = (operationId: string, names: string[]) =>
    sampleListRequests(withPlantedOperation(model, operationId, (op) => {
      for (const param of op.parameters) if (names.includes(param.name)) param.required = true;
    }, 'only'));
  const txn = (id: string, type: string, created: string, extra: Record<string, unknown> = {}) => ({ id, object: 'transaction', type, status: 'completed', customer_id: 'cus_4f9Kq2LmN8pR7sT1', created_at: created, updated_at: created, ...extra });
  const docPage = (url: string, list: unknown) =>
    ['```bash', `curl "https://api.sandbox.example.com/v1${url}" \\`, '  -H "Authorization: Bearer $LEDGERLINE_API_KEY"', '```', '', '```json operation="CustomersController_getCustomerTransactions" status="200"', JSON.stringify(list, null, 2), '```'].join('\n');
  const onPage = (url: string, list: unknown) => listRequestProblems(docListRequests(model, docListsOf(model, [{ file: PAGE, source: docPage(url, list) }]))).map(formatWorldProblem);

  it('list-filter-kept: the webhook list\'s samples ask for failing subscriptions, its example shows an enabled one', () => {
    expect(listRequestProblems(samplesRequiring('WebhooksController_listWebhooks', ['status'])).map(formatWorldProblem)).toEqual([
      expect.stringMatching(/^examples\/api\/paths\/webhooks\.yaml#\/get\/responses\/200\/content\/application~1json\/examples\/page\/value\/data\/0 \(line \d+\): WebhooksController_listWebhooks example "page": whk_4Zx7Cv1Bn5Mq8Wr2 has `status` "enabled", but the code samples' request sends `status=failing` \(rule: list-filter-kept\)$/),
    ]);
  });

  it('list-filter-kept: updated_after, currency, id and a card_id in the details, each against every item', () => {
    const wallets = listRequestProblems(samplesRequiring('DigitalWalletsController_listDigitalWallets', ['currency', 'updated_after'])).map((problem) => problem.message);
    expect(wallets).toEqual([
      'DigitalWalletsController_listDigitalWallets example "portfolio": wal_3Ks8Df5Gh1Jl4Pq7 has `currency` "GBP", but the code samples\' request sends `currency=EUR`',
      'DigitalWalletsController_listDigitalWallets example "portfolio": wal_3Ks8Df5Gh1Jl4Pq7 has `updated_at` "2026-12-01T09:12:30Z", before 2026-12-18T06:00:00Z, but the code samples\' request sends `updated_after=2026-12-18T06:00:00Z`',
      'DigitalWalletsController_listDigitalWallets example "portfolio": wal_9Vx4Cb7Nm2Zq6Wr3 has `updated_at` "2026-12-01T08:02:11Z", before 2026-12-18T06:00:00Z, but the code samples\' request sends `updated_after=2026-12-18T06:00:00Z`',
    ]);
    const transactions = listRequestProblems(samplesRequiring('CustomersController_getCustomerTransactions', ['id', 'card_id'])).map((problem) => problem.message);
    expect(transactions).toEqual([
      'CustomersController_getCustomerTransactions example "page": txn_2Nb5Vc8Xz1Lk4Jh7 has `id` "txn_2Nb5Vc8Xz1Lk4Jh7", but the code samples\' request sends `id=txn_6Yt9Re2Wq5Az8Sx1`',
      'CustomersController_getCustomerTransactions example "page": txn_5Gh8Jk2Lz6Xc9Vb3 has `id` "txn_5Gh8Jk2Lz6Xc9Vb3", but the code samples\' request sends `id=txn_6Yt9Re2Wq5Az8Sx1`',
      'CustomersController_getCustomerTransactions example "page": txn_2Nb5Vc8Xz1Lk4Jh7 has no `card_id`, but the code samples\' request sends `card_id=crd_5Fg8Hj2Kl6Zx3Cv9`',
      'CustomersController_getCustomerTransactions example "page": txn_5Gh8Jk2Lz6Xc9Vb3 has no `card_id`, but the code samples\' request sends `card_id=crd_5Fg8Hj2Kl6Zx3Cv9`',
      'CustomersController_getCustomerTransactions example "page": txn_6Yt9Re2Wq5Az8Sx1 has no `card_id`, but the code samples\' request sends `card_id=crd_5Fg8Hj2Kl6Zx3Cv9`',
    ]);
    const cardPayments = listRequestProblems(samplesRequiring('CardsController_payments', ['stage'])).map((problem) => problem.message);
    expect(cardPayments).toEqual(['CardsController_payments example "authorisationAndSettlement": txn_7Mn1Bv4Cx8Za2Sd6 has `card_payment.stage` "authorisation", but the code samples\' request sends `stage=settlement`']);
  });

  it('list-filter-kept on a page: a list that holds what its curl filtered out', () => {
    const url = '/customers/cus_4f9Kq2LmN8pR7sT1/transactions?type=deposit&created_before=2026-11-20T00:00:00Z';
    const list = { object: 'list', data: [txn('txn_2Nb5Vc8Xz1Lk4Jh7', 'deposit', '2026-11-19T07:01:13Z'), txn('txn_9Qw3Er6Ty1Ui4Op7', 'withdrawal', '2026-11-20T09:30:00Z')], has_more: false, next_cursor: null };
    expect(onPage(url, list)).toEqual([
      `${PAGE}:6: CustomersController_getCustomerTransactions: txn_9Qw3Er6Ty1Ui4Op7 has \`type\` "withdrawal", but the curl above it sends \`type=deposit\` (rule: list-filter-kept)`,
      `${PAGE}:6: CustomersController_getCustomerTransactions: txn_9Qw3Er6Ty1Ui4Op7 has \`created_at\` "2026-11-20T09:30:00Z", at or after 2026-11-20T00:00:00Z, but the curl above it sends \`created_before=2026-11-20T00:00:00Z\` (rule: list-filter-kept)`,
    ]);
  });

  it('list-page-size: more items than the limit, and a short page that says more follow', () => {
    const two = [txn('txn_2Nb5Vc8Xz1Lk4Jh7', 'deposit', '2026-11-20T07:01:13Z'), txn('txn_6Yt9Re2Wq5Az8Sx1', 'payment', '2026-11-19T18:20:00Z')];
    expect(onPage('/customers/cus_4f9Kq2LmN8pR7sT1/transactions?limit=1', { object: 'list', data: two, has_more: false, next_cursor: null })).toEqual([
      `${PAGE}:6: CustomersController_getCustomerTransactions: the curl above it sends \`limit=1\`, but the page holds 2 items (rule: list-page-size)`,
    ]);
    expect(onPage('/customers/cus_4f9Kq2LmN8pR7sT1/transactions', { object: 'list', data: two, has_more: true, next_cursor: 'dHhuXzZZdDlSZTJXcTVBejhTeDE' })).toEqual([
      `${PAGE}:6: CustomersController_getCustomerTransactions: the curl above it asks for the default page of 20, but the page holds 2 items and says more follow (\`has_more: true\`): a page is full when more follow (rule: list-page-size)`,
    ]);
  });

  it("list-cursor: a card list's page and parameter table carry the customers list's cursor", () => {
    const planted = withPlantedOperation(model, 'CardsController_listWalletCards', (op) => {
      const page = op.responses['200'].content!['application/json'].examples!.page.value as Record<string, unknown>;
      Object.assign(page, { has_more: true, next_cursor: 'Y3VzXzdUYjNYeTlRdzJFcjVUeTg' });
    }, 'only');
    expect(listRequestProblems(sampleListRequests(planted)).map((problem) => `${problem.message} (rule: ${problem.rule})`)).toEqual([
      'CardsController_listWalletCards example "page": the parameter table\'s `cursor` example Y3VzXzdUYjNYeTlRdzJFcjVUeTg decodes to cus_7Tb3Xy9Qw2Er5Ty8, not an id of the crd_ objects this list holds (rule: list-cursor)',
      'CardsController_listWalletCards example "page": its `next_cursor` Y3VzXzdUYjNYeTlRdzJFcjVUeTg decodes to cus_7Tb3Xy9Qw2Er5Ty8, not an id of the crd_ objects this list holds (rule: list-cursor)',
    ]);
  });

  it("list-cursor: the samples send the customers list's cursor to a card list, and a page's next_cursor names a customer", () => {
    expect(listRequestProblems(samplesRequiring('CardsController_listWalletCards', ['cursor'])).map(formatWorldProblem)).toEqual([
      expect.stringMatching(/^examples\/api\/components\/responses\.yaml#\/CardListOk\/content\/application~1json\/examples\/page\/value \(line \d+\): CardsController_listWalletCards example "page": the cursor the code samples' request sends, Y3VzXzRmOUtxMkxtTjhwUjdzVDE decodes to cus_4f9Kq2LmN8pR7sT1, not an id of the crd_ objects this list holds \(rule: list-cursor\)$/),
    ]);
    const one = [txn('txn_2Nb5Vc8Xz1Lk4Jh7', 'deposit', '2026-11-20T07:01:13Z')];
    expect(onPage('/customers/cus_4f9Kq2LmN8pR7sT1/transactions?limit=1', { object: 'list', data: one, has_more: true, next_cursor: 'Y3VzXzdUYjNYeTlRdzJFcjVUeTg' })).toEqual([
      `${PAGE}:6: CustomersController_getCustomerTransactions: its \`next_cursor\` Y3VzXzdUYjNYeTlRdzJFcjVUeTg decodes to cus_7Tb3Xy9Qw2Er5Ty8, not an id of the txn_ objects this list holds (rule: list-cursor)`,
    ]);
  });

  it("list-cursor: a page's next_cursor that names its first object, not its last", () => {
    const two = [txn('txn_2Nb5Vc8Xz1Lk4Jh7', 'deposit', '2026-11-20T07:01:13Z'), txn('txn_6Yt9Re2Wq5Az8Sx1', 'payment', '2026-11-19T18:20:00Z')];
    expect(onPage('/customers/cus_4f9Kq2LmN8pR7sT1/transactions?limit=2', { object: 'list', data: two, has_more: true, next_cursor: 'dHhuXzJOYjVWYzhYejFMazRKaDc' })).toEqual([
      `${PAGE}:6: CustomersController_getCustomerTransactions: its \`next_cursor\` dHhuXzJOYjVWYzhYejFMazRKaDc decodes to txn_2Nb5Vc8Xz1Lk4Jh7, not "txn_6Yt9Re2Wq5Az8Sx1", the last object of this page, after which the next page starts (rule: list-cursor)`,
    ]);
  });

  it("list-cursor: a customer's list whose next_cursor is another customer's transaction", () => {
    const world = new World(entitiesOf(sources({ id: 'txn_8Kj2Hg5Fd1Sa4Lq7', object: 'transaction', customer_id: 'cus_7Tb3Xy9Qw2Er5Ty8' })));
    const list = { object: 'list', data: [txn('txn_2Nb5Vc8Xz1Lk4Jh7', 'deposit', '2026-11-20T07:01:13Z')], has_more: true, next_cursor: Buffer.from('txn_8Kj2Hg5Fd1Sa4Lq7').toString('base64url') };
    const problems = listRequestProblems(docListRequests(model, docListsOf(model, [{ file: PAGE, source: docPage('/customers/cus_4f9Kq2LmN8pR7sT1/transactions?limit=1', list) }])), world).map((problem) => problem.message);
    expect(problems).toEqual([expect.stringContaining('decodes to txn_8Kj2Hg5Fd1Sa4Lq7, which has `customer_id` "cus_7Tb3Xy9Qw2Er5Ty8", not cus_4f9Kq2LmN8pR7sT1 of the request\'s path')]);
  });
});

describe('the path request rules on planted mistakes', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await loadApiModel();
  }, 60_000);

  const successExample = (op: OperationModel, name: string) => {
    const status = Object.keys(op.responses).find((code) => /^2\d\d$/.test(code))!;
    return op.responses[status].content!['application/json'].examples![name].value as Record<string, unknown>;
  };
  /** The rules' problems on the model with `operationId`'s success example `name` changed by `plant`. */
  const plantedProblems = (operationId: string, name: string, plant: (example: Record<string, unknown>) => void) => {
    const planted = withPlantedOperation(model, operationId, (op) => plant(successExample(op, name)));
    const requests = samplePathRequests(planted).filter((request) => request.op.operationId === operationId);
    const sources = specExamples(planted);
    return [...pathsNamingResponses(requests), ...pathStatesAccepted(requests, new World(entitiesOf(sources)), sources)].map(formatWorldProblem);
  };

  it('path-names-response: the archive samples send the path parameter\'s shared example, Maria\'s funded wallet, above another wallet archived', () => {
    const requests = samplePathRequests(model)
      .filter((request) => request.op.operationId === 'DigitalWalletsController_archiveWallet')
      .map((request) => ({ ...request, sent: { wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3' } }));
    expect(pathsNamingResponses(requests).map(formatWorldProblem)).toEqual([
      expect.stringMatching(/^examples\/api\/paths\/wallets_wallet_id_archive\.yaml#\/post\/responses\/200\/content\/application~1json\/examples\/archived\/value \(line \d+\): DigitalWalletsController_archiveWallet: the code samples send `wallet_id` wal_9Vx4Cb7Nm2Zq6Wr3, but the response "archived" shown with them is about wal_3Ks8Df5Gh1Jl4Pq7 \(rule: path-names-response\)$/),
    ]);
  });

  it('path-names-response: a customer\'s card list that holds another customer\'s card, at its item', () => {
    const problems = plantedProblems('CardsController_listCustomerCards', 'page', (page) => {
      const data = page.data as Record<string, unknown>[];
      data.push({ ...data[0], id: 'crd_8Yh3Uj6Ik9Ol2Pm5', customer_id: 'cus_7Tb3Xy9Qw2Er5Ty8' });
    });
    expect(problems).toEqual([
      expect.stringMatching(/^examples\/api\/components\/responses\.yaml#\/CardListOk\/content\/application~1json\/examples\/page\/value\/data\/4: CardsController_listCustomerCards: the code samples send `customer_id` cus_4f9Kq2LmN8pR7sT1, but the response "page" shown with them is about crd_8Yh3Uj6Ik9Ol2Pm5 \(its `customer_id` is "cus_7Tb3Xy9Qw2Er5Ty8"\) \(rule: path-names-response\)$/),
    ]);
  });

  it('path-state-accepted: archiving the wallet a balance example shows holding money', () => {
    const problems = plantedProblems('DigitalWalletsController_archiveWallet', 'archived', (wallet) => {
      wallet.id = 'wal_9Vx4Cb7Nm2Zq6Wr3';
    });
    expect(problems).toEqual([
      expect.stringMatching(/examples\/archived\/value \(line \d+\): DigitalWalletsController_archiveWallet: the code samples send wal_9Vx4Cb7Nm2Zq6Wr3, whose balance at examples\/api\/paths\/wallets_wallet_id_balance\.yaml#\/get\/responses\/200\/content\/application~1json\/examples\/withPending\/value \(line \d+\) holds money \(`available` 99550, `pending` -2599, `current` 102149\); archiving it returns `422 wallet_not_empty` \(rule: path-state-accepted\)$/),
    ]);
  });

  it('path-state-accepted: activating a card that is already active', () => {
    const problems = plantedProblems('CardsController_updateCardStatus', 'activate', (card) => {
      card.id = 'crd_5Fg8Hj2Kl6Zx3Cv9';
    });
    expect(problems).toEqual([expect.stringMatching(/examples\/activate\/value \(line \d+\): CardsController_updateCardStatus request "activate": the code samples send crd_5Fg8Hj2Kl6Zx3Cv9, which is already `active` at .+, to make it `active` \(rule: path-state-accepted\)$/)]);
  });
});

describe('problem-names-request-object on planted mistakes', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await loadApiModel();
  }, 60_000);

  const problemExample = (op: OperationModel, name: string) => op.responses['422'].content!['application/problem+json'].examples![name].value as Record<string, unknown>;
  const problemsOf = (planted: ApiModel, operationId: string) => problemsNamingOtherObjects(planted, new World(entitiesOf(specExamples(planted)))).filter((problem) => problem.message.startsWith(`${operationId}:`)).map(formatWorldProblem);

  it('passes on the spec, whose shared archived-wallet example names the wallet the examples archive', () => {
    expect(problemsNamingOtherObjects(model, new World(entitiesOf(specExamples(model)))).map(formatWorldProblem)).toEqual([]);
    expect(problemsOf(model, 'DigitalWalletsController_updateWallet')).toEqual([]);
  });

  it("a shared archived-wallet example naming a wallet no example archives, other than the page's request's, at its detail", () => {
    const planted = withPlantedOperation(model, 'DigitalWalletsController_updateWallet', (op) => {
      problemExample(op, 'walletArchived').detail = 'Wallet wal_7Zx1Cv4Bn8Mq2Wr6 is archived and cannot receive or send money.';
    });
    expect(problemsOf(planted, 'DigitalWalletsController_updateWallet')).toEqual([
      expect.stringMatching(/^examples\/api\/components\/responses\.yaml#\/UnprocessableEntity\/content\/application~1problem\+json\/examples\/walletArchived\/value\/detail \(line \d+\): DigitalWalletsController_updateWallet: the 422 example "walletArchived" names wal_7Zx1Cv4Bn8Mq2Wr6, but this page's requests are about wal_9Vx4Cb7Nm2Zq6Wr3; name the page's own wal_ object or one an example shows in the state `wallet_archived` names, or give the page an example of its own \(rule: problem-names-request-object\)$/),
    ]);
  });

  it('the archived wallet named under another error than wallet_archived', () => {
    const planted = withPlantedOperation(model, 'DigitalWalletsController_updateWallet', (op) => {
      Object.assign(problemExample(op, 'walletArchived'), { code: 'wallet_frozen', detail: 'Wallet wal_3Ks8Df5Gh1Jl4Pq7 is frozen.' });
    });
    expect(problemsOf(planted, 'DigitalWalletsController_updateWallet')).toEqual([expect.stringMatching(/names wal_3Ks8Df5Gh1Jl4Pq7, but this page's requests are about wal_9Vx4Cb7Nm2Zq6Wr3; .*\(rule: problem-names-request-object\)$/)]);
  });

  it("an error example named like a request example naming another wallet than that request's", () => {
    const planted = withPlantedOperation(model, 'TransactionsController_payment', (op) => {
      problemExample(op, 'fasterPayments').detail = 'Wallet wal_9Vx4Cb7Nm2Zq6Wr3 is archived and cannot receive or send money.';
    });
    expect(problemsOf(planted, 'TransactionsController_payment')).toEqual([
      expect.stringMatching(/^examples\/api\/paths\/transactions_payments\.yaml#\/post\/responses\/422\/content\/application~1problem\+json\/examples\/fasterPayments\/value\/detail \(line \d+\): TransactionsController_payment: the 422 example "fasterPayments" names wal_9Vx4Cb7Nm2Zq6Wr3, but the request "fasterPayments" it answers is about wal_3Ks8Df5Gh1Jl4Pq7; .* \(rule: problem-names-request-object\)$/),
    ]);
  });
});
