// Planted mistakes for the errors an operation can return: the field-errors rule on the spec, the
// error table derived from fields, and the choice of the shared error examples a page shows.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, type ApiModel, type OperationModel } from '.';
import { loadSpec, type JsonObject, type OpenApiDocument } from './load';
import { foreignErrorExample, generalErrorCodes } from './own-error-examples';
import { fieldErrors } from './rules/field-errors';

const SPEC = 'examples/api.yaml';
let bundled: OpenApiDocument;
let model: ApiModel;

beforeAll(async () => {
  bundled = (await loadSpec(SPEC)).bundled;
  model = await loadApiModel();
}, 60_000);

type Doc = OpenApiDocument & { components: { schemas: Record<string, JsonObject> } };
const findingsAfter = (change: (doc: Doc) => void) => {
  const doc = structuredClone(bundled) as Doc;
  change(doc);
  return fieldErrors(doc).map((finding) => `${finding.pointer}: ${finding.message} (rule: ${finding.rule})`);
};
const op = (id: string): OperationModel => model.operations.find((candidate) => candidate.operationId === id)!;

describe('field-errors rule', { timeout: 30_000 }, () => {
  it('passes on the spec', () => {
    expect(findingsAfter(() => {})).toEqual([]);
  });

  it('fails when a field names a code without carrying it: every operation that takes the field is named', () => {
    const findings = findingsAfter((doc) => delete doc.components.schemas.ServedCountryCode['x-errors']);
    expect(findings).toContain(
      '/components/schemas/ServedCountryCode/description: names `422 unsupported_country`, which CardsController_createDebitCard cannot return: list the code in the field\'s x-errors (every operation that takes the field then lists it), or leave it out of the description (rule: field-errors)',
    );
    expect(findings.filter((finding) => finding.startsWith('/components/schemas/ServedCountryCode/description'))).toHaveLength(7);
  });

  it('fails when an operation lists a code one of its fields carries', () => {
    const findings = findingsAfter((doc) => {
      (doc.paths['/customers/{customer_id}/addresses'].post as JsonObject)['x-errors'] = [{ code: 'unsupported_country', when: 'The address is abroad.' }];
    });
    expect(findings).toEqual([
      '/paths/~1customers~1{customer_id}~1addresses/post/x-errors/0/code: unsupported_country is also carried by a field of the request (/components/schemas/ServedCountryCode/x-errors/0): write it once, on the field (rule: field-errors)',
    ]);
  });

  it('reads the description and x-errors written beside a $ref, where a field overrides its shared schema', () => {
    const findings = findingsAfter((doc) => {
      const destination = (doc.components.schemas.CreateInternalTransferRequest.properties as Record<string, JsonObject>).destination_wallet_id;
      destination.description = `${String(destination.description)} An unknown wallet returns \`422 wallet_not_empty\`.`;
      delete destination['x-errors'];
    });
    expect(findings).toEqual([
      "/components/schemas/CreateInternalTransferRequest/properties/destination_wallet_id/description: names `400 invalid_request` for a condition of its own, which TransactionsController_initializeInternalTransaction's error table does not list: put the condition in the field's x-errors (`code: invalid_request`, `when`), so every operation that takes the field lists it (rule: field-errors)",
      '/components/schemas/CreateInternalTransferRequest/properties/destination_wallet_id/description: names `422 wallet_not_empty`, which TransactionsController_initializeInternalTransaction cannot return: list the code in the field\'s x-errors (every operation that takes the field then lists it), or leave it out of the description (rule: field-errors)',
    ]);
  });

  it('fails when a field describes a 400 of its own that no x-errors lists, so the error table would miss it', () => {
    // Planted: the payment and withdrawal reference, as the 2026-12-01 refusals entry found it.
    const findings = findingsAfter((doc) => delete doc.components.schemas.PaymentReference['x-errors']);
    expect(findings).toEqual([
      "/components/schemas/PaymentReference/description: names `400 invalid_request` for a condition of its own, which TransactionsController_payment's error table does not list: put the condition in the field's x-errors (`code: invalid_request`, `when`), so every operation that takes the field lists it (rule: field-errors)",
      "/components/schemas/PaymentReference/description: names `400 invalid_request` for a condition of its own, which TransactionsController_initializeWithdrawal's error table does not list: put the condition in the field's x-errors (`code: invalid_request`, `when`), so every operation that takes the field lists it (rule: field-errors)",
    ]);
  });

  it('fails when a field describes a 400 its own x-errors miss, though another field of the operation lists invalid_request', () => {
    // Planted: the cardholder name loses its condition while `shipping_address` on the same create-card requests keeps one.
    const findings = findingsAfter((doc) => delete doc.components.schemas.CardholderName['x-errors']);
    expect(findings).toContain(
      "/components/schemas/CardholderName/description: names `400 invalid_request` for a condition of its own, which CardsController_createDebitCard's error table does not list: put the condition in the field's x-errors (`code: invalid_request`, `when`), so every operation that takes the field lists it (rule: field-errors)",
    );
  });

  it('fails when a response field no request sets shows a shared description that names an error', () => {
    const findings = findingsAfter((doc) => {
      (doc.components.schemas.CardPaymentDetails.properties as Record<string, JsonObject>).merchant_country = { $ref: '#/components/schemas/ServedCountryCode' };
    });
    expect(findings).toEqual([
      '/components/schemas/CardPaymentDetails/properties/merchant_country: `merchant_country` is a response field no request sets, but shows the description of /components/schemas/ServedCountryCode, which names `422 unsupported_country`: give the field a description of its own (rule: field-errors)',
    ]);
  });

  it('fails when a parameter names an Idempotency-Key code on an operation that takes no key', () => {
    const findings = findingsAfter((doc) => {
      const limit = doc.components.parameters as Record<string, JsonObject>;
      limit.Limit.description = `${String(limit.Limit.description)} A retry returns \`409 request_in_progress\`.`;
    });
    expect(findings).toContainEqual(expect.stringMatching(/^\/components\/parameters\/Limit\/description: names `409 request_in_progress`, which CustomersController_listCustomers cannot return/));
  });
});

