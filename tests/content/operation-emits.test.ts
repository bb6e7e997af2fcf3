import { beforeAll, describe, expect, it } from 'vitest';
import { checkEmits, formatEmitsProblem } from './support/emits';
import { withPlantedOperation } from './support/planted-model';
import { loadApiModel, type ApiModel } from './support/spec';

const UPDATE_CUSTOMER = 'CustomersController_updateCustomer';

describe("each operation's Emits sentence lists every event its description says it sends", () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await loadApiModel();
  }, 60_000);

  it('holds for the spec', () => {
    expect(checkEmits(model).map(formatEmitsProblem)).toEqual([]);
  });

  it('emits-complete: an event named in the description but left out of the Emits sentence, at the description', () => {
    const planted = withPlantedOperation(model, UPDATE_CUSTOMER, (op) => {
      // The sentence as it was before it listed the wallets the request opens.
      op.description = op.description.replace(/`wallet\.created` for each wallet it\s+opens, and/, 'and');
    });
    expect(checkEmits(planted).map(formatEmitsProblem)).toEqual([
      expect.stringMatching(
        /^examples\/api\/paths\/customers_customer_id\.yaml#\/patch\/description \(line \d+\): CustomersController_updateCustomer's description names `wallet\.created` as something the call leads to, but its Emits sentence lists only `customer\.updated`, `customer\.kyc_status_updated`, .* \(rule: emits-complete\)$/,
      ),
    ]);
  });

  it('emits-sentence: a description that does not say what it sends', () => {
    const planted = withPlantedOperation(model, 'DigitalWalletsController_refillWallet', (op) => {
      op.description = op.description.replace(/Emits `wallet\.refilled`\./, '');
    });
    expect(checkEmits(planted).map(formatEmitsProblem)).toEqual([
      expect.stringMatching(/^examples\/api\/paths\/wallets_wallet_id_refill\.yaml#\/post\/description \(line \d+\): DigitalWalletsController_refillWallet's description has no Emits sentence; .* \(rule: emits-sentence\)$/),
    ]);
  });
  it('emits-denied: an event the Emits sentence names as not sent, where the plain list of what it sends is read', () => {
    const planted = withPlantedOperation(model, 'DigitalWalletsController_archiveWallet', (op) => {
      // The sentence as it was when the exports listed wallet.updated among archiving's events.
      op.description = op.description.replace(/Emits\s+`wallet\.archived`,/, 'Emits `wallet.archived` (not `wallet.updated`),');
    });
    expect(checkEmits(planted).map(formatEmitsProblem)).toEqual([
      expect.stringMatching(
        /^examples\/api\/paths\/wallets_wallet_id_archive\.yaml#\/post\/description \(line \d+\): DigitalWalletsController_archiveWallet's Emits sentence names `wallet\.updated` as an event it does not send; .* \(rule: emits-denied\)$/,
      ),
    ]);
  });

  it('emits-review: an operation that starts a KYC review and lists fewer of its events than the others, at the description', () => {
    const planted = withPlantedOperation(model, 'CustomersController_createAddress', (op) => {
      // The sentence as it was when adding an address listed only the move back to pending.
      op.description = op.description.replace(/; the review that follows sends[\s\S]*?suspends a customer who was not suspended already\./, '.');
    });
    expect(checkEmits(planted).map(formatEmitsProblem)).toEqual([
      expect.stringMatching(
        /^examples\/api\/paths\/customers_customer_id_addresses\.yaml#\/post\/description \(line \d+\): CustomersController_createAddress moves `kyc_status` to `pending`, which starts a KYC review, but its Emits sentence has no "the review that follows sends …" .* \(rule: emits-review\)$/,
      ),
    ]);
  });

  it('emits-review: one review event left out, at the description', () => {
    const planted = withPlantedOperation(model, UPDATE_CUSTOMER, (op) => {
      op.description = op.description.replace(/, `wallet\.updated` for each\s+wallet that approval makes `active`/, '');
    });
    expect(checkEmits(planted).map(formatEmitsProblem)).toEqual([
      expect.stringMatching(
        /^examples\/api\/paths\/customers_customer_id\.yaml#\/patch\/description \(line \d+\): CustomersController_updateCustomer starts a KYC review, but its Emits sentence leaves out `wallet\.updated`, which the review sends .*\(rule: emits-review\)$/,
      ),
    ]);
  });

  it('emits-review: an event the KycStatus description names for an outcome of the review, left out by every operation that starts one', () => {
    const starters = ['CustomersController_updateCustomer', 'CustomersController_attachKycDocument', 'CustomersController_createAddress'];
    // The sentences as they were before they listed the suspension a rejected re-verification makes.
    const planted = starters.reduce(
      (current, operationId) =>
        withPlantedOperation(current, operationId, (op) => {
          op.description = op.description.replace(/, and `customer\.updated` when a re-verification ends\s+`rejected` and suspends a customer who was not suspended already/, '');
        }),
      model,
    );
    const problems = checkEmits(planted).map(formatEmitsProblem);
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(expect.arrayContaining(
      ['customers_customer_id\\.yaml#\\/patch', 'customers_customer_id_kyc-documents\\.yaml#\\/post', 'customers_customer_id_addresses\\.yaml#\\/post'].map((where, index) =>
        expect.stringMatching(
          new RegExp(
            `^examples\\/api\\/paths\\/${where}\\/description \\(line \\d+\\): ${starters[index]} starts a KYC review, but its Emits sentence leaves out \`customer\\.updated\`, which the review sends \\(the \`KycStatus\` description names it for an outcome of the review\\) \\(rule: emits-review\\)$`,
          ),
        ),
      ),
    ));
  });
});
