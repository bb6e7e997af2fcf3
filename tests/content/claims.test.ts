import { beforeAll, describe, expect, it } from 'vitest';
import { claimFacts, type ClaimFacts } from './support/claim-facts';
import { checkCardPaymentErrors, checkClaims, checkFrozenRefusals, checkWalletNotActiveTies, frozenRefusals, checkErrorTies, checkEventTies, checkRequirementClaims, checkStateResults } from './support/claims';
import { currentDocPages, readFixture, specFiles } from './support/check-inputs';
import { CARD_STATUS_REASONS } from '../../src/data/card-status-reasons';
import { checkParameterTies, checkTakerLists } from './support/parameter-ties';
import { reasonClaimProblems, type ReasonEnums } from './support/reason-claims';
import { handWrittenFiles, readRepoFile } from './support/repo-files';
import { loadApiModel, type ApiModel } from './support/spec';

const FIXTURE = 'tests/fixtures/content/wrong-claims.mdx';

describe('what pages claim about operations, against the spec and the lifecycle data', () => {
  let model: ApiModel;
  let facts: ClaimFacts;
  const { text: fixture, at } = readFixture(FIXTURE);

  beforeAll(async () => {
    model = await loadApiModel();
    facts = claimFacts(model);
  }, 60_000);

  it('reads the facts it compares with from the spec', () => {
    expect(facts.requirements.get('idempotency-key')?.length).toBeGreaterThan(10);
    expect(facts.operations.find((op) => op.operationId === 'DigitalWalletsController_archiveWallet')?.errorCodes).toContain('wallet_not_empty');
    expect(facts.operations.find((op) => op.operationId === 'DigitalWalletsController_refillWallet')?.events).toContain('wallet.refilled');
    expect(facts.catalogueStates.get('wallet_not_active')).toEqual(new Set(['pending', 'frozen']));
    expect(facts.operations.find((op) => op.operationId === 'TransactionsController_payment')?.errorConditions.get('wallet_not_active')).toEqual(new Set(['pending', 'frozen']));
  });

  it.each(currentDocPages())('%s: its claims agree with the spec', (file) => {
    expect(checkClaims(file, readRepoFile(file), facts).map(String)).toEqual([]);
  });

  it.each(currentDocPages())('%s: a query parameter it tells you to send goes to operations that take it', (file) => {
    expect(checkParameterTies(file, readRepoFile(file), facts).map(String)).toEqual([]);
  });

  it('flag a query parameter sent to a linked list that does not take it, and pass one said not to be taken', () => {
    expect(checkParameterTies(FIXTURE, fixture, facts).map(String)).toEqual([
      `${at('Until then, list with `created_after`')}: says to send \`created_after\` to DigitalWalletsController_listDigitalWallets, which does not take it (it is taken by CustomersController_listCustomers, CustomersController_getCustomerTransactions, CardsController_payments, TransactionsController_payments) (rule: parameter-operation)`,
      `${at('call [list wallets]')}: says to send \`created_after\` to DigitalWalletsController_listDigitalWallets, which does not take it (it is taken by CustomersController_listCustomers, CustomersController_getCustomerTransactions, CardsController_payments, TransactionsController_payments) (rule: parameter-operation)`,
    ]);
  });

  it.each(currentDocPages())('%s: a sentence naming the lists that take a query parameter names them all', (file) => {
    expect(checkTakerLists(file, readRepoFile(file), facts).map(String)).toEqual([]);
  });

  it('flag the lists that take `created_after` named without list a card\'s payments', () => {
    expect(checkTakerLists(FIXTURE, fixture, facts).map(String)).toEqual([
      `${at('on the lists that take it ([list customers]')}: names the lists that take \`created_after\` but leaves out CardsController_payments; link none and let the reference pages say which take it, or render the list from the spec (rule: parameter-takers-complete)`,
    ]);
  });

  it('flag a header or field called required or optional against the spec, in prose and in a table', () => {
    expect(checkRequirementClaims(FIXTURE, fixture, facts).map(String)).toEqual([
      `${at('The `Idempotency-Key` header is required')}: "Idempotency-Key" is called required, but the spec makes it optional everywhere it is taken by CardsController_createDebitCard (rule: requirement)`,
      `${at('An Idempotency-Key header is required')}: "Idempotency-Key" is called required, but the spec makes it optional everywhere it is taken by CardsController_createCreditCard (rule: requirement)`,
      `${at('`wallet_id` is optional')}: "wallet_id" is called optional, but the spec makes it required everywhere it is taken by CardsController_createDebitCard (rule: requirement)`,
      `${at('| Required. Retry')}: "idempotency-key" is called required, but the spec makes it optional everywhere it is taken by CardsController_createDebitCard (rule: requirement)`,
    ]);
  });

  it('flag an error code tied to an operation that does not list it, or to a state its catalogue entry or the operation does not give', () => {
    expect(checkErrorTies(FIXTURE, fixture, facts).map(String)).toEqual([
      `${at('`422 insufficient_funds` while')}: "insufficient_funds" is tied to DigitalWalletsController_archiveWallet, which the spec does not list it under (it lists \`wallet_not_empty\`) (rule: error-code-operation)`,
      // The row names no operation: the conditions are those of the page's operations that list the code.
      expect.stringMatching(new RegExp(`^${at('The wallet is `archived`')}: "wallet_not_active" is tied to \`archived\`; the (catalogue|spec) gives it for .* only \\(rule: error-code-condition\\)$`)),
      `${at('from an `archived` wallet |')}: "wallet_not_active" is tied to \`archived\`; the spec gives it for TransactionsController_payment for \`pending\`, \`frozen\` only (rule: error-code-condition)`,
    ]);
  });

  it("flag a card create tied to wallet_not_active for a customer in review, once the operation gives each code's condition", () => {
    // The cards guide's error table gives `422 wallet_not_active` for a `pending` wallet, which is what a
    // customer in review has. Where the operation's description gives each code its condition, that row fails.
    const operations = model.operations.map((op) =>
      op.operationId === 'CardsController_createDebitCard'
        ? { ...op, description: `${op.description}\nRefusals: \`422 kyc_not_approved\` (the customer is in review: its wallets are \`pending\`), \`422 wallet_not_active\` (a \`frozen\` wallet).` }
        : op,
    );
    const page = [
      'You can [create a debit card](/docs/cards-controller-create-debit-card) for an approved customer.',
      '',
      '| Error | Why | What to do |',
      '| --- | --- | --- |',
      "| `422 kyc_not_approved` | The customer's KYC is not `approved` | Wait for the review |",
      '| `422 wallet_not_active` | The wallet is `pending` or `frozen` | Issue the card once the wallet is `active` |',
    ].join('\n');
    expect(checkErrorTies('docs/guides/cards.mdx', page, claimFacts({ ...model, operations })).map(String)).toEqual([
      'docs/guides/cards.mdx:6: "wallet_not_active" is tied to `pending`; the spec gives it for CardsController_createDebitCard for `frozen` only (rule: error-code-condition)',
    ]);
  });

  it('flag an event said to come from an operation that does not emit it', () => {
    expect(checkEventTies(FIXTURE, fixture, facts).map(String)).toEqual([
      `${at('emits `deposit.received`')}: "deposit.received" is said to come from DigitalWalletsController_refillWallet, which the spec does not say emits it (it names \`wallet.refilled\`) (rule: event-operation)`,
    ]);
  });

  it('flag a state named as the result of a call that the lifecycle data does not allow', () => {
    expect(checkStateResults(FIXTURE, fixture, facts).map(String)).toEqual([
      `${at('the old card is now `cancelled`')}: \`cancelled\` is named as the result of CardsController_reissueCard, but the lifecycle data (CardStatus) only lets it lead to \`inactive\`, \`active\` (rule: state-result)`,
      `${at('moves it to `pending`')}: \`pending\` is named as the result of DigitalWalletsController_updateWallet, but the lifecycle data (WalletStatus) only lets it lead to \`frozen\`, \`active\` (rule: state-result)`,
    ]);
  });

  it('flag a card payment said to end in an HTTP error, and pass a clause that declines it beside a refused request', () => {
    expect(checkCardPaymentErrors(FIXTURE, fixture).map(String)).toEqual([
      `${at('debit card purchases above')}: "debit card purchases" is said to end in \`422 insufficient_funds\`; a card payment is not your request: it is declined (\`card_payment.declined\`, \`failure_code\`) (rule: card-payment-error)`,
    ]);
  });

  it("no spec description says a card payment ends in an HTTP error, or ties wallet_not_active to the customer's KYC status", () => {
    const files = handWrittenFiles('examples/api').filter((file) => file.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => [...checkCardPaymentErrors(file, readRepoFile(file)), ...checkWalletNotActiveTies(file, readRepoFile(file))].map(String))).toEqual([]);
  });

  it.each(currentDocPages())("%s: a list of what a frozen wallet refuses is WalletStatus's whole list", (file) => {
    const refusals = frozenRefusals(String((model.schemas.WalletStatus as { description?: string }).description));
    expect(refusals).toContain('new virtual accounts');
    expect(checkFrozenRefusals(file, readRepoFile(file), refusals).map(String)).toEqual([]);
  });

  it('flag a list of what a frozen wallet refuses that leaves out some of them, and pass the whole list', () => {
    const refusals = frozenRefusals(String((model.schemas.WalletStatus as { description?: string }).description));
    expect(checkFrozenRefusals(FIXTURE, fixture, refusals).map(String)).toEqual([
      `${at('| `frozen` | Payments')}: lists what a \`frozen\` wallet refuses without "new cards", "new virtual accounts", which WalletStatus's \`frozen\` lists too (rule: frozen-refusals)`,
    ]);
  });

  it("flag wallet_not_active tied to the customer's KYC being pending, and pass it tied to KYC not approved yet", () => {
    expect(checkWalletNotActiveTies(FIXTURE, fixture).map(String)).toEqual([
      `${at("while the customer's KYC is pending")}: ties \`wallet_not_active\` to KYC \`pending\`; it means the wallet is \`pending\` or \`frozen\` (a re-verified customer's KYC is \`pending\` while their wallets stay \`active\`) (rule: wallet-not-active-kyc)`,
    ]);
  });

  it('report nothing else on the fixture: each correct claim beside a wrong one passes', () => {
    expect(checkClaims(FIXTURE, fixture, facts)).toHaveLength(12);
  });
});

