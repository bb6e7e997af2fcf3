import { describe, expect, it } from 'vitest';
import type { JsonObject } from './load';
import type { ApiModel } from './index';
import { publishedDocument } from './published';
import { isReplayed, notReplayedCodes, REPLAYED_HEADER, replayedStatuses } from './replayed-responses';
import { modelBeforeAll } from './test-model';
import type { OperationModel } from './types';
import { deref, isObject } from './walk';

/**
 * Whether a retry replays the operation's response with this status, worked out here from what the
 * key parameter says, apart from the module under test: a listed success, or a listed refusal
 * status with a code the operation returns that the key does not call never stored.
 */
function replayedByTheKeyRule(op: OperationModel, status: string): boolean {
  if (!isReplayed(status, replayedStatuses(op))) return false;
  if (status.startsWith('2')) return true;
  const never = notReplayedCodes(op);
  return [...op.errors, ...op.generalErrors].some((error) => String(error.status) === status && !never.includes(error.code));
}

/** Each response of the published document that declares `Idempotent-Replayed`, and each that the key rule replays, as `METHOD path status`. */
function declaredAndReplayed(model: ApiModel) {
  const doc = publishedDocument(model);
  const declared: string[] = [];
  const replayed: string[] = [];
  for (const op of model.operations) {
    const responses = (doc.paths[op.path]?.[op.method] as JsonObject).responses as JsonObject;
    for (const [status, raw] of Object.entries(responses)) {
      const name = `${op.method.toUpperCase()} ${op.path} ${status}`;
      const response = deref(doc, raw, '').node;
      if (isObject(response) && isObject(response.headers) && REPLAYED_HEADER in response.headers) declared.push(name);
      if (replayedByTheKeyRule(op, status)) replayed.push(name);
      if (REPLAYED_HEADER in (op.responses[status]?.headers ?? {}) !== replayedByTheKeyRule(op, status)) declared.push(`${name} (page)`);
    }
  }
  return { declared, replayed };
}

describe('Idempotent-Replayed is declared on exactly the responses a retry replays', { timeout: 60_000 }, () => {
  const model = modelBeforeAll();

  it('in the published document and on the pages: every success and stored refusal of an operation with a key, nothing else', () => {
    const { declared, replayed } = declaredAndReplayed(model());
    expect(replayed).toContain('POST /transactions/payments 422');
    expect(replayed).toContain('POST /customers/individual 409');
    // Its only 409s are the key's own conflicts, which are never stored.
    expect(replayed).not.toContain('POST /wallets/{wallet_id}/refill 409');
    expect(replayed.some((name) => name.startsWith('GET '))).toBe(false);
    expect(declared).toEqual(replayed);
  });

  it('replays a 409 only where the operation can return customer_code_taken', () => {
    const with409 = model().operations.filter((op) => replayedStatuses(op).length > 0 && '409' in op.responses);
    const replayed409 = with409.filter((op) => REPLAYED_HEADER in (op.responses['409'].headers ?? {})).map((op) => op.operationId);
    const codeTaken = with409.filter((op) => op.errors.some((error) => error.code === 'customer_code_taken')).map((op) => op.operationId);
    expect(replayed409.length).toBeGreaterThan(0);
    expect(replayed409).toEqual(codeTaken);
  });

  it('fails, naming the response, when a page drops the header from a replayed response', () => {
    const planted = structuredClone(model().operations);
    const payment = planted.find((op) => op.path === '/transactions/payments' && op.method === 'post')!;
    payment.responses['422'] = { ...payment.responses['422'], headers: {} };
    const { declared } = declaredAndReplayed({ ...model(), operations: planted });
    expect(declared).toContain('POST /transactions/payments 422 (page)');
  });

  it('fails, naming the response, when a 409 of only the key conflicts declares the header', () => {
    const planted = structuredClone(model().operations);
    const refill = planted.find((op) => op.path === '/wallets/{wallet_id}/refill' && op.method === 'post')!;
    const header = planted.find((op) => op.path === '/transactions/payments' && op.method === 'post')!.responses['201'].headers![REPLAYED_HEADER];
    refill.responses['409'] = { ...refill.responses['409'], headers: { ...refill.responses['409'].headers, [REPLAYED_HEADER]: header } };
    const { declared } = declaredAndReplayed({ ...model(), operations: planted });
    expect(declared).toContain('POST /wallets/{wallet_id}/refill 409 (page)');
    expect(declared).toContain('POST /wallets/{wallet_id}/refill 409');
  });
});
