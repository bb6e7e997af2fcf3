import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec, type JsonObject, type OpenApiDocument } from './load';
import { RULES } from './rules';

const VALID = 'tests/fixtures/spec/valid/api.yaml';
let valid: OpenApiDocument;

beforeAll(async () => {
  valid = (await loadSpec(VALID)).bundled;
}, 30_000);

/** A copy of the valid fixture, changed by `change`, and the findings of every project rule on it. */
function findingsAfter(change: (doc: OpenApiDocument & { components: { schemas: Record<string, JsonObject> } }) => void) {
  const doc = structuredClone(valid) as OpenApiDocument & { components: { schemas: Record<string, JsonObject> } };
  change(doc);
  return RULES.flatMap((rule) => rule(doc));
}

const HEADERS = {
  'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
  'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
  'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
  'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
};

/** Adds POST /things: a request body and a 201 response, both with the given schema and examples. */
function addThingsPost(doc: OpenApiDocument, schema: JsonObject, requestExample: JsonObject, responseExample: JsonObject) {
  doc.paths['/things'] = {
    post: {
      operationId: 'ThingsController_createThing',
      tags: ['Wallets'],
      summary: 'Create a thing',
      description: 'Creates a thing. See [wallets](/docs/guides/wallets).',
      requestBody: { content: { 'application/json': { schema, examples: { thing: { value: requestExample } } } } },
      responses: {
        '201': { description: 'Created.', headers: HEADERS, content: { 'application/json': { schema, examples: { thing: { value: responseExample } } } } },
        '429': { $ref: '#/components/responses/TooManyRequests' },
        '500': { $ref: '#/components/responses/InternalServerError' },
      },
    },
  };
}

const THING = {
  type: 'object',
  required: ['name'],
  properties: {
    id: { description: 'Set by the server.', type: 'string', readOnly: true },
    name: { description: 'The name.', type: 'string' },
  },
};

