import { describe, expect, it } from 'vitest';
import type { OperationModel } from '../../api-model';
import { operationView } from './operation';
import type { JsonSchema } from './schema';
import type { SchemaNode } from './types';

const bankAccount: JsonSchema = {
  title: 'BankAccount',
  oneOf: [
    { title: 'SepaBankAccount', type: 'object', properties: { scheme: { const: 'sepa' }, iban: { type: 'string' } } },
    { title: 'AchBankAccount', type: 'object', properties: { scheme: { const: 'ach' }, account_number: { type: 'string' } } },
    { title: 'FasterPaymentsBankAccount', type: 'object', properties: { scheme: { const: 'faster_payments' }, account_number: { type: 'string' } } },
  ],
};

const op: OperationModel = {
  operationId: 'TransactionsController_payment',
  pageId: 'transactions-controller-payment',
  route: '/docs/transactions-controller-payment',
  summary: 'Send a payment',
  description: 'Sends money.',
  tag: 'Transactions',
  tags: ['Transactions'],
  method: 'post',
  path: '/transactions/payments',
  servers: [{ url: 'https://api.sandbox.example.com/v1' }],
  security: [],
  securitySchemes: {},
  parameters: [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } }],
  requestBody: {
    required: true,
    content: { 'application/json': { schema: { type: 'object', properties: { amount: { type: 'object', properties: { amount: { type: 'integer' } } } } } } },
  },
  responses: {
    '201': {
      description: 'Sent.',
      headers: { 'X-Request-Id': { schema: { type: 'string' } } },
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
              counterparty: { type: 'object', properties: { bank_account: { oneOf: [bankAccount, { type: 'null' }] } } },
            },
          },
        },
      },
    },
  },
  inSidebar: true,
  pointer: '/paths/~1transactions~1payments/post',
  errors: [],
  generalErrors: [],
};

const view = operationView(op, { find: () => undefined, exists: () => false }, { world: [] });

/** Every anchored node of a tree, depth first. */
function anchored(node: SchemaNode): SchemaNode[] {
  const children = [...(node.properties ?? []), ...(node.variants?.options.map((o) => o.schema) ?? [])];
  return [...(node.anchor ? [node] : []), ...children.flatMap(anchored)];
}

describe('field anchors', () => {
  const response = view.responses[0];
  const fields = anchored(response.contents[0].schema ?? { type: 'object' });
  const byPath = (path: string) => fields.filter((node) => node.path === path).map((node) => node.anchor);

  it('anchor parameters, request fields, response headers and response fields by section and path', () => {
    expect(view.parameterGroups[0].parameters[0].anchor).toBe('request-header-Idempotency-Key');
    const amount = view.requestBody?.contents[0].schema?.properties?.[0];
    expect(amount?.anchor).toBe('request-body-amount');
    expect(amount?.properties?.[0]).toMatchObject({ path: 'amount.amount', anchor: 'request-body-amount.amount' });
    expect(response.headers[0].anchor).toBe('response-201-header-X-Request-Id');
    expect(byPath('data.id')).toEqual(['response-201-data.id']);
  });

  it('give a field of a oneOf alternative its plain path, qualified only where alternatives share it', () => {
    expect(byPath('counterparty.bank_account')).toEqual(['response-201-counterparty.bank_account']);
    expect(byPath('counterparty.bank_account.iban')).toEqual(['response-201-counterparty.bank_account.iban']);
    expect(byPath('counterparty.bank_account.account_number')).toEqual([
      'response-201-counterparty.bank_account.account_number',
      'response-201-counterparty.bank_account.account_number~faster_payments',
    ]);
    expect(byPath('counterparty.bank_account.scheme')).toEqual([
      'response-201-counterparty.bank_account.scheme',
      'response-201-counterparty.bank_account.scheme~ach',
      'response-201-counterparty.bank_account.scheme~faster_payments',
    ]);
  });

  it('are unique on the page and contain no whitespace', () => {
    const all = [
      ...view.parameterGroups.flatMap((group) => group.parameters.flatMap(anchored)),
      ...anchored(view.requestBody?.contents[0].schema ?? { type: 'object' }),
      ...response.headers.flatMap(anchored),
      ...fields,
    ].map((node) => node.anchor ?? '');
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(/^[^\s]+$/);
  });
});
