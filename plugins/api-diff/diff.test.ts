import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../api-model';
import { diffDocuments } from './diff';
import { specWithOneOperation } from './spec-with-one-operation';

type Json = Record<string, unknown>;

function spec({ request = {}, response = {}, params = [], events = {}, statuses = ['201'] }: { request?: Json; response?: Json; params?: Json[]; events?: Json; statuses?: string[] }): OpenApiDocument {
  const body = (properties: Json) => ({ type: 'object', required: Object.entries(properties).filter(([, s]) => (s as Json).required === true).map(([k]) => k), properties: Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, { ...(s as Json), required: undefined }])) });
  return specWithOneOperation(
    {
      description: 'd',
      tags: [],
      parameters: params,
      requestBody: { content: { 'application/json': { schema: body(request) } } },
      responses: Object.fromEntries(statuses.map((status) => [status, { description: 'ok', content: { 'application/json': { schema: body(response) } } }])),
    },
    Object.fromEntries(
      Object.entries(events).map(([type, payload]) => [type, { post: { requestBody: { content: { 'application/json': { schema: body(payload as Json) } } }, responses: { '200': { description: 'ok' } } } }]),
    ),
  );
}

const str = { type: 'string' };
const rules = (before: OpenApiDocument, after: OpenApiDocument) => diffDocuments(before, after).filter((c) => c.class !== 'documentation').map((c) => `${c.breaking ? 'breaking' : 'new'} ${c.rule} ${c.operationId ?? c.event} ${c.name}`);

