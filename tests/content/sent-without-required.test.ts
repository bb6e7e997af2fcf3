// Planted mistake: rule `sent-without-required` fails, naming file:line and the spec pointer, when a
// page tells the reader to send a field the API refuses unless another field comes with it.
import { describe, expect, it } from 'vitest';
import { docPages, readRepoFile } from './support/repo-files';
import { requiredCompanions, sentWithoutRequiredProblems } from './support/sent-without-required';
import { loadApiModel, type JsonValue } from './support/spec';

const FIXTURE = 'tests/fixtures/sent-without-required/leaked-secret.mdx';

describe('sent-without-required', () => {
  it('no page tells the reader to send a field without the one the API refuses it without', async () => {
    const ties = requiredCompanions((await loadApiModel()).spec.bundled as JsonValue);
    expect(ties.map(({ field, companion }) => `${field} needs ${companion}`)).toContain('rotation_grace_period_hours needs rotate_secret');
    const problems = docPages().flatMap((file) => sentWithoutRequiredProblems(file, readRepoFile(file), ties));
    expect(problems).toEqual([]);
  }, 60_000);

  it('fails on the planted leaked-secret advice that sends the grace period alone', async () => {
    const ties = requiredCompanions((await loadApiModel()).spec.bundled as JsonValue);
    expect(sentWithoutRequiredProblems(FIXTURE, readRepoFile(FIXTURE), ties)).toEqual([
      `${FIXTURE}:7: tells the reader to send \`rotation_grace_period_hours\` without \`rotate_secret\`, which the API refuses (#/components/schemas/UpdateWebhookRequest/properties/rotation_grace_period_hours/x-errors) (rule: sent-without-required)`,
    ]);
  }, 60_000);
});
