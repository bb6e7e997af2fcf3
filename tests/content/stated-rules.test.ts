import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, type ApiModel } from './support/spec';
import { withPlantedOperation } from './support/planted-model';
import { fixtureLine } from './support/fixture-lines';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';
import {
  ARCHIVED_BALANCE_SOURCE,
  archivedBalanceProblems,
  suspensionScopeProblems,
  archivedBalanceRule,
  cardIssueConditionProblems,
  cardIssueRefusal,
  cardLifecycleProblems,
  creditFloorProblems,
  declineOrder,
  declineOrderProblems,
  KEY_LIFETIME_SOURCE,
  keyLifetimeProblems,
  keyRollRetryProblems,
  KYC_REQUIREMENT_KINDS,
  KYC_SOURCE,
  kycRequirementKindProblems,
  merchantCurrencyProblems,
  notSimulated,
  orderByUpdatedAtProblems,
  ORDER_SOURCE,
  repointSecretProblems,
  secretOnceProblems,
  REUSED_SOURCE,
  reusedKeyConditionProblems,
  reusedKeyRetryProblems,
  SANDBOX_GUIDE,
  sandboxCoverageProblems,
  sandboxReaches,
  sandboxReachProblems,
  sameStatusProblems,
  statusOnlyObjects,
  sunsetMomentProblems,
  unauthorizedRetryProblems,
  unknownOutcomeProblems,
  CARD_CONTROLS_SOURCE,
  cardControlsProblems,
  LIMIT_SCOPE_SOURCES,
  limitScopeProblems,
  CARD_REVERSAL_SOURCE,
  cardReversalProblems,
  cardReversalRule,
} from './support/stated-rules';

const FIXTURE = 'tests/fixtures/content/stated-rules.mdx';
const at = (snippet: string) => fixtureLine(FIXTURE, readRepoFile(FIXTURE), snippet);
const SUNSET_RULE = 'leaves open whether a deprecated item still works on its Sunset date; it works until 00:00 UTC on that date (rule: sunset-moment)';
const KEY_ROLL_RULE = 'without saying a retry goes with the same API key as its first attempt; sent with another API key it runs as a new request (rule: key-roll-retry)';
const SECRET_ONCE_RULE = "says the signing secret is returned once; the create response's replay to a retry with the same `Idempotency-Key` and a repeated rotation return it too, and no read does (rule: secret-once)";
const REUSED_RULE = 'sends a request that did not run back with the same key without saying the body must be the original one; while the key holds its stored response, the same key with another body returns `409 idempotency_key_reused` (rule: reused-key-retry)';
// A release is the spec as it was published; its words are history, not today's rule.
const files = () => [...docPages(), ...handWrittenFiles('examples').filter((file) => /\.ya?ml$/.test(file) && !file.startsWith('examples/releases/'))];