describe('diffDocuments: the versioning rules', () => {
  it('a new optional request field is new; a new required one is breaking, its own fields are part of it', () => {
    const before = spec({ request: { a: str } });
    expect(rules(before, spec({ request: { a: str, b: str } }))).toEqual(['new request-property-added createCard b']);
    expect(rules(before, spec({ request: { a: str, c: { type: 'object', required: ['d'], properties: { d: str } }, b: { ...str, required: true } } }))).toEqual([
      'new request-property-added createCard c',
      'breaking request-required-property-added createCard b',
    ]);
  });

  it('removing a field breaks in a request and in a response', () => {
    expect(rules(spec({ request: { a: str } }), spec({}))).toEqual(['breaking request-property-removed createCard a']);
    expect(rules(spec({ response: { a: str } }), spec({}))).toEqual(['breaking response-property-removed createCard a']);
  });

  it('required added in a response is not breaking; optional made required in a request is', () => {
    expect(rules(spec({ response: { a: str } }), spec({ response: { a: { ...str, required: true } } }))).toEqual(['new response-property-became-required createCard a']);
    expect(rules(spec({ request: { a: str } }), spec({ request: { a: { ...str, required: true } } }))).toEqual(['breaking request-property-became-required createCard a']);
  });

  it('narrowing a request enum breaks; a new enum value anywhere is new', () => {
    const e = (...values: string[]) => ({ type: 'string', enum: values });
    expect(rules(spec({ request: { a: e('x', 'y') } }), spec({ request: { a: e('x') } }))).toEqual(['breaking request-enum-value-removed createCard y']);
    expect(rules(spec({ response: { a: e('x') } }), spec({ response: { a: e('x', 'y') } }))).toEqual(['new response-enum-value-added createCard y']);
  });

  it('narrowing a request type breaks', () => {
    expect(rules(spec({ request: { a: { type: ['string', 'integer'] } } }), spec({ request: { a: str } }))).toEqual(['breaking request-type-narrowed createCard a']);
  });

  it('a request object that starts refusing fields it does not define breaks; one that starts accepting them, and a closed response, do not', () => {
    const closed = (doc: OpenApiDocument, where: 'requestBody' | 'responses') => {
      const operation = (doc.paths['/cards'] as Json).post as Json;
      const media = where === 'requestBody' ? (operation.requestBody as Json) : ((operation.responses as Json)['201'] as Json);
      ((media.content as Json)['application/json'] as Json).schema = { ...(((media.content as Json)['application/json'] as Json).schema as Json), additionalProperties: false };
      return doc;
    };
    expect(rules(spec({ request: { a: str } }), closed(spec({ request: { a: str } }), 'requestBody'))).toEqual(['breaking request-unknown-fields-refused createCard ']);
    expect(rules(closed(spec({ request: { a: str } }), 'requestBody'), spec({ request: { a: str } }))).toEqual(['new request-unknown-fields-allowed createCard ']);
    expect(rules(spec({ response: { a: str } }), closed(spec({ response: { a: str } }), 'responses'))).toEqual([]);
    expect(diffDocuments(spec({ response: { a: str } }), closed(spec({ response: { a: str } }), 'responses')).map((c) => `${c.class} ${c.rule}`)).toEqual(['documentation response-unknown-fields-refused']);
  });

  it('a required query parameter is breaking, an optional one new', () => {
    const p = (required: boolean) => ({ name: 'q', in: 'query', required, schema: str });
    expect(rules(spec({}), spec({ params: [p(true)] }))).toEqual(['breaking request-required-parameter-added createCard q']);
    expect(rules(spec({}), spec({ params: [p(false)] }))).toEqual(['new request-parameter-added createCard q']);
  });

  it('a removed success status breaks; a removed error status, and a new one, are not breaking', () => {
    expect(rules(spec({ statuses: ['201', '202'] }), spec({}))).toEqual(['breaking response-success-status-removed createCard 202']);
    expect(rules(spec({ statuses: ['201', '409'] }), spec({}))).toEqual(['new response-error-status-removed createCard 409']);
    expect(rules(spec({ statuses: ['201', '5XX'] }), spec({}))).toEqual(['new response-error-status-removed createCard 5XX']);
    expect(rules(spec({}), spec({ statuses: ['201', '409'] }))).toEqual(['new response-status-added createCard 409']);
  });

  it('webhook payloads are responses: a new payload field is new, a removed one breaks; events come and go', () => {
    const before = spec({ events: { 'card.created': { a: str } } });
    expect(rules(before, spec({ events: { 'card.created': { a: str, b: { ...str, required: true } } } }))).toEqual(['new response-required-property-added card.created b']);
    expect(rules(before, spec({ events: { 'card.created': {} } }))).toEqual(['breaking response-property-removed card.created a']);
    expect(rules(before, spec({ events: { 'card.created': { a: str }, 'card.updated': { a: str } } }))).toEqual(['new event-added card.updated card.updated']);
    expect(rules(before, spec({}))).toEqual(['breaking event-removed card.created card.created']);
  });

  it('a request field the KYC review needs (x-required-for-approval) is a breaking new requirement', () => {
    const marked = { ...str, 'x-required-for-approval': true };
    expect(rules(spec({}), spec({ request: { t: marked } }))).toEqual(['new request-property-added createCard t', 'breaking request-approval-requirement-added createCard t']);
    expect(rules(spec({ request: { t: str } }), spec({ request: { t: marked } }))).toEqual(['breaking request-approval-requirement-added createCard t']);
    // It was required before: making it optional but needed for approval relaxes the request.
    expect(rules(spec({ request: { t: { ...str, required: true } } }), spec({ request: { t: marked } }))).toEqual(['new request-approval-requirement-replaces-required createCard t']);
    expect(diffDocuments(spec({ request: { t: { ...str, required: true } } }), spec({ request: { t: marked } })).map((c) => c.text)).toEqual([
      '`t` in the request body is now optional, and approval needs it: without it the request no longer fails, and the KYC review stops at `action_required`',
    ]);
    // Made optional and no longer needed: only optional.
    expect(rules(spec({ request: { t: { ...str, required: true } } }), spec({ request: { t: str } }))).toEqual(['new request-property-became-optional createCard t']);
  });

  it('an error code a referenced schema gains is the operation\'s new error, as its error table lists it', () => {
    // `limits` in the body and the path's `region` parameter reach their schemas through `$ref`s.
    const withErrors = (limits: Json[], region: Json[] = []) => {
      const doc = spec({ request: { limits: { $ref: '#/components/schemas/Limits', description: 'Card limits.' } } });
      (doc.paths['/cards'] as Json).parameters = [{ $ref: '#/components/parameters/Region' }];
      (doc as unknown as { components: Json }).components = {
        schemas: { Limits: { type: 'object', 'x-errors': limits, properties: { daily: { type: 'integer' } } }, Region: { type: 'string', 'x-errors': region } },
        parameters: { Region: { name: 'region', in: 'query', schema: { $ref: '#/components/schemas/Region' } } },
      };
      return doc;
    };
    const mismatch = { code: 'currency_mismatch', when: 'holds another currency.' };
    const changes = (before: OpenApiDocument, after: OpenApiDocument) => diffDocuments(before, after).map((c) => `${c.class} ${c.rule} ${c.operationId} ${c.name} ${c.pointer}`);
    expect(changes(withErrors([]), withErrors([mismatch]))).toEqual([
      'additive response-error-code-added createCard currency_mismatch /paths/~1cards/post/requestBody/content/application~1json/schema/properties/limits/x-errors/0',
    ]);
    // The table's row now names both fields: "`region` or `limits` holds another currency."
    expect(changes(withErrors([mismatch]), withErrors([mismatch], [mismatch]))).toEqual([
      'documentation response-error-condition-changed createCard  /paths/~1cards/parameters/0/schema/x-errors/0',
    ]);
    expect(changes(withErrors([mismatch]), withErrors([], [mismatch]))).toEqual([
      'documentation response-error-condition-changed createCard  /paths/~1cards/parameters/0/schema/x-errors/0',
    ]);
  });

  it('descriptions and examples are not changes', () => {
    const changes = diffDocuments(spec({ request: { a: { ...str, description: 'x', example: 'a' } } }), spec({ request: { a: { ...str, description: 'y', example: 'b' } } }));
    expect(changes.map((c) => `${c.class} ${c.rule} ${c.name}`)).toEqual(['documentation request-documentation-changed a']);
  });

  it('points into the webhooks section for a payload change', () => {
    const [change] = diffDocuments(spec({ events: { 'card.created': {} } }), spec({ events: { 'card.created': { a: str } } }));
    expect(change.pointer).toBe('/webhooks/card.created/post/requestBody/content/application~1json/schema/properties/a');
  });
});
