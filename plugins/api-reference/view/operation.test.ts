import { describe, expect, it } from 'vitest';
import type { OperationModel } from '../../api-model';
import { examplesFor, requestExamples, responses, sampleRequest } from './operation';

const problem = { type: 'object', properties: { code: { type: 'string' } } };
const requestId = { 'X-Request-Id': { description: 'The request id.', schema: { type: 'string' } } };

const op: Pick<OperationModel, 'method' | 'path' | 'servers' | 'security' | 'securitySchemes' | 'parameters' | 'responses'> = {
  method: 'get',
  path: '/wallets/{wallet_id}',
  servers: [{ url: 'https://api.sandbox.example.com/v1' }],
  security: [{ bearerAuth: [] }],
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
  parameters: [
    { name: 'wallet_id', in: 'path', required: true, schema: { type: 'string' }, example: 'wal_1' },
    { name: 'limit', in: 'query', schema: { type: 'integer' }, example: 20 },
    { name: 'cursor', in: 'query', schema: { type: 'string' } },
  ],
  responses: {
    '200': { description: 'OK', headers: requestId, content: { 'application/json': { schema: { type: 'object' } } } },
    '400': { description: 'Bad', headers: requestId, content: { 'application/problem+json': { schema: problem } } },
    '404': { description: 'Missing', headers: requestId, content: { 'application/problem+json': { schema: problem } } },
  },
};

describe('responses', () => {
  it('shows a shared error schema and shared headers once, then points to it', () => {
    const [ok, bad, missing] = responses(op);
    expect(ok.headers).toHaveLength(1);
    expect(bad.headers).toEqual([]);
    expect(bad.headersSameAs).toBe('200');
    expect(bad.contents[0].schema?.properties?.[0].name).toBe('code');
    expect(missing.contents[0].schema).toBeUndefined();
    expect(missing.contents[0].schemaSameAs).toBe('400');
    expect(missing.statusText).toBe('Not found');
  });
});

describe('sampleRequest', () => {
  it('fills path parameters, keeps query parameters with examples, and sends the bearer key', () => {
    expect(sampleRequest(op)).toEqual({
      method: 'get',
      baseUrl: 'https://api.sandbox.example.com/v1',
      path: '/wallets/wal_1?limit=20',
      bearerAuth: true,
      headers: [],
    });
  });

  describe('on a list, the request its response example answers', () => {
    const list = (hasMore: boolean, items: number) => ({
      ...op,
      path: '/wallets',
      parameters: [
        { name: 'limit', in: 'query' as const, schema: { type: 'integer' }, example: 20 },
        { name: 'cursor', in: 'query' as const, schema: { type: 'string' }, example: 'Y3VzXzdUYjNYeTlRdzJFcjVUeTg' },
        { name: 'currency', in: 'query' as const, schema: { type: 'string' }, example: 'EUR' },
        { name: 'program', in: 'query' as const, required: true, schema: { type: 'string' }, example: 'main' },
      ],
      responses: {
        '200': {
          description: 'OK',
          content: { 'application/json': { examples: { page: { value: { object: 'list', data: Array.from({ length: items }, (_, i) => ({ id: `wal_${i}` })), has_more: hasMore } } } } },
        },
      },
    });

    it('asks for the first page: no cursor, no optional filter, the required parameters kept', () => {
      expect(sampleRequest(list(false, 4)).path).toBe('/wallets?limit=20&program=main');
    });

    it('sends the page size as `limit` when the example says more follow', () => {
      expect(sampleRequest(list(true, 2)).path).toBe('/wallets?limit=2&program=main');
    });

    it("sends the page size when the page is larger than the parameter's example", () => {
      expect(sampleRequest(list(false, 25)).path).toBe('/wallets?limit=25&program=main');
    });
  });

  it('sends every header the operation takes with an example, optional ones included', () => {
    const withKey = {
      ...op,
      parameters: [
        ...op.parameters,
        { name: 'Idempotency-Key', in: 'header' as const, required: false, schema: { type: 'string' }, example: 'key-1' },
        { name: 'X-Debug', in: 'header' as const, required: false, schema: { type: 'string' } },
      ],
    };
    expect(sampleRequest(withKey).headers).toEqual([['Idempotency-Key', 'key-1']]);
  });

  it('gives a header whose value names one request a value of its own per operation and example, the same on every build', () => {
    const key = { name: 'Idempotency-Key', in: 'header' as const, required: false, schema: { type: 'string' }, example: 'key-1', 'x-unique-per-request': true };
    const first = sampleRequest({ ...op, parameters: [...op.parameters, key] }).headers[0][1];
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sampleRequest({ ...op, parameters: [...op.parameters, key] }).headers[0][1]).toBe(first);
    expect(sampleRequest({ ...op, path: '/other', parameters: [...op.parameters, key] }).headers[0][1]).not.toBe(first);
    expect(sampleRequest({ ...op, parameters: [...op.parameters, key] }, 'business').headers[0][1]).not.toBe(first);
  });

  it('sends no key where the operation needs none', () => {
    expect(sampleRequest({ ...op, security: [] }).bearerAuth).toBe(false);
  });

  it('sends a file part with a content type the encoding allows', () => {
    const upload = sampleRequest({
      ...op,
      method: 'post',
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['type', 'file'], properties: { type: { type: 'string' }, file: { type: 'string', format: 'binary' } } },
            encoding: { file: { contentType: 'image/jpeg, image/png, application/pdf' } },
            examples: { passport: { value: { type: 'passport' } } },
          },
        },
      },
    });
    expect(upload.body).toEqual({
      kind: 'multipart',
      fields: [
        { name: 'type', value: 'passport' },
        { name: 'file', fileName: 'document.pdf', contentType: 'application/pdf' },
      ],
    });
  });
});

describe('request examples in step with the responses', () => {
  const post: Parameters<typeof requestExamples>[0] = {
    ...op,
    method: 'post',
    path: '/payments',
    parameters: [],
    requestBody: {
      content: {
        'application/json': {
          schema: { type: 'object' },
          examples: { sepa: { summary: 'SEPA payment', value: { iban: 'DE02' } }, fasterPayments: { value: { sort_code: '601613' } } },
        },
      },
    },
  };

  it('gives each named request example its label and the samples that send its body', () => {
    const examples = requestExamples(post);
    expect(examples.map(({ name, label }) => [name, label])).toEqual([
      ['sepa', 'SEPA payment'],
      ['fasterPayments', 'fasterPayments'],
    ]);
    expect(examples[1].samples.find((s) => s.id === 'curl')?.code).toContain('"sort_code": "601613"');
    expect(sampleRequest(post, 'fasterPayments').body).toEqual({ kind: 'json', value: { sort_code: '601613' } });
    expect(sampleRequest(post).body).toEqual({ kind: 'json', value: { iban: 'DE02' } });
  });

  it('offers no choice when there is one example', () => {
    const single = { ...post, requestBody: { content: { 'application/json': { examples: { only: { value: {} } } } } } };
    expect(requestExamples(single)).toEqual([]);
  });

  it('shows the response example named like the request example, else every example', () => {
    const media = {
      examples: [
        { name: 'sepa', language: 'json', code: '1' },
        { name: 'fasterPayments', language: 'json', code: '2' },
      ],
    };
    expect(examplesFor(media, 'fasterPayments').map((e) => e.code)).toEqual(['2']);
    expect(examplesFor(media, 'ach').map((e) => e.code)).toEqual(['1', '2']);
    expect(examplesFor({ examples: [{ name: 'generic', language: 'json', code: '3' }] }, 'sepa').map((e) => e.code)).toEqual(['3']);
  });
});
