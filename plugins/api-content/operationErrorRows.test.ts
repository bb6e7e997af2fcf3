import { describe, expect, it } from 'vitest';
import { operationErrorRows, type OperationErrors } from './operationErrorRows';

const ALL: Record<string, OperationErrors> = {
  CardsController_createDebitCard: {
    summary: 'Create a debit card',
    route: '/docs/cards-controller-create-debit-card',
    errors: [
      { code: 'kyc_not_approved', status: 422, when: 'The KYC is not approved.' },
      { code: 'wallet_not_active', status: 422, when: 'The wallet is `frozen`.' },
    ],
  },
  CardsController_createCreditCard: {
    summary: 'Create a credit card',
    route: '/docs/cards-controller-create-credit-card',
    errors: [
      { code: 'kyc_not_approved', status: 422, when: 'The KYC is not approved.' },
      { code: 'feature_not_enabled', status: 403, when: 'Credit cards are off.' },
    ],
  },
};

describe('operationErrorRows', () => {
  it('gives one row per code and condition, naming every operation it applies to', () => {
    expect(operationErrorRows(ALL, ['CardsController_createDebitCard', 'CardsController_createCreditCard']).map((row) => [row.code, row.operations.map((op) => op.summary)])).toEqual([
      ['kyc_not_approved', ['Create a debit card', 'Create a credit card']],
      ['wallet_not_active', ['Create a debit card']],
      ['feature_not_enabled', ['Create a credit card']],
    ]);
  });

  it('keeps only the codes asked for', () => {
    expect(operationErrorRows(ALL, ['CardsController_createDebitCard'], ['wallet_not_active']).map((row) => row.code)).toEqual(['wallet_not_active']);
  });

  it('names the component and the mistake for an unknown operation or a code the operations do not list', () => {
    expect(() => operationErrorRows(ALL, ['CardsController_reissue'])).toThrow('OperationErrors: CardsController_reissue is not an operationId of the spec');
    expect(() => operationErrorRows(ALL, ['CardsController_createDebitCard'], ['wallet_archived'])).toThrow(
      'OperationErrors: wallet_archived is not in the x-errors of CardsController_createDebitCard',
    );
  });
});
