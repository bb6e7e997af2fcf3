import { describe, expect, it } from 'vitest';
import type { OperationModel } from '../../api-model';
import { examplesFor, parameterGroups, requestBody, requestExamples, responses, sampleRequest } from './operation';

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

  const card = { type: 'object', properties: { status: { type: 'string', example: 'ok' }, credit_limit: { type: ['object', 'null'], example: { amount: 25000 }, properties: { amount: { type: 'integer', example: 25000 } } } } };
  const cardOp = (statuses: Record<string, unknown>) => ({
    responses: Object.fromEntries(
      Object.entries(statuses).map(([status, value]) => [status, { description: status, content: { 'application/json': { schema: card, examples: { one: { value } } } } }]),
    ),
  });
  const examplesOf = (status: string, statuses: Record<string, unknown>) =>
    Object.fromEntries((responses(cardOp(statuses)).find((r) => r.status === status)?.contents[0].schema?.properties ?? []).map((p) => [p.name, p.example]));

  it("shows each field with its response's own example, null where the examples give only null", () => {
    expect(examplesOf('201', { '201': { status: 'active', credit_limit: null } })).toEqual({ status: '"active"', credit_limit: 'null' });
  });

  it("points a response with the same fields to the first table, with its own example of each field, not the first response's", () => {
    const [ok, degraded] = responses(cardOp({ '200': { status: 'ok', credit_limit: null }, '503': { status: 'degraded', credit_limit: { amount: 100 } } }));
    expect(ok.contents[0].schema?.properties?.[0].example).toBe('"ok"');
    expect(degraded.contents[0].schema).toBeUndefined();
    expect(degraded.contents[0].schemaSameAs).toBe('200');
    expect(degraded.contents[0].fieldExamples).toEqual([
      { field: 'status', example: '"degraded"' },
      { field: 'credit_limit.amount', example: '100' },
    ]);
    expect(examplesOf('503', { '503': { status: 'degraded', credit_limit: { amount: 100 } } })).toEqual({ status: '"degraded"', credit_limit: '{"amount":100}' });
  });

  it("lists in a pointing response only the fields its own examples give, not the schema's examples of the rest", () => {
    const [, degraded] = responses(cardOp({ '200': { status: 'ok', credit_limit: null }, '503': { status: 'degraded' } }));
    expect(degraded.contents[0].fieldExamples).toEqual([{ field: 'status', example: '"degraded"' }]);
  });

  it("shows each oneOf option's fields with that option's own examples, not the shared schema's or another option's", () => {
    const address = { type: 'object', properties: { city: { type: 'string', example: 'Berlin' } } };
    const details = (scheme: string) => ({ title: `${scheme}Details`, type: 'object', required: ['scheme'], properties: { scheme: { type: 'string', const: scheme, example: scheme }, bank_address: address } });
    const schema = { oneOf: [details('sepa'), details('ach'), details('bacs')], discriminator: { propertyName: 'scheme' } };
    const examples = { sepa: { value: { scheme: 'sepa', bank_address: { city: 'Frankfurt' } } }, ach: { value: { scheme: 'ach', bank_address: { city: 'New York' } } } };
    const [ok] = responses({ responses: { '200': { description: 'OK', content: { 'application/json': { schema, examples } } } } });
    const cities = ok.contents[0].schema?.variants?.options.map((option) => [option.label, option.schema.properties?.[1].properties?.[0].example]);
    expect(cities).toEqual([['sepaDetails', '"Frankfurt"'], ['achDetails', '"New York"'], ['bacsDetails', '"Berlin"']]);
  });

  it("shows no example in an error's table when the operation has no example of that error, not the shared schema's", () => {
    const op = { responses: { '400': { description: '400', content: { 'application/problem+json': { schema: card, examples: {} } } } } };
    const [bad] = responses(op);
    expect(bad.contents[0].schema?.properties?.map((p) => [p.name, p.example])).toEqual([['status', undefined], ['credit_limit', undefined]]);
    expect(bad.contents[0].schema?.properties?.[1].properties?.[0].example).toBeUndefined();
    expect(examplesOf('200', { '200': {} })).toEqual({ status: '"ok"', credit_limit: '{"amount":25000}' });
  });
});

