import { describe, expect, it } from 'vitest';
import { describeOperation } from './errors';

describe('describeOperation', () => {
  it('leaves a description without x-errors as it is', () => {
    expect(describeOperation({ description: 'Reads a wallet.', errors: [] })).toBe('Reads a wallet.');
  });

  it('adds the operation errors as a table linking each code to the catalogue', () => {
    const text = describeOperation({
      description: 'Archives a wallet.\n',
      errors: [{ code: 'wallet_not_empty', status: 422, when: "The wallet's `current` | `pending` balance is not zero." }],
    });
    expect(text).toBe(
      [
        'Archives a wallet.',
        '',
        '**Errors of this operation**, besides those [every operation can return](/docs/api/intro#errors):',
        '',
        '| Error | When |',
        '| --- | --- |',
        "| [`422 wallet_not_empty`](/docs/api/intro#wallet_not_empty) | The wallet's `current` \\| `pending` balance is not zero. |",
        '',
      ].join('\n'),
    );
  });
});
