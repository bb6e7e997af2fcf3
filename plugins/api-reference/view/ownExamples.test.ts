import { describe, expect, it } from 'vitest';
import { withOwnExamples } from './ownExamples';
import type { SchemaNode } from './types';

const field = (name: string, example: unknown, required = true): SchemaNode => ({ name, type: 'string', required, example: JSON.stringify(example) });
const details = (scheme: string): SchemaNode => ({
  name: 'banking_details',
  type: 'object',
  properties: [field('scheme', scheme), field('virtual_account_id', 'vac_eur'), field('bank', 'Home street')],
});

describe('withOwnExamples', () => {
  it("shows the first example's value of a field, null included, not a later example's", () => {
    const node: SchemaNode = { type: 'object', properties: [field('side', 'front', false), field('type', 'id_card')] };
    const shown = withOwnExamples(node, [{ type: 'passport', side: null }, { type: 'id_card', side: 'front' }]);
    expect(shown.properties!.map((child) => child.example)).toEqual(['null', '"passport"']);
  });

  it('shows an option the example does not hold with the spec object of that option, not the schema examples', () => {
    const node: SchemaNode = {
      type: 'object',
      properties: [
        {
          name: 'banking_details',
          type: 'object',
          variants: { kind: 'oneOf', discriminator: 'scheme', options: [{ label: 'Sepa', discriminatorValue: 'sepa', schema: details('sepa') }, { label: 'Ach', discriminatorValue: 'ach', schema: details('ach') }] },
        },
      ],
    };
    const world = [{ scheme: 'ach', virtual_account_id: 'vac_usd', bank: '200 Park Avenue' }];
    const shown = withOwnExamples(node, [{ banking_details: { scheme: 'sepa', virtual_account_id: 'vac_eur', bank: 'Bank street' } }], world);
    const [sepa, ach] = shown.properties![0]!.variants!.options.map((option) => option.schema.properties!.map((child) => child.example));
    expect(sepa).toEqual(['"sepa"', '"vac_eur"', '"Bank street"']);
    expect(ach).toEqual(['"ach"', '"vac_usd"', '"200 Park Avenue"']);
  });
});