describe('requestBody', () => {
  const schema = { type: 'object', properties: { wallet_id: { type: 'string', example: 'wal_schema' }, reference: { type: 'string', example: 'Schema reference' } } };
  const fieldExamples = (media: Record<string, unknown>) =>
    Object.fromEntries((requestBody({ requestBody: { content: { 'application/json': { schema, ...media } } } })?.contents[0].schema?.properties ?? []).map((p) => [p.name, p.example]));

  it("shows each field with the value the operation's request example sends, not the schema's", () => {
    expect(fieldExamples({ examples: { sepa: { value: { wallet_id: 'wal_request', reference: 'Rent' } } } })).toEqual({ wallet_id: '"wal_request"', reference: '"Rent"' });
  });

  it("keeps the schema's example for a field no request example sends, and for every field without a request example", () => {
    expect(fieldExamples({ examples: { sepa: { value: { wallet_id: 'wal_request' } } } })).toEqual({ wallet_id: '"wal_request"', reference: '"Schema reference"' });
    expect(fieldExamples({})).toEqual({ wallet_id: '"wal_schema"', reference: '"Schema reference"' });
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

  describe('in the path, the object its response example is about', () => {
    const answered = (path: string, param: string, like: string, value: object, body?: Record<string, object>) => ({
      ...op,
      path,
      parameters: [{ name: param, in: 'path' as const, required: true, schema: { type: 'string' }, example: like }],
      ...(body ? { requestBody: { content: { 'application/json': { examples: Object.fromEntries(Object.entries(body).map(([name, v]) => [name, { value: v }])) } } } } : {}),
      responses: { '200': { description: 'OK', content: { 'application/json': { examples: { first: { value } } } } } },
    });

    it("sends the response's id, not the parameter's shared example", () => {
      expect(sampleRequest(answered('/wallets/{wallet_id}/archive', 'wallet_id', 'wal_funded', { id: 'wal_empty', object: 'wallet' })).path).toBe('/wallets/wal_empty/archive');
    });

    it('sends the card a reissued card replaces, and the parent a sub-resource or list names', () => {
      expect(sampleRequest(answered('/cards/{card_id}/reissue', 'card_id', 'crd_other', { id: 'crd_new', replaces: 'crd_stolen' })).path).toBe('/cards/crd_stolen/reissue');
      expect(sampleRequest(answered('/wallets/{wallet_id}/balance', 'wallet_id', 'wal_other', { object: 'balance', wallet_id: 'wal_this' })).path).toBe('/wallets/wal_this/balance');
      expect(sampleRequest(answered('/cards/{card_id}/payments', 'card_id', 'crd_other', { object: 'list', data: [{ id: 'txn_1', card_payment: { card_id: 'crd_this' } }] })).path).toBe('/cards/crd_this/payments');
    });

    it('follows the response paired with each request example, and keeps the example when the response names no object of its kind', () => {
      const paired = { ...answered('/customers/{customer_id}', 'customer_id', 'cus_default', { id: 'cus_a' }, { a: {}, b: {} }) };
      paired.responses['200'].content['application/json'].examples = { a: { value: { id: 'cus_a' } }, b: { value: { id: 'cus_b' } } } as never;
      expect(sampleRequest(paired, 'b').path).toBe('/customers/cus_b');
      expect(sampleRequest(paired).path).toBe('/customers/cus_a');
      expect(sampleRequest(answered('/customers/{customer_id}', 'customer_id', 'cus_default', { id: 'adr_1' })).path).toBe('/customers/cus_default');
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

    it("shows a cursor of the list's own objects in the parameter table: the page's next_cursor, else one to its last item", () => {
      const cursorOf = (hasMore: boolean) => {
        const operation = list(hasMore, 2);
        const page = operation.responses['200'].content['application/json'].examples.page.value as Record<string, unknown>;
        if (hasMore) page.next_cursor = 'd2FsXzI';
        return parameterGroups(operation).find((group) => group.location === 'query')!.parameters.find((node) => node.name === 'cursor')!.example;
      };
      expect(cursorOf(true)).toBe('"d2FsXzI"');
      expect(cursorOf(false)).toBe(JSON.stringify(Buffer.from('wal_1').toString('base64url')));
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

  /** A KYC-style upload: a `type` field and a `file` part, with the request example given. */
  const uploadBody = (example: Record<string, string>) =>
    sampleRequest({
      ...op,
      method: 'post',
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['type', 'file'], properties: { type: { type: 'string' }, file: { type: 'string', format: 'binary' } } },
            encoding: { file: { contentType: 'image/jpeg, image/png, application/pdf' } },
            examples: { passport: { value: example } },
          },
        },
      },
    }).body;

  it('sends a file part with a content type the encoding allows', () => {
    expect(uploadBody({ type: 'passport' })).toEqual({
      kind: 'multipart',
      fields: [
        { name: 'type', value: 'passport' },
        { name: 'file', fileName: 'document.pdf', contentType: 'application/pdf' },
      ],
    });
  });

  it('uploads the file the request example names, with the type its extension says', () => {
    const upload = (file: string) => uploadBody({ type: 'passport', file });
    expect(upload('passport.jpg')).toEqual({ kind: 'multipart', fields: [{ name: 'type', value: 'passport' }, { name: 'file', fileName: 'passport.jpg', contentType: 'image/jpeg' }] });
    expect(() => upload('passport.gif')).toThrow('the file "passport.gif" of `file` is not one of the types its encoding allows (image/jpeg, image/png, application/pdf)');
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
