// Answers carry every rule: for every operation, each sentence the published spec says about it
// (its description, parameters, request fields at every depth, response headers, when its own
// errors happen) reaches get_operation's answer, and its code sample sends every header it
// takes. Over stdio, through the SDK's client, against the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LANGUAGES } from '../../plugins/api-reference/view/codeSamples';
import { describedThings, missingSentences, operationsOf } from '../../tooling/mcp-bench/specRules';
import { BUILD_DIR, connectStdio, wholeAnswer } from './support';

const spec = JSON.parse(readFileSync(path.join(BUILD_DIR, 'openapi.json'), 'utf8'));
const things = describedThings(spec);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const deref = (node: any): any => (node?.$ref ? deref(node.$ref.slice(2).split('/').reduce((at: any, key: string) => at[key], spec)) : node);

const client = connectStdio();

describe('get_operation carries every rule of the spec', () => {
  it.each(operationsOf(spec).map((o) => [o.op.operationId as string] as const))('%s: every sentence of its descriptions, parameters, request fields, response headers and errors', async (operationId) => {
    const { text, isError } = await wholeAnswer(client(), 'get_operation', { name: operationId });
    expect(isError, text).toBe(false);
    const missing = missingSentences(
      things.filter((thing) => thing.operationId === operationId),
      text,
    ).map(({ thing, sentence }) => `openapi.json#${thing.pointer} (${thing.where}): "${sentence}" is not in the answer (rule: whole-description)`);
    expect(missing).toEqual([]);
  });

  it('fails, naming the place and the sentence, when an answer drops a sentence', () => {
    const [thing] = things.filter((candidate) => candidate.where === 'parameter Idempotency-Key');
    const cut = `${thing.description.split('. ')[0]}.`;
    const missing = missingSentences([thing], cut);
    expect(missing.length).toBeGreaterThan(0);
    expect(missing[0].sentence).toMatch(/^Send one on every request that creates a resource/);
  });
});

describe('code samples send every header the operation takes', () => {
  const withHeaders = operationsOf(spec)
    .map(({ op, item }) => ({ operationId: op.operationId as string, headers: [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref).filter((p) => p.in === 'header').map((p) => p.name as string) }))
    .filter((entry) => entry.headers.length > 0);

  it('some operations take headers (Idempotency-Key)', () => {
    expect(withHeaders.some((entry) => entry.headers.includes('Idempotency-Key'))).toBe(true);
  });

  it.each(withHeaders.map((entry) => [entry.operationId, entry.headers] as const))('%s: %j in every language', async (operationId, headers) => {
    for (const language of SAMPLE_LANGUAGES) {
      const { text } = await wholeAnswer(client(), 'get_operation', { name: operationId, language: language.id });
      const sample = /## Example request[^\n]*\n```[^\n]*\n([\s\S]*?)\n```/.exec(text)?.[1];
      expect(sample, `${operationId} ${language.id}: no sample`).toBeDefined();
      for (const header of headers) expect(sample, `${operationId} ${language.id}: the sample does not send ${header}`).toContain(header);
    }
  });
});
