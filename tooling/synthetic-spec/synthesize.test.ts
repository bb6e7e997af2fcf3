import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel } from '../../plugins/api-model';
import { HTTP_METHODS, type OpenApiDocument } from '../../plugins/api-model/load';
import { countOperations, synthesizeSpec } from './synthesize';

let spec: OpenApiDocument;
beforeAll(async () => {
  spec = (await loadApiModel()).spec.bundled;
}, 30_000);

const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, item]) => HTTP_METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, op: item[m]! })));

describe('synthesizeSpec', () => {
  it('makes exactly the number of operations asked, with unique ids, summaries and paths', () => {
    const big = synthesizeSpec(spec, 612);
    expect(countOperations(big)).toBe(612);
    const ops = operationsOf(big);
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(612);
    expect(new Set(ops.map((o) => o.op.summary)).size).toBe(612);
    expect(new Set(ops.map((o) => `${o.method} ${o.path}`)).size).toBe(612);
    expect(ops.find((o) => o.op.operationId === 'CardsController_createCreditCardX2')?.path).toBe('/x2/cards/credit');
  });

  it('grows every tag alike and leaves the original untouched', () => {
    const before = countOperations(spec);
    const big = synthesizeSpec(spec, before * 3);
    const perTag = (doc: OpenApiDocument) => {
      const counts = new Map<string, number>();
      for (const { op } of operationsOf(doc)) for (const tag of (op.tags as string[]) ?? []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      return counts;
    };
    const original = perTag(spec);
    for (const [tag, count] of perTag(big)) expect(count, tag).toBe(original.get(tag)! * 3);
    expect(countOperations(spec)).toBe(before);
  });

  it('keeps every reference of a clone pointing at something', async () => {
    const big = synthesizeSpec(spec, 100);
    const refs = JSON.stringify(big.paths).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(100);
    const { resolvePointer } = await import('../../plugins/api-model/load');
    for (const ref of new Set(refs)) expect(resolvePointer(big, JSON.parse(`{${ref}}`).$ref), ref).toBeDefined();
  });
});