describe('the project rules', { timeout: 30_000 }, () => {
  it('find nothing wrong with the valid fixture', () => {
    expect(findingsAfter(() => {})).toEqual([]);
  });

  it('valid-examples: reject a read-only field in a request example but accept it in a response example', () => {
    const findings = findingsAfter((doc) => addThingsPost(doc, THING, { id: 'x', name: 'A' }, { id: 'x', name: 'A' }));
    expect(findings.filter((finding) => finding.rule === 'valid-examples')).toEqual([
      {
        pointer: '/paths/~1things/post/requestBody/content/application~1json/examples/thing',
        rule: 'valid-examples',
        message: 'example does not match schema: /id is read-only and must not be sent in a request',
      },
    ]);
  });

  it('valid-examples: reject a misspelt field', () => {
    const findings = findingsAfter((doc) => addThingsPost(doc, THING, { nickname: 'A' }, { name: 'A' }));
    expect(findings.map((finding) => finding.message)).toContain("example does not match schema: / must have required property 'name'; / must NOT have unevaluated properties 'nickname'");
  });

  it('idempotency-key: require the header on a POST that creates a resource', () => {
    const findings = findingsAfter((doc) => addThingsPost(doc, THING, { name: 'A' }, { name: 'A' }));
    expect(findings.filter((finding) => finding.rule === 'idempotency-key')).toEqual([
      { pointer: '/paths/~1things/post/parameters', rule: 'idempotency-key', message: 'POST /things creates a resource but does not accept the Idempotency-Key header' },
    ]);
  });

  it('response-headers: Idempotent-Replayed only on a response the operation\'s Idempotency-Key replays', () => {
    const replayed = { description: 'A replay.', schema: { type: 'boolean' } };
    const findings = findingsAfter((doc) => {
      addThingsPost(doc, THING, { name: 'A' }, { name: 'A' });
      const post = doc.paths['/things'].post as unknown as JsonObject & { responses: Record<string, JsonObject> };
      post.responses['201'] = { ...post.responses['201'], headers: { ...HEADERS, 'Idempotent-Replayed': replayed } };
      doc.paths['/keyed-things'] = structuredClone(doc.paths['/things']);
      const keyed = doc.paths['/keyed-things'].post as unknown as JsonObject & { responses: Record<string, JsonObject> };
      keyed.operationId = 'ThingsController_createKeyedThing';
      keyed.parameters = [{ name: 'Idempotency-Key', in: 'header', required: false, description: 'A key.', schema: { type: 'string' }, 'x-replayed-statuses': ['2XX', '422'] }];
      keyed.responses['429'] = { description: 'Too many.', headers: { ...HEADERS, 'Retry-After': { $ref: '#/components/headers/Retry-After' }, 'Idempotent-Replayed': replayed } };
    });
    expect(findings.filter((finding) => finding.rule === 'response-headers')).toEqual([
      { pointer: '/paths/~1things/post/responses/201/headers/Idempotent-Replayed', rule: 'response-headers', message: 'response 201 of POST /things declares Idempotent-Replayed, but the operation takes no Idempotency-Key' },
      { pointer: '/paths/~1keyed-things/post/responses/429/headers/Idempotent-Replayed', rule: 'response-headers', message: 'response 429 of POST /keyed-things declares Idempotent-Replayed, but its Idempotency-Key replays only 2XX, 422' },
    ]);
  });

  it('response-headers: an operation that opts out of the API key reports the per-IP window in every response', () => {
    const findings = findingsAfter((doc) => {
      const get = doc.paths['/balance'].get as unknown as JsonObject & { responses: Record<string, JsonObject> };
      get.security = [];
      get.responses['200'] = { ...get.responses['200'], headers: { ...HEADERS, 'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit-Per-IP' } } };
      get.responses['429'] = { description: 'Too many.', headers: { ...HEADERS, 'Retry-After': { $ref: '#/components/headers/Retry-After' } } };
    });
    expect(findings.filter((finding) => finding.rule === 'response-headers').map((finding) => `${finding.pointer}: ${finding.message}`)).toEqual([
      '/paths/~1balance/get/responses/429/headers/RateLimit-Limit: response 429 of GET /balance needs no API key, so its RateLimit-Limit must be the per-IP window (#/components/headers/RateLimit-Limit-Per-IP)',
      '/components/responses/InternalServerError/headers/RateLimit-Limit: response 500 of GET /balance needs no API key, so its RateLimit-Limit must be the per-IP window (#/components/headers/RateLimit-Limit-Per-IP)',
    ]);
  });

  it('integer-money: reject a float amount and an amount without a currency beside it', () => {
    const findings = findingsAfter((doc) => {
      const balance = doc.components.schemas.Balance as { properties: Record<string, JsonObject> };
      balance.properties.available = { description: 'Spendable amount.', type: 'number' };
      delete balance.properties.currency;
      doc.components.schemas.Balance.required = ['object', 'available'];
    });
    expect(findings.filter((finding) => finding.rule === 'integer-money').map((finding) => finding.message)).toEqual([
      '`available` must be an integer amount in minor units (found number)',
      '`available` needs a `currency` property beside it',
      'uses type number; amounts are integers in minor units and the API has no floats',
    ]);
  });

  it('list-envelope: reject a list without has_more/next_cursor and without limit and cursor', () => {
    const findings = findingsAfter((doc) => {
      const ok = (doc.paths['/balance'].get as JsonObject).responses as Record<string, JsonObject>;
      ok['200'] = {
        description: 'Balances.',
        headers: HEADERS,
        content: { 'application/json': { schema: { type: 'object', properties: { object: { description: 'Always `list`.', const: 'list' }, data: { description: 'Balances.', type: 'array', items: { $ref: '#/components/schemas/Balance' } } } } } },
      };
    });
    expect(findings.filter((finding) => finding.rule === 'list-envelope').map((finding) => finding.message)).toEqual([
      'GET /balance lists objects: `has_more` must be a boolean',
      'GET /balance lists objects: `next_cursor` must be a string or null',
      'GET /balance lists objects: `object` must be required',
      'GET /balance lists objects: `data` must be required',
      'GET /balance lists objects: `has_more` must be required',
      'GET /balance lists objects: `next_cursor` must be required',
      'GET /balance lists objects: needs the query parameter `limit` (integer, 1-100, default 20)',
      'GET /balance lists objects: needs the query parameter `cursor` (string)',
    ]);
  });

  it('property-description and enum-values-described: reject an property and an enum value without a description', () => {
    const findings = findingsAfter((doc) => {
      const balance = doc.components.schemas.Balance as { properties: Record<string, JsonObject> };
      delete balance.properties.currency.description;
      const problem = doc.components.schemas.Problem as { properties: Record<string, JsonObject> };
      (problem.properties.code.enum as string[]).push('teapot');
    });
    expect(findings.map(({ rule, pointer }) => `${rule} ${pointer}`)).toEqual([
      'property-description /components/schemas/Balance/properties/currency',
      'enum-values-described /components/schemas/Problem/properties/code',
    ]);
  });

  it('paired-examples: a success response answers each request example by name, and a paired error response all of them', () => {
    const findings = findingsAfter((doc) => {
      addThingsPost(doc, THING, { name: 'A' }, { name: 'A' });
      const post = doc.paths['/things'].post as unknown as { requestBody: { content: Record<string, JsonObject> }; responses: Record<string, JsonObject> };
      post.requestBody.content['application/json'].examples = { small: { value: { name: 'A' } }, large: { value: { name: 'B' } } };
      post.responses['201'] = { ...post.responses['201'], content: { 'application/json': { schema: THING, examples: { small: { value: { name: 'A' } } } } } };
      post.responses['409'] = {
        description: 'Conflict.',
        headers: HEADERS,
        content: { 'application/json': { schema: THING, examples: { large: { value: { name: 'B' } }, other: { value: { name: 'C' } } } } },
      };
    });
    expect(findings.filter((finding) => finding.rule === 'paired-examples')).toEqual([
      {
        pointer: '/paths/~1things/post/responses/201/content/application~1json/examples',
        rule: 'paired-examples',
        message: 'POST /things: the 201 response has no example named "large": name each response example after the request example it answers',
      },
      {
        pointer: '/paths/~1things/post/responses/409/content/application~1json/examples',
        rule: 'paired-examples',
        message: 'POST /things: the 409 response has no example named "small": name each response example after the request example it answers',
      },
    ]);
  });

  it('read-only-403: a GET documents no 403, since a read-only key may make every GET', () => {
    const findings = findingsAfter((doc) => {
      const get = doc.paths['/balance'].get as JsonObject;
      (get.responses as JsonObject)['403'] = { $ref: '#/components/responses/TooManyRequests' };
    });
    expect(findings.filter((finding) => finding.rule === 'read-only-403')).toEqual([
      {
        pointer: '/paths/~1balance/get/responses/403',
        rule: 'read-only-403',
        message: 'GET /balance documents 403, but a read-only key may make every GET: only an operation that changes data can return 403 permission_denied',
      },
    ]);
  });

  it('operation-errors: each x-errors code is in ErrorCode, once, with its status among the responses, and the description names none', () => {
    const findings = findingsAfter((doc) => {
      addThingsPost(doc, THING, { name: 'A' }, { name: 'A' });
      doc.components.schemas.ErrorCode = {
        description: '- `wallet_archived` (422): the wallet is archived.\n- `customer_code_taken` (409): taken.',
        type: 'string',
        enum: ['wallet_archived', 'customer_code_taken'],
      };
      const post = doc.paths['/things'].post as JsonObject;
      post.description = 'Creates a thing; an archived wallet returns `422 wallet_archived`. See [wallets](/docs/guides/wallets).';
      post['x-errors'] = [
        { code: 'wallet_archived', when: 'The wallet is archived.' },
        { code: 'wallet_archived', when: 'Again.' },
        { code: 'customer_code_taken', when: 'Taken.' },
        { code: 'thing_missing', when: 'No thing.' },
        { code: 'wallet_archived' },
      ];
    });
    expect(findings.filter((finding) => finding.rule === 'operation-errors')).toEqual([
      {
        pointer: '/paths/~1things/post/description',
        rule: 'operation-errors',
        message: 'names `422 wallet_archived`: list the error in x-errors with when it happens, and leave it out of the description',
      },
      { pointer: '/paths/~1things/post/x-errors/0/code', rule: 'operation-errors', message: 'wallet_archived is a 422, but the operation has no 422 response' },
      { pointer: '/paths/~1things/post/x-errors/1/code', rule: 'operation-errors', message: 'wallet_archived is a 422, but the operation has no 422 response' },
      { pointer: '/paths/~1things/post/x-errors/1/code', rule: 'operation-errors', message: 'wallet_archived is listed twice' },
      { pointer: '/paths/~1things/post/x-errors/2/code', rule: 'operation-errors', message: 'customer_code_taken is a 409, but the operation has no 409 response' },
      { pointer: '/paths/~1things/post/x-errors/3/code', rule: 'operation-errors', message: 'thing_missing is not an error code of ErrorCode' },
      { pointer: '/paths/~1things/post/x-errors/4', rule: 'operation-errors', message: 'an entry is { code: <error code>, when: <when this operation returns it> }' },
    ]);
  });

  it('event-object-kinds: each prefix of an event list says what data.object is, and agrees with every payload', () => {
    const payload = (object: string) => ({
      post: {
        operationId: `Events_${object}`,
        summary: object,
        description: 'An event.',
        tags: ['Webhooks'],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { data: { type: 'object', properties: { object: { $ref: `#/components/schemas/${object}`, description: 'It.' } } } } },
            },
          },
        },
      },
    });
    const findings = findingsAfter((doc) => {
      doc.webhooks = { 'balance.updated': payload('Balance'), 'balance.refilled': payload('Transaction'), 'problem.raised': payload('Problem') };
      doc.components.schemas.EventType = {
        type: 'string',
        description: [
          'The kind of event, by prefix:',
          '- `balance.*` (a balance; `balance.refilled`: a transaction): `balance.updated`,',
          '  `balance.refilled`.',
          '- `problem.*` (a transaction): `problem.raised`.',
        ].join('\n'),
      };
      doc.components.schemas.EventWildcard = { type: 'string', description: 'Types by prefix:\n- `balance.*`: `balance.updated`, `balance.refilled`.' };
    });
    expect(findings.filter((finding) => finding.rule === 'event-object-kinds')).toEqual([
      {
        pointer: '/components/schemas/EventType/description',
        rule: 'event-object-kinds',
        message: 'problem.raised is listed under `problem.*` as carrying a Transaction, but its payload\'s data.object is a Problem',
      },
      {
        pointer: '/components/schemas/EventWildcard/description',
        rule: 'event-object-kinds',
        message: '`balance.*` does not say what its events carry as data.object: write "`balance.*` (a <kind>; `<type>`: a <kind>)"',
      },
    ]);
  });

  it('conditional-required: a field required under a condition lists its invalid_request case in its x-errors', () => {
    const schema = (region: JsonObject) => ({ type: 'object', properties: { name: { description: 'The name.', type: 'string' }, region } });
    const bare = findingsAfter((doc) => addThingsPost(doc, schema({ description: 'The state; required for US things.', type: 'string' }), { name: 'A' }, { name: 'A' }));
    expect(bare.filter((finding) => finding.rule === 'conditional-required')).toEqual([
      {
        pointer: '/paths/~1things/post/requestBody/content/application~1json/schema/properties/region/description',
        rule: 'conditional-required',
        message: 'says the field is required under a condition, but its x-errors do not list `invalid_request` for it: add { code: invalid_request, when: "is missing while … (`errors` names the field, code `required`)" } so every operation that takes the field lists the case',
      },
    ]);
    const listed = findingsAfter((doc) =>
      addThingsPost(
        doc,
        schema({ description: 'The state; required for US things.', type: 'string', 'x-errors': [{ code: 'invalid_request', when: 'is missing for a US thing (code `required`).' }] }),
        { name: 'A' },
        { name: 'A' },
      ),
    );
    expect(listed.filter((finding) => finding.rule === 'conditional-required')).toEqual([]);
  });
});
