import { describe, expect, it } from 'vitest';
import { loadApiModel, type JsonObject } from '../api-model';
import { withReplayedHeaderDeclared } from '../api-model/replayed-responses';
import { diffDocuments } from './diff';

describe('the diff compares the spec as published', () => {
  it('sees the Idempotent-Replayed headers a change to x-replayed-statuses declares', async () => {
    const model = await loadApiModel('examples/api.yaml');
    const before = structuredClone(model.spec.bundled);
    const keys = Object.values(before.components?.parameters ?? {}).filter((p) => (p as JsonObject).name === 'Idempotency-Key') as JsonObject[];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) key['x-replayed-statuses'] = ['2XX'];
    const added = (changes: ReturnType<typeof diffDocuments>) => changes.filter((c) => c.rule === 'response-header-added' && c.name === 'Idempotent-Replayed').map((c) => c.status);
    // Planted: the raw documents differ only in the extension, which alone reads as documentation.
    expect(added(diffDocuments(before, model.spec.bundled))).toEqual([]);
    const seen = added(diffDocuments(withReplayedHeaderDeclared(before), withReplayedHeaderDeclared(model.spec.bundled)));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual(expect.arrayContaining(['400', '422']));
    expect(seen).not.toContain('201');
  }, 60_000);
});
