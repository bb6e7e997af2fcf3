import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, type ApiModel } from '../plugins/api-model';
import { sampleRequest } from '../plugins/api-reference/view/operation';
import { postmanCollection, type PostmanItem } from '../plugins/exports/postman';
import { synthesizeSpec } from '../tooling/synthetic-spec/synthesize';

// The stock OpenAPI-to-Postman converter cuts schema depth once an API passes about 170
// operations; ours must not: an API of 612 operations keeps every body and whole schemas.

const OPERATIONS = 612;
const SITE = 'https://docs.example.com';
const requests = (items: PostmanItem[]): PostmanItem[] => items.flatMap((item) => (item.item ? requests(item.item) : [item]));

let dir: string;
let model: ApiModel;
beforeAll(async () => {
  const ours = await loadApiModel();
  dir = mkdtempSync(path.join(os.tmpdir(), 'postman-scale-'));
  const file = path.join(dir, 'api.json');
  writeFileSync(file, JSON.stringify(synthesizeSpec(ours.spec.bundled, OPERATIONS)));
  model = await loadApiModel(file);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(`the Postman collection of a ${OPERATIONS}-operation API`, { timeout: 60_000 }, () => {
  it('has a request per operation, each with its whole example body', () => {
    const all = requests(postmanCollection(model, SITE).item);
    expect(all).toHaveLength(OPERATIONS);
    const byName = new Map(all.map((item) => [item.name, item]));
    let bodies = 0;
    for (const op of model.operations) {
      const sample = sampleRequest(op);
      if (sample.body?.kind !== 'json') continue;
      const item = byName.get(op.summary ?? '');
      expect(JSON.parse(item?.request?.body?.mode === 'raw' ? item.request.body.raw : 'null'), op.operationId).toEqual(sample.body.value);
      bodies += 1;
    }
    expect(bodies).toBeGreaterThan(200);
  });

  it('tests each response against its whole schema, the last operations as deep as the first', () => {
    const all = requests(postmanCollection(model, SITE).item);
    const debitCards = all.filter((item) => /\/cards\/debit$/.test(item.request?.url.raw ?? ''));
    expect(debitCards.length).toBe(OPERATIONS / 34);
    const scripts = debitCards.map((item) => item.event?.find((event) => event.listen === 'test')?.script.exec.join('\n') ?? '');
    for (const script of scripts) {
      expect(script).toMatch(/"definitions": \{[\s\S]*"SpendingLimits": \{[\s\S]*"PostalAddress": \{/);
      expect(script).not.toContain('#/components/');
      expect(script).toBe(scripts[0]);
    }
  });
});
