import { describe, expect, it } from 'vitest';
import type { JsonObject } from './load';
import type { ApiModel } from './index';
import { publishedDocument } from './published';
import { isReplayed, REPLAYED_HEADER, replayedStatuses } from './replayed-responses';
import { modelBeforeAll } from './test-model';
import { deref, isObject } from './walk';

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
      if (isReplayed(status, replayedStatuses(op))) replayed.push(name);
      if (REPLAYED_HEADER in (op.responses[status]?.headers ?? {}) !== isReplayed(status, replayedStatuses(op))) declared.push(`${name} (page)`);
    }
  }
  return { declared, replayed };
}

describe('Idempotent-Replayed is declared on exactly the responses a retry replays', { timeout: 60_000 }, () => {
  const model = modelBeforeAll();

  it('in the published document and on the pages: every success and executed refusal of an operation with a key, nothing else', () => {
    const { declared, replayed } = declaredAndReplayed(model());
    expect(replayed).toContain('POST /transactions/payments 422');
    expect(replayed).toContain('POST /customers/individual 409');
    expect(replayed.some((name) => name.startsWith('GET '))).toBe(false);
    expect(declared).toEqual(replayed);
  });

  it('fails, naming the response, when a page drops the header from a replayed response', () => {
    const planted = structuredClone(model().operations);
    const payment = planted.find((op) => op.path === '/transactions/payments' && op.method === 'post')!;
    payment.responses['422'] = { ...payment.responses['422'], headers: {} };
    const { declared } = declaredAndReplayed({ ...model(), operations: planted });
    expect(declared).toContain('POST /transactions/payments 422 (page)');
  });
});
