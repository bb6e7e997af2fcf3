// Planted mistake: rule `positive-amount` fails, naming file:line and the JSON pointer, when a field described as
// never zero has a schema that allows 0.
import { describe, expect, it } from 'vitest';
import { NEVER_ZERO, positiveAmountProblems } from './support/positive-amounts';
import { loadApiModel, type JsonValue } from './support/spec';

describe('positive-amount', () => {
  it('every field described as never zero has a schema that allows no zero, and the spec has such a field', async () => {
    const model = await loadApiModel();
    expect(NEVER_ZERO.test(JSON.stringify(model.spec.bundled))).toBe(true);
    const problems = positiveAmountProblems(model.spec.bundled as JsonValue).map(({ pointer, message }) => {
      const place = model.spec.locate(`#${pointer}`);
      return `${place.file}:${place.line ?? 0} (#${pointer}): ${message} (rule: positive-amount)`;
    });
    expect(problems).toEqual([]);
  }, 60_000);

  it('fails on the planted "always positive" amount whose money schema has minimum 0', () => {
    const doc = {
      components: {
        schemas: {
          Money: { type: 'object', properties: { amount: { type: 'integer', minimum: 0 }, currency: { type: 'string' } } },
          NonZeroMoney: { type: 'object', properties: { amount: { type: 'integer', minimum: 1 } } },
          Transaction: {
            type: 'object',
            properties: {
              amount: { $ref: '#/components/schemas/Money', description: 'The amount moved, always positive.' },
              fee: { $ref: '#/components/schemas/NonZeroMoney', description: 'The fee, always positive.' },
            },
          },
        },
      },
    };
    expect(positiveAmountProblems(doc)).toEqual([
      { pointer: '/components/schemas/Transaction/properties/amount', message: '`amount` is described as "always positive", but its schema allows 0 (minimum 0); give it `minimum: 1` or drop the claim' },
    ]);
  });
});