describe('the error table of an operation', () => {
  it('lists the codes its fields carry, naming the fields', () => {
    const card = op('CardsController_createDebitCard').errors.find((error) => error.code === 'unsupported_country');
    expect(card).toEqual({ code: 'unsupported_country', status: 422, when: '`shipping_address.country` is a country your program does not serve.' });
    // A country that need not be served (a document's issuer) is a CountryCode, which carries no code.
    expect(op('CustomersController_attachKycDocument').errors.map((error) => error.code)).not.toContain('unsupported_country');
    const payment = op('TransactionsController_payment').errors.find((error) => error.code === 'invalid_request');
    expect(payment).toMatchObject({ status: 400, when: expect.stringMatching(/^`reference` is longer than the bank account's scheme allows/) });
    const update = op('CustomersController_updateCustomer').errors.map((error) => error.code);
    expect(update).toEqual(expect.arrayContaining(['customer_code_taken', 'customer_has_open_wallets', 'customer_not_active']));
  });
});

describe('the errors any operation can return, named on each operation', () => {
  const codes = (id: string) => op(id).generalErrors.map((error) => `${error.status} ${error.code}`);

  it('names only those the operation can return: no key errors without a key, no idempotency errors without the header, no 404 without an id to look up', () => {
    expect(codes('HealthCheckController_healthCheck')).toEqual(['429 rate_limited', '500 internal_error']);
    expect(codes('HealthCheckController_healthCheck')).not.toContain('400 invalid_request');
    expect(codes('CustomersController_updateCustomer')).not.toContain('409 idempotency_key_reused');
    expect(codes('CustomersController_createIndividualCustomer')).toEqual(expect.arrayContaining(['409 idempotency_key_reused', '409 request_in_progress', '401 missing_api_key']));
    expect(codes('TransactionsController_payments')).not.toContain('404 resource_not_found');
    expect(codes('DigitalWalletsController_getWallet')).toContain('404 resource_not_found');
  });
});

describe('the error examples a page shows', () => {
  const general = () => generalErrorCodes(model.errorCodes, model.operations, (model.schemas.ErrorCode as JsonObject)['x-any-operation']);
  const problem = (code: string, extra: JsonObject = {}) => ({ type: `https://docs.example.com/docs/api/intro#${code}`, code, ...extra });

  it('keeps out a 422 the operation cannot return, and keeps one it can', () => {
    expect(foreignErrorExample(op('CustomersController_updateCustomer'), problem('insufficient_funds'), general())).toBe('insufficient_funds is not an error of this operation (its x-errors, or one no operation lists)');
    expect(foreignErrorExample(op('DigitalWalletsController_refillWallet'), problem('insufficient_funds'), general())).toBeUndefined();
  });

  it('keeps out "No wallet with id" where the operation takes no wallet', () => {
    const notFound = problem('resource_not_found', { detail: 'No wallet with id wal_9Vx4Cb7Nm2Zq6Wr3 exists in this environment.' });
    expect(foreignErrorExample(op('CustomersController_getCustomer'), notFound, general())).toBe('its detail names a wal_ id, and this operation takes no wal_ id');
    expect(foreignErrorExample(op('DigitalWalletsController_getWallet'), notFound, general())).toBeUndefined();
  });

  it('keeps out "No card with id" where the card id is only a list filter, which returns an empty list when it matches nothing', () => {
    const notFound = (kind: string, id: string) => problem('resource_not_found', { detail: `No ${kind} with id ${id} exists in this environment.` });
    expect(foreignErrorExample(op('CardsController_listCustomerCards'), notFound('card', 'crd_5Fg8Hj2Kl6Zx3Cv9'), general())).toBe(
      'its detail names a crd_ id, which this operation takes only as a list filter: a filter that matches nothing returns an empty list, not a 404',
    );
    expect(foreignErrorExample(op('CustomersController_getCustomerTransactions'), notFound('wallet', 'wal_9Vx4Cb7Nm2Zq6Wr3'), general())).toMatch(/only as a list filter/);
    expect(foreignErrorExample(op('CardsController_listCustomerCards'), notFound('customer', 'cus_4f9Kq2LmN8pR7sT1'), general())).toBeUndefined();
  });

  it('keeps out an Idempotency-Key conflict where the operation takes no key, and API-key errors where it needs no key, but keeps the 429 of an operation without a key', () => {
    expect(foreignErrorExample(op('CustomersController_updateCustomer'), problem('idempotency_key_reused'), general())).toBe('idempotency_key_reused needs the Idempotency-Key header, which this operation does not take');
    expect(foreignErrorExample(op('HealthCheckController_healthCheck'), problem('invalid_api_key'), general())).toBe('invalid_api_key is about an API key, which this operation does not need');
    expect(foreignErrorExample(op('HealthCheckController_healthCheck'), problem('rate_limited'), general())).toBeUndefined();
  });

  it('keeps out a 400 naming fields the operation does not take', () => {
    const invalid = problem('invalid_request', { errors: [{ field: 'individual.date_of_birth', code: 'invalid_format', message: 'x' }] });
    expect(foreignErrorExample(op('DigitalWalletsController_refillWallet'), invalid, general())).toBe('its errors name the field individual.date_of_birth, which this operation does not take');
    expect(foreignErrorExample(op('CustomersController_createIndividualCustomer'), invalid, general())).toBeUndefined();
  });

  it('keeps out a 400 calling a field required where the operation does not require it (an update)', () => {
    const missing = problem('invalid_request', { errors: [{ field: 'email', code: 'required', message: 'This field is required.' }] });
    expect(foreignErrorExample(op('CustomersController_updateCustomer'), missing, general())).toBe('its errors call email required, which this operation does not require');
    expect(foreignErrorExample(op('CustomersController_createIndividualCustomer'), missing, general())).toBeUndefined();
    expect(Object.keys(op('CustomersController_updateCustomer').responses['400'].content!['application/problem+json'].examples!)).toEqual(['nullNotAllowed']);
  });

  it('leaves only the operation\'s own examples in the model every page, twin and export reads', () => {
    const shown = model.operations.flatMap((operation) =>
      Object.values(operation.responses).flatMap((response) =>
        Object.values(response.content?.['application/problem+json']?.examples ?? {}).map((example) => [operation.operationId, foreignErrorExample(operation, example.value, general())]),
      ),
    );
    expect(shown.filter(([, why]) => why !== undefined)).toEqual([]);
    expect(Object.keys(op('CustomersController_updateCustomer').responses['409'].content!['application/problem+json'].examples!)).toEqual(['customerCodeTaken']);
  });
});

describe('the published API description', () => {
  it('gives each operation the errors and error examples its page shows', async () => {
    const { publishedDocument } = await import('./published');
    const doc = publishedDocument(model) as unknown as { paths: Record<string, Record<string, JsonObject>> };
    const update = doc.paths['/customers/{customer_id}'].patch;
    const conflict = (update.responses as Record<string, JsonObject>)['409'];
    expect(Object.keys(((conflict.content as JsonObject)['application/problem+json'] as JsonObject).examples as JsonObject)).toEqual(['customerCodeTaken']);
    expect((update['x-errors'] as JsonObject[]).map((error) => error.code)).toContain('customer_code_taken');
    const card = doc.paths['/cards/debit'].post;
    expect(card['x-errors']).toContainEqual({ code: 'unsupported_country', when: '`shipping_address.country` is a country your program does not serve.' });
    expect(bundled.paths['/customers/{customer_id}'].patch!.responses).toMatchObject({ '409': { $ref: '#/components/responses/Conflict' } });
  });
  it("keeps the description an operation writes beside a shared response's $ref when it inlines the response", async () => {
    const { publishedDocument } = await import('./published');
    const doc = publishedDocument(model) as unknown as { paths: Record<string, Record<string, JsonObject>> };
    const forbidden = (operation: JsonObject) => (operation.responses as Record<string, JsonObject>)['403'].description;
    expect(forbidden(doc.paths['/cards/credit'].post)).toMatch(/credit cards are not enabled/);
    expect(forbidden(doc.paths['/transactions/balance-adjustments'].post)).toMatch(/balance-adjustment permission/);
    expect(forbidden(doc.paths['/wallets/{wallet_id}/refill'].post)).toMatch(/read-only/);
  });
});
