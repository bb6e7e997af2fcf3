import { beforeAll, describe, expect, it } from 'vitest';
import { checkFrontMatter, checkMdxAgainstSpec } from './support/checks';
import { parseMdx } from './support/mdx';
import { readRepoFile } from './support/repo-files';
import { specIndex } from './support/spec';

const VALID = 'tests/fixtures/content/valid-examples.mdx';
const BROKEN = 'tests/fixtures/content/broken-examples.mdx';

/** 1-based line of the first line of `source` that contains `snippet`. */
function lineOf(source: string, snippet: string): number {
  const index = source.split('\n').findIndex((line) => line.includes(snippet));
  if (index === -1) throw new Error(`fixture has no line containing ${snippet}`);
  return index + 1;
}

describe('the content rules on fixtures', () => {
  // Loading and bundling the spec is shared set-up; under load it can take longer than one test's timeout.
  beforeAll(() => specIndex(), 60_000);

  const valid = readRepoFile(VALID);
  const broken = readRepoFile(BROKEN);

  it('accept a page that follows them', async () => {
    expect(checkMdxAgainstSpec(VALID, valid, await specIndex()).map(String)).toEqual([]);
  });

  it('fail when a response example drifts from its schema, naming file and line', async () => {
    const drifted = valid.replace('"status": "ok"', '"status": "fine"');
    expect(checkMdxAgainstSpec(VALID, drifted, await specIndex()).map(String)).toEqual([
      expect.stringMatching(
        new RegExp(`^${VALID}:${lineOf(valid, 'status="200"')}: \\[json-example\\] .*/status must be equal to one of the allowed values`),
      ),
    ]);
  });

  it('fail when a request body drifts from its schema', async () => {
    const drifted = valid.replace('"date_of_birth": "1988-04-17"', '"date_of_birth": 19880417');
    expect(checkMdxAgainstSpec(VALID, drifted, await specIndex()).map(String)).toEqual([
      expect.stringMatching(new RegExp(`^${VALID}:${lineOf(valid, 'curl -X POST')}: \\[curl\\] .*/individual/date_of_birth must be string`)),
    ]);
  });

  it('fail when an event example drifts from its schema', async () => {
    const drifted = valid.replace('"currency": "EUR",\n      "name"', '"currency": "JPY",\n      "name"');
    expect(drifted).not.toBe(valid);
    expect(checkMdxAgainstSpec(VALID, drifted, await specIndex()).map(String)).toEqual([
      expect.stringMatching(new RegExp(`^${VALID}:${lineOf(valid, 'event="wallet.created"')}: \\[json-example\\] .*/data/object/currency`)),
    ]);
  });

  it('report every broken rule of the broken page with its line', async () => {
    const messages = checkMdxAgainstSpec(BROKEN, broken, await specIndex()).map(String);
    const at = (snippet: string, rule: string, text: string) =>
      expect.stringMatching(new RegExp(`^${BROKEN}:${lineOf(broken, snippet)}: \\[${rule}\\] .*${text}`));
    expect(messages).toEqual(
      expect.arrayContaining([
        at('Call `GET /health`', 'operation-link', 'must link to /docs/health-check-controller-health-check'),
        at('create an individual customer first', 'operation-link', 'make it a link to /docs/customers-controller-create-individual-customer'),
        at('/v1/customers/individuals', 'curl', 'POST /customers/individuals matches no operation'),
        at('/v1/customers/individual \\', 'curl', 'needs an "Authorization: Bearer <key>" header'),
        at('/v1/customers/individual \\', 'curl', '/individual/date_of_birth must match format "date"'),
        at('```json', 'json-example', 'needs meta'),
        at('status="200"', 'json-example', '/status must be equal to one of the allowed values'),
        at('status="418"', 'json-example', 'has no 418 response'),
        at('event="wallet.opened"', 'json-example', 'event="wallet.opened" is not a webhook event in the spec'),
      ]),
    );
    expect(messages).toHaveLength(9);
  });

  it('reject an undeclared tag', () => {
    expect(checkFrontMatter(BROKEN, parseMdx(broken), ['api']).map(String)).toEqual([
      `${BROKEN}:1: [tags] tag "not-a-declared-tag" is not declared in docs/tags.yml`,
    ]);
  });
});
