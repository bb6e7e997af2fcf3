import { describe, expect, it } from 'vitest';
import { describeConstraints, mergeAllOf, toSchemaNode } from './schema';

describe('toSchemaNode', () => {
  it('lists object fields with required, read-only, enum, constraints and example', () => {
    const node = toSchemaNode({
      type: 'object',
      required: ['currency'],
      properties: {
        id: { type: 'string', readOnly: true, description: 'The `id`.', example: 'wal_123' },
        currency: { type: 'string', enum: ['EUR', 'GBP'], pattern: '^[A-Z]{3}$' },
      },
    });
    expect(node.type).toBe('object');
    expect(node.properties).toEqual([
      { name: 'id', type: 'string', readOnly: true, description: 'The `id`.', example: '"wal_123"' },
      {
        name: 'currency',
        type: 'string',
        required: true,
        enum: [{ value: 'EUR' }, { value: 'GBP' }],
        constraints: ['pattern ^[A-Z]{3}$'],
      },
    ]);
  });

  it('merges allOf parts, keeping every required field', () => {
    const merged = mergeAllOf({
      allOf: [
        { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
        { type: 'object', required: ['business'], properties: { business: { type: 'object', properties: {} } } },
      ],
    });
    expect(Object.keys(merged.properties ?? {})).toEqual(['email', 'business']);
    expect(merged.required).toEqual(['email', 'business']);
  });

  it('shows oneOf alternatives by title, and const-only oneOf as described enum values', () => {
    const variants = toSchemaNode({ oneOf: [{ title: 'Business', type: 'object' }, { type: 'object', properties: { type: { const: 'individual' } } }] });
    expect(variants.variants?.kind).toBe('oneOf');
    expect(variants.variants?.options.map((o) => o.label)).toEqual(['Business', 'individual']);

    const described = toSchemaNode({ type: 'string', oneOf: [{ const: 'active', description: 'Usable.' }, { const: 'frozen' }] });
    expect(described.enum).toEqual([{ value: 'active', description: 'Usable.' }, { value: 'frozen' }]);
    expect(described.variants).toBeUndefined();
  });

  it('describes arrays of objects with their item fields, nullable types and recursion markers', () => {
    const list = toSchemaNode({ type: 'array', items: { type: 'object', title: 'Card', properties: { last4: { type: 'string' } } } });
    expect(list.type).toBe('array of object (Card)');
    expect(list.properties?.[0].name).toBe('last4');
    expect(toSchemaNode({ type: ['string', 'null'] }).type).toBe('string | null');
    expect(toSchemaNode('circular(Customer)').type).toBe('object (Customer, recursive)');
  });
});

describe('collapseNullable', () => {
  it('reads oneOf [X, null] as X or null, keeping the outer description', () => {
    const node = toSchemaNode({
      description: 'Optional limit.',
      oneOf: [{ type: 'object', title: 'Money', properties: { amount: { type: 'integer' } } }, { type: 'null' }],
    });
    expect(node.type).toBe('object (Money) | null');
    expect(node.description).toBe('Optional limit.');
    expect(node.properties?.[0].name).toBe('amount');
    expect(node.variants).toBeUndefined();
  });
});

describe('describeConstraints', () => {
  it('puts lengths, ranges, items, pattern and default in words', () => {
    expect(describeConstraints({ minLength: 1, maxLength: 255 })).toEqual(['1–255 characters']);
    expect(describeConstraints({ minimum: 1, maximum: 100, default: 20 })).toEqual(['≥ 1', '≤ 100', 'default 20']);
    expect(describeConstraints({ minItems: 1, uniqueItems: true })).toEqual(['≥ 1 items', 'unique items']);
  });
});
