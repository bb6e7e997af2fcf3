// Version-aware look-ups over Streamable HTTP against the build served at a local URL: operations
// and schemas as released on a date (the published /openapi/<date>.json), and what changed since
// a date (one operation, a tag, the whole API), breaking first, from the diff the changelog lists.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, buildOverHttp, call, wholeAnswer } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const changes = JSON.parse(readFileSync(path.join(BUILD_DIR, 'api-view/changes.json'), 'utf8')) as { releases: { date: string }[]; changes: Json[] };
const releases = changes.releases.map((release) => release.date);
const release = (date: string) => JSON.parse(readFileSync(path.join(BUILD_DIR, `openapi/${date}.json`), 'utf8')) as Json;

const served = buildOverHttp();

describe('as_of: the API as released on a date', () => {
  it('the build has several releases, and a field the first release lacks', () => {
    expect(releases.length).toBeGreaterThan(1);
    const first = release(releases[0]);
    const schema = first.components.schemas.CreateIndividualCustomerRequest;
    expect(schema.properties.terms_acceptance).toBeUndefined();
  });

  it('gives an operation as the release in effect on the date had it, from that release\'s spec', async () => {
    const [first, second] = releases;
    const old = await wholeAnswer(served.client, 'get_operation', { name: 'createIndividualCustomer', as_of: first });
    expect(old.isError, old.text).toBe(false);
    expect(old.text).toContain(`As released on ${first} (${served.site.url}/openapi/${first}.json)`);
    expect(old.text).not.toMatch(/^- `terms_acceptance`/m);
    // The day before the second release is still the first.
    const dayBefore = new Date(Date.parse(`${second}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await wholeAnswer(served.client, 'get_operation', { name: 'createIndividualCustomer', as_of: dayBefore })).text).toContain(`As released on ${first}`);
    const now = await wholeAnswer(served.client, 'get_operation', { name: 'createIndividualCustomer' });
    expect(now.text).toMatch(/^- `terms_acceptance` /m);
    // Every required field of the release's own spec is in its answer.
    const spec = release(first);
    for (const field of spec.components.schemas.CreateIndividualCustomerRequest.required) expect(old.text).toMatch(new RegExp(`^- \`${field}\` [^\\n]*, required`, 'm'));
  });

  it('gives a schema as released, and refuses a date before the first release or not a date', async () => {
    const old = await call(served.client, 'get_schema', { name: 'CreateIndividualCustomerRequest', as_of: releases[0] });
    expect(old.text).toContain(`As released on ${releases[0]}`);
    expect(old.text).not.toContain('`terms_acceptance`');
    const early = await call(served.client, 'get_schema', { name: 'Card', as_of: '2020-01-01' });
    expect(early.isError).toBe(true);
    expect(early.text).toContain(`The first release is ${releases[0]}`);
    const bad = await call(served.client, 'get_operation', { name: 'createCreditCard', as_of: 'last week' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toContain('as_of must be a date written YYYY-MM-DD');
  });
});

describe('what_changed', () => {
  it('lists every change after the date, breaking first, each with its changelog entry', async () => {
    const since = releases[0];
    const { text, isError } = await wholeAnswer(served.client, 'what_changed', { since });
    expect(isError, text).toBe(false);
    const after = changes.changes.filter((change) => change.date > since);
    expect(text).toContain(`${after.length} changes in ${releases.length - 1} releases`);
    const lines = text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(after.length);
    const breaking = text.indexOf('## Breaking');
    const notBreaking = text.indexOf('## Not breaking');
    expect(breaking).toBeGreaterThan(0);
    expect(breaking).toBeLessThan(notBreaking);
    for (const change of after.filter((candidate) => candidate.breaking)) expect(text.slice(breaking, notBreaking)).toContain(change.text);
    expect(text).toContain(`changelog: `);
    expect(text).toContain(`${served.site.url}/docs/api/changelog#`);
  });

  it('narrows to one operation or one tag, and says when nothing changed', async () => {
    const one = await call(served.client, 'what_changed', { since: releases[0], operation: 'POST /customers/individual' });
    const ofOperation = changes.changes.filter((change) => change.date > releases[0] && change.operationId === 'CustomersController_createIndividualCustomer');
    expect(ofOperation.length).toBeGreaterThan(0);
    expect(one.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(ofOperation.length);
    expect(one.text).toMatch(/^## Breaking\n- [^\n]*terms_acceptance/m);
    const cards = await call(served.client, 'what_changed', { since: releases[0], tag: 'cards' });
    const ofTag = changes.changes.filter((change) => change.date > releases[0] && change.tags.includes('Cards'));
    expect(cards.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(ofTag.length);
    const latest = releases.at(-1)!;
    expect((await call(served.client, 'what_changed', { since: latest })).text).toContain(`No release after ${latest}`);
    const unknown = await call(served.client, 'what_changed', { since: releases[0], tag: 'Card' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('`Cards`');
  });
});
