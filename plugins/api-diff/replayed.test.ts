import { describe, expect, it } from 'vitest';
import { loadApiModel, type JsonObject, type LoadedSpec } from '../api-model';
import { buildModel } from '../api-model/model';
import { bundledAsPublished } from '../api-model/published';
import { diffDocuments } from './diff';

/** The loaded spec with the key parameter's extension `name` set to `value` (the bundled and the dereferenced document alike). */
function withKeyRule(spec: LoadedSpec, name: string, value: unknown): LoadedSpec {
  const planted = { ...spec, bundled: structuredClone(spec.bundled), dereferenced: structuredClone(spec.dereferenced) };
  for (const doc of [planted.bundled, planted.dereferenced]) {
    const keys = Object.values(doc.components?.parameters ?? {}).filter((p) => (p as JsonObject).name === 'Idempotency-Key') as JsonObject[];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) key[name] = value as never;
  }
  // The dereferenced operations hold copies of the parameter: set it where each operation takes it.
  for (const item of Object.values(planted.dereferenced.paths)) {
    for (const operation of Object.values(item) as JsonObject[]) {
      for (const parameter of (Array.isArray(operation?.parameters) ? operation.parameters : []) as JsonObject[]) if (parameter.name === 'Idempotency-Key') parameter[name] = value as never;
    }
  }
  return planted;
}

const headerChanges = (changes: ReturnType<typeof diffDocuments>, rule: string) =>
  changes.filter((c) => c.rule === rule && c.name === 'Idempotent-Replayed').map((c) => `${c.operationId} ${c.status}`);

describe('the diff compares the spec as published', () => {
  it('sees the Idempotent-Replayed headers a change to the key replay rule declares', async () => {
    const spec = (await loadApiModel('examples/api.yaml')).spec;
    const before = withKeyRule(spec, 'x-replayed-statuses', ['2XX']);
    // Planted: the raw documents differ only in the extension, which alone reads as documentation.
    expect(headerChanges(diffDocuments(before.bundled, spec.bundled), 'response-header-added')).toEqual([]);
    const seen = headerChanges(diffDocuments(bundledAsPublished(before), bundledAsPublished(spec)), 'response-header-added');
    expect(seen).toEqual(expect.arrayContaining(['TransactionsController_payment 422', 'CustomersController_createIndividualCustomer 409']));
    expect(seen.some((name) => name.endsWith(' 201'))).toBe(false);
    // A 409 whose only codes are the key's own conflicts is never stored, so it gains no header.
    expect(seen).not.toContain('DigitalWalletsController_refillWallet 409');
    const models = buildModel(spec).operations.filter((op) => '409' in op.responses && op.errors.every((error) => error.code !== 'customer_code_taken'));
    expect(models.length).toBeGreaterThan(0);
    for (const op of models) expect(seen).not.toContain(`${op.operationId} 409`);
  }, 60_000);

  it('sees the headers dropped when a code joins the codes never replayed', async () => {
    const spec = (await loadApiModel('examples/api.yaml')).spec;
    const after = withKeyRule(spec, 'x-not-replayed-codes', ['idempotency_key_reused', 'request_in_progress', 'customer_code_taken']);
    const removed = headerChanges(diffDocuments(bundledAsPublished(spec), bundledAsPublished(after)), 'response-header-removed');
    expect(removed).toEqual(['CustomersController_createIndividualCustomer 409', 'CustomersController_createBusinessCustomer 409']);
  }, 60_000);
});
