import { describe, expect, it } from 'vitest';
import type { ResponseView, SchemaNode } from '../view/types';
import { toSchemaNode } from '../view/schema';
import { requestBody, response, responseExamples, schemaFields } from './html';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

const limit: SchemaNode = {
  name: 'credit_limit',
  type: 'object (Money)',
  nullable: true,
  required: true,
  path: 'credit_limit',
  anchor: 'response-201-credit_limit',
  properties: [{ name: 'amount', type: 'integer', required: true, path: 'credit_limit.amount', anchor: 'response-201-credit_limit.amount', default: '0', example: '200000' }],
};

describe('schemaFields', () => {
  it('says "always present" or "optional" for response fields, and nullable after the type', () => {
    const html = schemaFields([limit, { name: 'note', type: 'string' }]);
    expect(text(html)).toContain('credit_limit object (Money), nullable always present');
    expect(text(html)).toContain('note string optional');
    expect(html).not.toContain('ref-required');
  });

  it('says "required" or "optional" for request fields', () => {
    const html = schemaFields([{ name: 'wallet_id', type: 'string', required: true }, { name: 'note', type: 'string' }], 'request');
    expect(html).toContain('<span class="ref-required">required</span>');
    expect(text(html)).toContain('note string optional');
  });

  it('gives each anchored field its id and a named link to it, and collapses nested fields', () => {
    const html = schemaFields([limit]);
    expect(html).toContain('<li class="ref-field" id="response-201-credit_limit">');
    expect(html).toContain('<a class="ref-anchor" href="#response-201-credit_limit.amount" aria-label="Link to credit_limit.amount">#</a>');
    expect(html).toMatch(/<details class="ref-nested"><summary>1 field of <code>credit_limit<\/code><\/summary>/);
    expect(text(html)).toContain('Default: 0 · Example: 200000');
  });

  it('names oneOf alternatives with their discriminator value', () => {
    const html = schemaFields([
      {
        name: 'bank_account',
        type: 'object (BankAccount)',
        variants: {
          kind: 'oneOf',
          discriminator: 'scheme',
          options: [
            { label: 'SepaBankAccount', discriminatorValue: 'sepa', schema: { type: 'object', properties: [{ name: 'iban', type: 'string' }] } },
            { label: 'AchBankAccount', discriminatorValue: 'ach', schema: { type: 'object', properties: [{ name: 'routing_number', type: 'string' }] } },
          ],
        },
      },
    ]);
    expect(text(html)).toContain('One of 2 shapes, told apart by scheme : SepaBankAccount scheme: &quot;sepa&quot; iban string optional');
    expect(text(html)).toContain('AchBankAccount scheme: &quot;ach&quot;');
  });
});

describe('sections', () => {
  const body: SchemaNode = { type: 'object', properties: [limit] };

  it('offers "Expand all" on a request body with nested fields, hidden until the page script runs', () => {
    const html = requestBody({ required: true, contents: [{ contentType: 'application/json', schema: body, examples: [{ language: 'json', code: '{}' }] }] });
    expect(html).toContain('<button type="button" class="ref-action" data-expand-all hidden>Expand all</button>');
    // The request examples are the code samples' bodies, not repeated here.
    expect(html).not.toContain('ref-code');
  });

  const ok: ResponseView = {
    status: '201',
    statusText: 'Created',
    headers: [],
    contents: [
      {
        contentType: 'application/json',
        schema: body,
        examples: [
          { name: 'sepa', label: 'SEPA', language: 'json', code: '{"a": 1}' },
          { name: 'other', label: 'Other', language: 'json', code: '{"a": 2}' },
        ],
      },
    ],
  };

  it('shows a response\'s fields with a "Show example" button; its examples go to the code column', () => {
    const html = response(ok);
    expect(html).toContain('data-show-example="201"');
    expect(html).not.toContain('ref-code');
    const [set] = responseExamples([ok], ['sepa', 'faster']);
    expect(set.label).toBe('201 Created');
    expect(set.examples.map((e) => e.pairedWith)).toEqual(['sepa', undefined]);
    expect(set.examples[0].html).toContain('Example: SEPA');
  });
});

describe('a deprecated field', () => {
  it('shows the Deprecated mark with the date it goes away (x-sunset) on its row', () => {
    const node = toSchemaNode({ type: 'string', deprecated: true, 'x-sunset': '2027-06-30' } as never, { name: 'nickname' });
    expect(schemaFields([node], 'request')).toContain('<span class="ref-flag">deprecated, goes away on 2027-06-30</span>');
    expect(schemaFields([toSchemaNode({ type: 'string' } as never, { name: 'nickname' })], 'request')).not.toContain('deprecated');
  });
});