describe('rules pages restate: the decline order and what a 5xx means', () => {
  const order = declineOrder(readRepoFile(ORDER_SOURCE));
  let model: ApiModel;
  beforeAll(async () => {
    model = await loadApiModel();
  }, 60_000);

  it('reads the decline order from the spec', () => {
    expect(order).toEqual(['card_declined', 'compliance_rejected', 'limit_exceeded', 'insufficient_funds']);
  });

  it('every page and spec file gives the spec\'s decline order, and at least one page restates it', () => {
    const texts = files().map((file) => [file, readRepoFile(file)] as const);
    expect(texts.flatMap(([file, text]) => declineOrderProblems(file, text, order))).toEqual([]);
    expect(texts.filter(([file, text]) => file !== ORDER_SOURCE && /production order:/.test(text)).map(([file]) => file)).toContain('docs/guides/sandbox.mdx');
  });

  it('no page or spec file counts a 5xx among the responses after which the request did not run', () => {
    expect(files().flatMap((file) => unknownOutcomeProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('no page or spec file sends a request that did not run back with the same key without its original body', () => {
    expect(files().flatMap((file) => reusedKeyRetryProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('every page and spec file states idempotency_key_reused as the catalogue does, and going live quotes the catalogue', () => {
    expect(files().flatMap((file) => reusedKeyConditionProblems(file, readRepoFile(file)))).toEqual([]);
    const condition = /`idempotency_key_reused` \(409\): the `Idempotency-Key` ([^.\n]+)\./.exec(readRepoFile(REUSED_SOURCE))?.[1];
    expect(condition, `${REUSED_SOURCE}: ErrorCode no longer states idempotency_key_reused as "the \`Idempotency-Key\` <condition>."`).toBeDefined();
    const row = readRepoFile('docs/guides/going-live.mdx').split('\n').find((line) => line.startsWith('| `409 idempotency_key_reused` |'));
    expect(row, `docs/guides/going-live.mdx: the failure table's \`409 idempotency_key_reused\` row must quote the catalogue's condition "${condition}" (rule: reused-key-condition)`).toContain(`The key ${condition}`);
  });

  it('no page or spec file says the sandbox reproduces every outcome while the guide lists outcomes it cannot produce', () => {
    const uncovered = notSimulated(readRepoFile(SANDBOX_GUIDE)).length;
    expect(uncovered).toBeGreaterThan(0);
    expect(files().flatMap((file) => sandboxCoverageProblems(file, readRepoFile(file), uncovered))).toEqual([]);
  });

  it("the sandbox guide's list of what no magic value produces names the value of each outcome a value produces in some case", () => {
    const reaches = sandboxReaches(readRepoFile(KYC_SOURCE));
    expect(reaches.map((reach) => reach.value)).toEqual(['kyc_rejected']);
    const guide = readRepoFile(SANDBOX_GUIDE);
    expect(sandboxReachProblems(SANDBOX_GUIDE, guide, reaches)).toEqual([]);
    // The item as it was before it said that a rejected re-verification suspends the customer in the sandbox too.
    const item = /^- A suspension by Ledgerline's compliance team[^]*?(?=^- )/m.exec(guide);
    expect(item).not.toBeNull();
    const planted = guide.replace(item![0], "- A suspension by Ledgerline's compliance team\n  ([suspended by compliance](/docs/guides/customers-and-portfolios#compliance-suspension)).\n");
    const line = planted.slice(0, planted.indexOf("- A suspension by Ledgerline's")).split('\n').length;
    expect(sandboxReachProblems(SANDBOX_GUIDE, planted, reaches)).toEqual([
      `${SANDBOX_GUIDE}:${line}: "A suspension by Ledgerline's compliance team ([suspended by compliance](/docs/guides/customers-and-portfolios#compliance-suspension))." lists a suspension by compliance among the outcomes no magic value produces, but \`kyc_rejected\` produces one (${KYC_SOURCE}: \`kyc_rejected\` rejects the customer, and a re-verification that ends \`rejected\` suspends them by compliance); name the value and what it leaves out (rule: sandbox-coverage)`,
    ]);
  });

  it('no page or spec file says a retry after a 401 does not help, or retries a 401 unchanged', () => {
    expect(files().flatMap((file) => unauthorizedRetryProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it("every page and spec sentence that gives an idempotency key's lifetime counts it from the stored response", () => {
    // The changelog records what each release changed, in the words of its day.
    expect(files().filter((file) => file !== 'docs/api/changelog.mdx').flatMap((file) => keyLifetimeProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('no page or spec file leaves open whether a deprecated item works on its Sunset date', () => {
    expect(files().flatMap((file) => sunsetMomentProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('no page or spec file repoints a subscription with a zero grace period without the case of a running grace period', () => {
    expect(files().flatMap((file) => repointSecretProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('no page or spec file says the webhook signing secret is returned once', () => {
    // The changelog too: a reader reads its entries today.
    expect(files().flatMap((file) => secretOnceProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('every page and spec file that sends money back for an archived wallet to the funding account says its balances stay 0', () => {
    expect(() => archivedBalanceRule(readRepoFile(ARCHIVED_BALANCE_SOURCE))).not.toThrow();
    // The changelog records what each release changed, in the words of its day.
    expect(files().filter((file) => file !== 'docs/api/changelog.mdx').flatMap((file) => archivedBalanceProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('no page or spec file says a suspension stops all money going out', () => {
    // The changelog records what each release changed, in the words of its day.
    expect(files().filter((file) => file !== 'docs/api/changelog.mdx').flatMap((file) => suspensionScopeProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('no page or spec file promises a reissued card a new expiry date, starts card payments pending or failed without the late capture and refund, or takes balances below zero by over-settlement without the late capture', () => {
    expect(files().flatMap((file) => cardLifecycleProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('no page or spec file gives a card payment\'s rate or rules out other exponents without the merchant currency\'s minor units', () => {
    expect(files().flatMap((file) => merchantCurrencyProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('every page and spec file that scopes idempotency keys to the API key, or rolls API keys, sends retries with the same API key', () => {
    const texts = files().map((file) => [file, readRepoFile(file)] as const);
    expect(texts.flatMap(([file, text]) => keyRollRetryProblems(file, text))).toEqual([]);
    // The conventions' key roll and idempotency scope both state it, so the two sections agree.
    const intro = readRepoFile('docs/api/intro.mdx');
    for (const anchor of ['{#api-keys}', '{#idempotency-scope}']) {
      const section = intro.slice(intro.indexOf(anchor), intro.indexOf('\n#', intro.indexOf(anchor)));
      expect(section, `docs/api/intro.mdx ${anchor} must say a retry goes with the same API key (rule: key-roll-retry)`).toMatch(/same\s+API\s+key/);
    }
  });

  it('every page and spec sentence that lists the kinds of KYC requirements names each kind of KycRequirementCode', async () => {
    const model = await loadApiModel();
    const codes = (model.schemas.KycRequirementCode as { enum: string[] }).enum;
    expect(codes.filter((code) => !KYC_REQUIREMENT_KINDS.some((kind) => kind.code.test(code))), 'a requirement code of no kind: add its kind to KYC_REQUIREMENT_KINDS').toEqual([]);
    // The changelog records what each release changed, in the words of its day.
    expect(files().filter((file) => file !== 'docs/api/changelog.mdx').flatMap((file) => kycRequirementKindProblems(file, readRepoFile(file)))).toEqual([]);
  }, 60_000);

  it('every page and spec sentence that promises an unchanged 200 for a repeated status says the request sends only the status', () => {
    expect(statusOnlyObjects(model)).toEqual(['card']);
    expect(files().flatMap((file) => sameStatusProblems(file, readRepoFile(file), statusOnlyObjects(model)))).toEqual([]);
  });

  it("exempts a card's sentence only while the spec gives a card's status an operation of its own", () => {
    const fixture = readRepoFile(FIXTURE);
    const cardSentence = `${at('Sending only the status a wallet')}: "Sending the status a card already has returns it unchanged." promises \`200\` and no change for the status a card already has without the condition`;
    expect(sameStatusProblems(FIXTURE, fixture, statusOnlyObjects(model)).filter((problem) => problem.startsWith(cardSentence))).toEqual([]);
    // Planted: update card status no longer requires `status`, so a request to it can update `reason` alone.
    const planted = withPlantedOperation(model, 'CardsController_updateCardStatus', (op) => {
      op.requestBody!.content!['application/json'].schema!.required = [];
    });
    expect(statusOnlyObjects(planted)).toEqual([]);
    expect(sameStatusProblems(FIXTURE, fixture, statusOnlyObjects(planted)).filter((problem) => problem.startsWith(cardSentence))).toHaveLength(1);
  });

  it('every page and spec sentence that orders events names the object\'s updated_at', () => {
    expect(files().flatMap((file) => orderByUpdatedAtProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it("every page and spec sentence that gives the conditions of issuing a card names the customer's status", () => {
    expect(cardIssueRefusal(model)).toEqual({ status: 422, code: 'customer_not_active', customerStatuses: ['suspended', 'closed'], operationIds: ['CardsController_createDebitCard', 'CardsController_createCreditCard'] });
    expect(files().flatMap((file) => cardIssueConditionProblems(file, readRepoFile(file), cardIssueRefusal(model)))).toEqual([]);
  });

  it("builds card-issue-conditions' message from the spec's x-errors, and throws, naming the rule, when they no longer refuse by status", () => {
    const fixture = readRepoFile(FIXTURE);
    // Planted: create debit card refuses only a closed customer, and create credit card no longer by status.
    let planted = withPlantedOperation(model, 'CardsController_createDebitCard', (op) => {
      op.errors = op.errors.map((error) => (error.code === 'customer_not_active' ? { ...error, when: 'The customer is `closed`.' } : error));
    });
    planted = withPlantedOperation(planted, 'CardsController_createCreditCard', (op) => {
      op.errors = op.errors.filter((error) => error.code !== 'customer_not_active');
    });
    expect(cardIssueConditionProblems(FIXTURE, fixture, cardIssueRefusal(planted))).toEqual([
      `${at('Both cards need a customer whose KYC')}: "Both cards need a customer whose KYC is \`approved\` and an \`active\` wallet." gives the conditions of issuing a card without the customer's status; a \`closed\` customer is refused with \`422 customer_not_active\` (CardsController_createDebitCard x-errors) (rule: card-issue-conditions)`,
    ]);
    const none = withPlantedOperation(planted, 'CardsController_createDebitCard', (op) => {
      op.errors = op.errors.filter((error) => error.code !== 'customer_not_active');
    });
    expect(() => cardIssueRefusal(none)).toThrow(/no operation that issues a card refuses a customer by status .*rule card-issue-conditions/);
  });

  it("every page and spec sentence that bounds a credit card's wallet by credit_limit says it bounds the authorisations and what goes further", () => {
    expect(files().flatMap((file) => creditFloorProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('catches the planted mistakes, naming file, line and rule', () => {
    const fixture = readRepoFile(FIXTURE);
    const coverage = `says the sandbox's values reproduce every or most outcomes, but ${SANDBOX_GUIDE}#not-simulated lists 3 that none produces; say they choose the outcomes the sandbox can produce (rule: sandbox-coverage)`;
    expect([...declineOrderProblems(FIXTURE, fixture, order), ...unknownOutcomeProblems(FIXTURE, fixture), ...reusedKeyRetryProblems(FIXTURE, fixture), ...sandboxCoverageProblems(FIXTURE, fixture, 3), ...sunsetMomentProblems(FIXTURE, fixture), ...repointSecretProblems(FIXTURE, fixture), ...merchantCurrencyProblems(FIXTURE, fixture), ...keyRollRetryProblems(FIXTURE, fixture), ...archivedBalanceProblems(FIXTURE, fixture), ...suspensionScopeProblems(FIXTURE, fixture), ...cardLifecycleProblems(FIXTURE, fixture), ...unauthorizedRetryProblems(FIXTURE, fixture), ...keyLifetimeProblems(FIXTURE, fixture), ...secretOnceProblems(FIXTURE, fixture), ...reusedKeyConditionProblems(FIXTURE, fixture), ...kycRequirementKindProblems(FIXTURE, fixture), ...sameStatusProblems(FIXTURE, fixture, statusOnlyObjects(model)), ...creditFloorProblems(FIXTURE, fixture), ...cardIssueConditionProblems(FIXTURE, fixture, cardIssueRefusal(model)), ...orderByUpdatedAtProblems(FIXTURE, fixture)]).toEqual([
      `${at('production order: `limit_exceeded`,')}: the decline order limit_exceeded, insufficient_funds, card_declined, compliance_rejected differs from the spec's card_declined, compliance_rejected, limit_exceeded, insufficient_funds (${ORDER_SOURCE}) (rule: decline-order)`,
      `${at('Responses that mean the request did not run (`401`,')}: "Responses that mean the request did not run (\`401\`, \`429\`, \`5xx\`) are never stored." counts a 5xx among the responses after which the request did not run; it may have run, and only a retry with the same key is safe (rule: unknown-outcome)`,
      `${at('| `500 internal_error` | The request did')}: "| \`500 internal_error\` | The request did not complete |" counts a 5xx among the responses after which the request did not run; it may have run, and only a retry with the same key is safe (rule: unknown-outcome)`,
      `${at('`401`, `429`, `409')}: "\`401\`, \`429\`, \`409 request_in_progress\` and \`409 idempotency_key_reused\` mean the request did not run, so a retry with the same key runs it for real." ${REUSED_RULE}`,
      `${at('After any of these,')}: "After any of these, retry with the same key." ${REUSED_RULE}`,
      `${at('A response that means')}: "A response that means the request did not run is never stored, so you can always retry after it with the same key." ${REUSED_RULE}`,
      `${at('Magic values reproduce')}: "Magic values reproduce every other outcome: the last two digits of an amount choose a failure." ${coverage}`,
      `${at('### Changed: sandbox')}: "### Changed: sandbox values for every outcome" ${coverage}`,
      `${at('- You handle every')}: "- You handle every failure and return your flows can meet: each is listed with the value that reproduces it in the sandbox guide." ${coverage}`,
      `${at('Deprecations are changelog')}: "Deprecations are changelog entries labelled **Deprecated**, with the date after which the old behaviour goes." ${SUNSET_RULE}`,
      `${at('A deprecated field keeps working until that')}: "A deprecated field keeps working until that date, and is removed on it." ${SUNSET_RULE}`,
      `${at('Reuse a disabled subscription')}: a paragraph repoints a subscription with \`rotation_grace_period_hours: 0\` without saying that during a grace period that request only ends it and returns the secret the old endpoint may hold; say to check \`previous_secret_expires_at\` and roll a second time (rule: repoint-secret)`,
      `${at('The API returns neither')}: divides \`amount\` by \`original_amount\` without converting each from its currency's minor units; the merchant's currency can have another exponent (Money) (rule: merchant-currency-units)`,
      `${at('JPY has no minor unit')}: says currencies with other exponents are not supported without naming \`original_amount\`, which carries them for a card payment abroad (Money) (rule: merchant-currency-units)`,
      `${at('- **Rolling.** Create the new key, deploy')}: "- **Rolling.** Create the new key, deploy it, then revoke the old one...." rolls API keys ${KEY_ROLL_RULE}`,
      `${at('An idempotency key')}: "An idempotency key belongs to the API key that sends it...." scopes idempotency keys to the API key ${KEY_ROLL_RULE}`,
      `${at('A payment returned')}: sends money returned for an archived wallet to the funding account without saying the wallet's balances stay 0; a reversed transaction no longer counts, so a reader adds it back to the archived wallet (rule: archived-balance)`,
      `${at('The booked balance:')}: says reversed transactions no longer count in the balances without the archived case, whose balances stay 0 for good (rule: archived-balance)`,
      `${at('A suspended customer keeps')}: says a suspension stops all money going out; it refuses only new payments, withdrawals, transfers out and authorisations, while pending ones, authorisations approved before it and debit balance adjustments still take money out (CustomerStatus) (rule: suspension-scope)`,
      `${at('Suspensions stop all money')}: says a suspension stops all money going out; it refuses only new payments, withdrawals, transfers out and authorisations, while pending ones, authorisations approved before it and debit balance adjustments still take money out (CustomerStatus) (rule: suspension-scope)`,
      `${at("A suspended customer's money can't")}: says a suspension stops all money going out; it refuses only new payments, withdrawals, transfers out and authorisations, while pending ones, authorisations approved before it and debit balance adjustments still take money out (CustomerStatus) (rule: suspension-scope)`,
      `${at('Reissue the card: the')}: promises a reissued card a new expiry date; it expires 3 years from its own issue month, the same as the old card's when both were issued in one month (Card.exp_month) (rule: reissue-expiry)`,
      `${at('| Starts as | `pending`')}: says a card payment starts \`pending\` or \`failed\` without the late capture and the refund, which are created \`completed\` (CardPaymentStage) (rule: card-payment-start)`,
      `${at('| The wallet\'s balances')}: "| The wallet's balances | The card's purchases take them below zero only when a settlement is larger than its authorisation |" names a settlement larger than its authorisation as taking the balances down without a capture after the authorisation expired, which is booked in full too, even below zero (CardType, card_payment) (rule: card-below-zero)`,
      `${at('`401`, `429`, `409')}: "\`401\`, \`429\`, \`409 request_in_progress\` and \`409 idempotency_key_reused\` mean the request did not run, so a retry with the same key runs it for real." sends a \`401\` back with the same key without saying to fix the API key first; sent unchanged it returns the same \`401\` (rule: unauthorized-retry)`,
      `${at('`401`, `429` and `409')}: "\`401\`, \`429\` and \`409 request_in_progress\` mean the request did not run, so a retry with the same key and the same body runs it for real." sends a \`401\` back with the same key without saying to fix the API key first; sent unchanged it returns the same \`401\` (rule: unauthorized-retry)`,
      `${at('| `401` | The key is')}: "| \`401\` | The key is missing, wrong or revoked | Fix the configuration; retrying will not help |" says a retry after a \`401\` does not help; a \`401\` ran nothing and stored nothing, so once the API key is fixed a retry with the same idempotency key and body runs the request (rule: unauthorized-retry)`,
      `${at('After a `401` or a')}: "After a \`401\` or a \`429\`, retry with the same key and the same body." sends a \`401\` back with the same key without saying to fix the API key first; sent unchanged it returns the same \`401\` (rule: unauthorized-retry)`,
      `${at('Ledgerline keeps each')}: "Ledgerline keeps each key for 24 hours from the first request." counts an idempotency key's 24 hours from the first request; they run from the stored response, and an attempt that is not stored starts nothing (${KEY_LIFETIME_SOURCE}) (rule: key-lifetime-start)`,
      `${at('Keys are kept for 24 hours.')}: "Keys are kept for 24 hours." gives an idempotency key's lifetime without its start; say "from the stored response" or link /docs/api/intro#idempotency-scope (${KEY_LIFETIME_SOURCE}) (rule: key-lifetime-start)`,
      `${at('After a `500`, the')}: "After a \`500\`, the key's 24 hours start from the retry, whose response is the stored response." starts an idempotency key's 24 hours from the retry after a \`5xx\` or timeout; a request that ran has its response stored when it ran, and the hours run from that stored response (${KEY_LIFETIME_SOURCE}) (rule: key-lifetime-start)`,
      `${at('Store the `whsec_`')}: "Store the \`whsec_\` secret from the response: it is returned only once." ${SECRET_ONCE_RULE}`,
      `${at('The subscription was')}: "\`secret\` is included this once." ${SECRET_ONCE_RULE}`,
      `${at("A rotation's response carries")}: "A rotation's response carries the new \`secret\`, once, and \`previous_secret_expires_at\`." ${SECRET_ONCE_RULE}`,
      `${at('A `409 idempotency_key_reused`')}: "A \`409 idempotency_key_reused\` is what the same key always returns for another operation or body." ties \`idempotency_key_reused\` to "always" or "every" without its window; it is returned only while the key holds its stored response, 24 hours from it (${REUSED_SOURCE} ErrorCode) (rule: reused-key-condition)`,
      `${at('| `409 idempotency_key_reused`')}: "| \`409 idempotency_key_reused\` | The key was used for a different body |" gives another body as the cause of \`idempotency_key_reused\` without the other one: the same key sent to another operation (${REUSED_SOURCE} ErrorCode) (rule: reused-key-condition)`,
      `${at('`kyc_requirements` says')}: "\`kyc_requirements\` says what the review needs: one entry per missing or rejected document, or missing field." lists the kinds of \`kyc_requirements\` entries without an expired document, a missing address (KycRequirementCode); name every kind, or say "one entry per requirement" and point to the codes (rule: kyc-requirement-kinds)`,
      `${at('Setting a status the object')}: "Setting a status the object already has returns \`200\` and changes nothing." promises \`200\` and no change for the status the object already has without the condition: only when the request sends no other field; one that does is an update of that field, which the object's status may refuse. Say "only" or link /docs/api/intro#idempotency (rule: same-status-alone)`,
      `${at('Setting the status it already has')}: "Setting the status it already has returns \`200\` and changes nothing." promises \`200\` and no change for the status it already has without the condition: only when the request sends no other field; one that does is an update of that field, which the object's status may refuse. Say "only" or link /docs/api/intro#idempotency (rule: same-status-alone)`,
      `${at('Sending the same status again')}: "Sending the same status again returns \`200\` unchanged." promises \`200\` and no change for the status the object already has without the condition: only when the request sends no other field; one that does is an update of that field, which the object's status may refuse. Say "only" or link /docs/api/intro#idempotency (rule: same-status-alone)`,
      `${at('Two credit cards on one wallet')}: "Two credit cards on one wallet do not add their limits up, so the wallet goes at most as far below zero as the larger limit." bounds a credit card's wallet by \`credit_limit\` without saying the bound is the authorisations'; a settlement larger than its authorisation and a capture after the authorisation expired are booked in full and can take it further (CardType) (rule: credit-floor)`,
      `${at('Both cards need a customer whose KYC')}: "Both cards need a customer whose KYC is \`approved\` and an \`active\` wallet." gives the conditions of issuing a card without the customer's status; a \`suspended\` or \`closed\` customer is refused with \`422 customer_not_active\` (CardsController_createDebitCard, CardsController_createCreditCard x-errors) (rule: card-issue-conditions)`,
      `${at('Deliveries can arrive out of order; compare this')}: "Deliveries can arrive out of order; compare this to order them." orders events without the object's \`updated_at\`; an event's \`created_at\` does not tell which state is newer, so compare \`updated_at\` with the one you stored (/docs/notifications/webhook-notification-payloads#ordering-and-duplicates) (rule: order-by-updated-at)`,
    ]);
    expect(() => archivedBalanceRule('A wallet\'s balances at a point in time.')).toThrow(`${ARCHIVED_BALANCE_SOURCE}: the Balance schema no longer says`);
  });
});

describe('a card authorisation is reversed by the merchant or by its expiry', () => {
  it('reads the merchant\'s reversal from FailureCode', () => {
    expect(() => cardReversalRule(readRepoFile(CARD_REVERSAL_SOURCE))).not.toThrow();
    expect(() => cardReversalRule('- `authorisation_expired`: expired after 7 days.')).toThrow(`${CARD_REVERSAL_SOURCE}: FailureCode no longer says`);
  });

  it('no page or spec file gives `card_payment.reversed` for the expiry alone', () => {
    // A changelog entry states what was true on its date.
    expect(files().filter((file) => file !== 'docs/api/changelog.mdx').flatMap((file) => cardReversalProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('catches the planted mistakes, naming file, line and rule', () => {
    const fixture = 'tests/fixtures/content/card-reversal.mdx';
    const text = readRepoFile(fixture);
    const line = (snippet: string) => fixtureLine(fixture, text, snippet);
    expect(cardReversalProblems(fixture, text)).toEqual([
      `${line('An authorisation that is never settled')}: gives \`card_payment.reversed\` for an authorisation that expires unsettled without the merchant's reversal, which sends it too with \`authorisation_reversed\` (${CARD_REVERSAL_SOURCE}, FailureCode) (rule: card-reversal-causes)`,
      `${line('| Status | What happened')}: gives \`card_payment.reversed\` for an authorisation that expires unsettled without the merchant's reversal, which sends it too with \`authorisation_reversed\` (${CARD_REVERSAL_SOURCE}, FailureCode) (rule: card-reversal-causes)`,
    ]);
  });
});

describe("a card's controls are one list: status, spending limits and a credit card's credit limit", () => {
  it('the spec states the list once', () => {
    expect(readRepoFile(CARD_CONTROLS_SOURCE)).toMatch(/status, these three limits and, on a credit card, its\s+`credit_limit` are the only controls\s+of a card itself/);
  });

  it('no page or spec file gives a shorter list', () => {
    expect(files().flatMap((file) => cardControlsProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('catches the planted mistakes, naming file, line and rule', () => {
    const fixture = 'tests/fixtures/content/card-controls.mdx';
    const text = readRepoFile(fixture);
    const line = (snippet: string) => fixtureLine(fixture, text, snippet);
    const rule = `they are the card's status, its \`spending_limits\` and, on a credit card, its \`credit_limit\` (${CARD_CONTROLS_SOURCE}, SpendingLimits) (rule: card-controls-complete)`;
    expect(cardControlsProblems(fixture, text)).toEqual([
      `${line("A card's status and the")}: calls a card's controls the only ones without \`credit_limit\`; ${rule}`,
      `${line('These three limits and')}: calls a card's controls the only ones without \`credit_limit\`; ${rule}`,
    ]);
  });
});

describe('limits are three kinds, and no sentence makes one of them the only one', () => {
  it('no page or spec file confines program limits without card spending, or calls a card decline a program limit', () => {
    expect(files().flatMap((file) => limitScopeProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('catches the planted mistakes, naming file, line and rule', () => {
    const fixture = 'tests/fixtures/content/limit-scope.mdx';
    const text = readRepoFile(fixture);
    const line = (snippet: string) => fixtureLine(fixture, text, snippet);
    expect(limitScopeProblems(fixture, text)).toEqual([
      `${line('Program limits apply to payments')}: confines program limits with "only" without saying what holds card spending (the card's \`spending_limits\`, or your program's default card limits where \`null\`) (${LIMIT_SCOPE_SOURCES}) (rule: limit-scope)`,
      `${line('The purchase would break')}: ties a card decline's \`limit_exceeded\` to a program limit without saying it is your program's default card limit, which stands in for a \`null\` \`spending_limits\` (${LIMIT_SCOPE_SOURCES}) (rule: limit-scope)`,
    ]);
  });
});