describe('a card block or reissue reason named on a page is one its operation takes', () => {
  let enums: ReasonEnums;
  const reasons = (model: ApiModel, schema: string) => ((model.schemas[schema] as { properties: { reason: { enum: string[] } } }).properties.reason.enum);

  beforeAll(async () => {
    const model = await loadApiModel();
    enums = { block: CARD_STATUS_REASONS.blocked.reasons, reissue: reasons(model, 'ReissueCardRequest') };
  }, 60_000);

  it("reads the block reasons from the card status data and the reissue enum from the spec", () => {
    expect(enums.block).toEqual(['lost', 'stolen', 'fraud_suspected']);
    expect(enums.reissue).not.toContain('fraud_suspected');
  });

  it('every page and spec file names only reasons its operation takes', () => {
    expect([...currentDocPages(), ...specFiles()].flatMap((file) => reasonClaimProblems(file, readRepoFile(file), enums))).toEqual([]);
  });

  it('fails on a planted fraud reissue and an unnamed "same reason", naming file, line and rule', () => {
    const planted = [
      'Block it with reason `fraud_suspected`, then',
      '[reissue it](/docs/cards-controller-reissue-card) with reason `fraud_suspected`.',
      '',
      'Reissue the card with the same reason. Then wait.',
      '',
      'Reissue the card with the same reason, `lost` or `stolen`.',
      '',
      'Block the card with reason `damaged`.',
      '',
      'A damaged card is not blocked: reissue it with `reason` `damaged`.',
    ].join('\n');
    expect(reasonClaimProblems('docs/guides/planted.mdx', planted, enums)).toEqual([
      'docs/guides/planted.mdx:2: "reissue it](/docs/cards-controller-reissue-card) with reason `fraud_suspected`" gives the reissue reason `fraud_suspected`, which its `reason` enum does not hold (`lost`, `stolen`, `damaged`, `expiring`) (rule: operation-reason)',
      'docs/guides/planted.mdx:8: "Block the card with reason `damaged`" gives the block (update a card\'s status) reason `damaged`, which blocking does not take (`lost`, `stolen`, `fraud_suspected`) (rule: operation-reason)',
      'docs/guides/planted.mdx:4: "Reissue the card with the same reason" reissues with "the same reason" without naming it; the reissue\'s `reason` enum holds only `lost`, `stolen`, `damaged`, `expiring` (rule: operation-reason)',
    ]);
  });
});
