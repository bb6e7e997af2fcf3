import { describe, expect, it } from 'vitest';
import { describeConstraints, mergeAllOf, toSchemaNode, withFieldExamplesFrom, type JsonSchema } from './schema';

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
    expect(toSchemaNode({ type: ['string', 'null'] })).toEqual({ type: 'string', nullable: true });
    expect(toSchemaNode({ type: 'integer', nullable: true })).toEqual({ type: 'integer', nullable: true });
    expect(toSchemaNode('circular(Customer)').type).toBe('object (Customer, recursive)');
  });

  it('keeps the default apart from the constraints', () => {
    expect(toSchemaNode({ type: 'integer', minimum: 1, maximum: 100, default: 20 })).toEqual({ type: 'integer', constraints: ['≥ 1', '≤ 100'], default: '20' });
  });

  it('names each alternative with its discriminator value, found as a const every alternative has', () => {
    const option = (title: string, scheme: string, field: string) => ({
      title,
      type: 'object',
      required: ['scheme'],
      properties: { scheme: { type: 'string', const: scheme }, [field]: { type: 'string' } },
    });
    const node = toSchemaNode({ title: 'BankAccount', oneOf: [option('SepaBankAccount', 'sepa', 'iban'), option('AchBankAccount', 'ach', 'routing_number')] });
    expect(node.type).toBe('object (BankAccount)');
    expect(node.variants?.discriminator).toBe('scheme');
    expect(node.variants?.options.map((o) => [o.label, o.discriminatorValue])).toEqual([
      ['SepaBankAccount', 'sepa'],
      ['AchBankAccount', 'ach'],
    ]);
    expect(node.variants?.options[0].schema.properties?.map((f) => f.name)).toEqual(['scheme', 'iban']);
  });

  it('takes a declared discriminator and labels untitled alternatives by its value', () => {
    const node = toSchemaNode({
      oneOf: [
        { type: 'object', properties: { kind: { enum: ['card'] } } },
        { type: 'object', properties: { kind: { enum: ['wallet'] } } },
      ],
      discriminator: { propertyName: 'kind' },
    });
    expect(node.variants?.options.map((o) => o.label)).toEqual(['card', 'wallet']);
  });
});

describe('collapseNullable', () => {
  it('reads oneOf [X, null] as X, nullable, keeping the outer description', () => {
    const node = toSchemaNode({
      description: 'Optional limit.',
      oneOf: [{ type: 'object', title: 'Money', properties: { amount: { type: 'integer' } } }, { type: 'null' }],
    });
    expect(node.type).toBe('object (Money)');
    expect(node.nullable).toBe(true);
    expect(node.description).toBe('Optional limit.');
    expect(node.properties?.[0].name).toBe('amount');
    expect(node.variants).toBeUndefined();
  });

  it('reads oneOf [a oneOf of objects, null] as that object, nullable, with its alternatives', () => {
    const bankAccount: JsonSchema = {
      title: 'BankAccount',
      oneOf: [
        { title: 'SepaBankAccount', type: 'object', properties: { scheme: { const: 'sepa' }, iban: { type: 'string' } } },
        { title: 'FasterPaymentsBankAccount', type: 'object', properties: { scheme: { const: 'faster_payments' }, sort_code: { type: 'string' } } },
      ],
    };
    const node = toSchemaNode({ description: 'The external account.', oneOf: [bankAccount, { type: 'null' }] }, { name: 'bank_account', required: true });
    expect(node).toMatchObject({ name: 'bank_account', type: 'object (BankAccount)', nullable: true, required: true, description: 'The external account.' });
    expect(node.variants?.options.map((o) => o.discriminatorValue)).toEqual(['sepa', 'faster_payments']);
  });
});

describe('describeConstraints', () => {
  it('puts lengths, ranges, items and pattern in words', () => {
    expect(describeConstraints({ minLength: 1, maxLength: 255 })).toEqual(['1–255 characters']);
    expect(describeConstraints({ minimum: 1, maximum: 100, default: 20 })).toEqual(['≥ 1', '≤ 100']);
    expect(describeConstraints({ minItems: 1, uniqueItems: true })).toEqual(['≥ 1 items', 'unique items']);
  });
});

describe('withFieldExamplesFrom', () => {
  it("gives each top-level field the value of the object's own example, keeping objects and fields it leaves out", () => {
    const node = toSchemaNode({
      type: 'object',
      properties: {
        id: { type: 'string', example: 'evt_shared' },
        created_at: { type: 'string', example: '2026-01-01T00:00:00Z' },
        data: { type: 'object', example: { shared: true } },
        note: { type: 'string', example: 'kept' },
      },
    });
    const own = withFieldExamplesFrom(node, { id: 'evt_own', created_at: '2026-11-20T07:04:30Z', data: { own: true } });
    expect(own.properties?.map((field) => [field.name, field.example])).toEqual([
      ['id', '"evt_own"'],
      ['created_at', '"2026-11-20T07:04:30Z"'],
      ['data', '{"shared":true}'],
      ['note', '"kept"'],
    ]);
  });
});
