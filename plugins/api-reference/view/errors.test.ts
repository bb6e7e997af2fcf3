import { describe, expect, it } from 'vitest';
import { codesAtStatus, describeOperation } from './errors';

const general = [
  { code: 'invalid_request', status: 400 },
  { code: 'internal_error', status: 500 },
];

describe('describeOperation', () => {
  it('leaves a description as it is when the operation has no errors at all', () => {
    expect(describeOperation({ description: 'Reads a wallet.', errors: [], generalErrors: [] })).toBe('Reads a wallet.');
  });

  it('names the errors any operation can return that this one can, when it has none of its own', () => {
    expect(describeOperation({ description: 'Reads a wallet.', errors: [], generalErrors: general })).toBe(
      [
        'Reads a wallet.',
        '',
        '**Errors of this operation**: only those [any operation can return](/docs/api/intro#errors) that apply here ([`400 invalid_request`](/docs/api/intro#invalid_request) and [`500 internal_error`](/docs/api/intro#internal_error)).',
        '',
      ].join('\n'),
    );
  });

  it('names the general errors, then adds its own as a table linking each code to the catalogue', () => {
    const text = describeOperation({
      description: 'Archives a wallet.\n',
      errors: [{ code: 'wallet_not_empty', status: 422, when: "The wallet's `current` | `pending` balance is not zero." }],
      generalErrors: general,
    });
    expect(text).toBe(
      [
        'Archives a wallet.',
        '',
        '**Errors of this operation**: those [any operation can return](/docs/api/intro#errors) that apply here ([`400 invalid_request`](/docs/api/intro#invalid_request) and [`500 internal_error`](/docs/api/intro#internal_error)), and these:',
        '',
        '| Error | When |',
        '| --- | --- |',
        "| [`422 wallet_not_empty`](/docs/api/intro#wallet_not_empty) | The wallet's `current` \\| `pending` balance is not zero. |",
        '',
      ].join('\n'),
    );
  });
});

describe('codesAtStatus', () => {
  const own = [
    { code: 'kyc_not_approved', status: 422, when: 'The KYC is not approved.' },
    { code: 'wallet_archived', status: 422, when: 'The wallet is archived.' },
    { code: 'customer_code_taken', status: 409, when: 'The code is taken.' },
  ];
  const op = { errors: own, generalErrors: [...general, { code: 'wallet_archived', status: 422 }] };

  it("names every code of the status, any operation's and the operation's own, once each, linked to the catalogue", () => {
    expect(codesAtStatus(op, '422')).toBe('This operation returns 422 with [`wallet_archived`](/docs/api/intro#wallet_archived) or [`kyc_not_approved`](/docs/api/intro#kyc_not_approved).');
    expect(codesAtStatus(op, '409')).toBe('This operation returns 409 with [`customer_code_taken`](/docs/api/intro#customer_code_taken).');
  });

  it('says nothing for a status without codes, and dates a coming code', () => {
    expect(codesAtStatus(op, '201')).toBe('');
    expect(codesAtStatus(op, '409', (code) => (code === 'customer_code_taken' ? 'Available from 2026-12-01.' : undefined))).toContain('`customer_code_taken`](/docs/api/intro#customer_code_taken) (Available from 2026-12-01)');
  });
});
