import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../plugins/api-model/load';
import { readFixture } from './support/check-inputs';
import { responsePresenceProblems } from './support/response-presence';
import { loadApiModel } from './support/spec';

const FIXTURE = 'tests/fixtures/content/response-presence.yaml';
const RULE = 'make it `required` (nullable if it can be `null`) or say that it can be absent (rule: response-field-presence)';

/** `file:line` of the fixture's line that contains `snippet` (the field's value starts there). */
const { at } = readFixture(FIXTURE);

async function problemsOf(rootFile: string): Promise<string[]> {
  const spec = rootFile === FIXTURE ? await loadSpec(FIXTURE) : (await loadApiModel()).spec;
  return responsePresenceProblems(spec.bundled as never).map(({ pointer, message }) => {
    const place = spec.locate(`#${pointer}`);
    return `${place.file}:${place.line ?? 0}: ${message} (rule: response-field-presence)`;
  });
}

describe('a response field described as always there, or there as `null`, is required', () => {
  it('holds for every response and webhook payload of the spec', async () => {
    expect(await problemsOf('examples/api.yaml')).toEqual([]);
  }, 60_000);

  it('catches each planted mistake of the fixture, naming file, line and rule, and passes the correct fields beside them', async () => {
    expect(await problemsOf(FIXTURE)).toEqual([
      `${at('always present once shipped')}: response field \`tracking\` is not required, but its description says "always present": ${RULE}`,
      `${at('A second address line')}: response field \`line2\` is not required, but its description says "\`null\` when": ${RULE}`,
      `${at('height: {type')}: response field \`height\` is not required, but its object says responses always include every field: ${RULE}`,
      `${at('`null` until one is booked')}: response field \`carrier\` is not required, but its description says "\`null\` until": ${RULE}`,
    ]);
  }, 60_000);
});
