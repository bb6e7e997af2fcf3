import { beforeAll, describe, expect, it } from 'vitest';
import { loadChangelogWithChanges } from '../../plugins/changelog-feed';
import { everyResponseProblems } from './support/every-response';
import { REPO_ROOT } from './support/repo-files';
import { loadApiModel, type ApiModel } from './support/spec';

const CHANGELOG = 'docs/api/changelog.mdx';

describe('a spec-change line that says "in every response" holds for every response of the spec', () => {
  let model: ApiModel;
  let coming: { id: string; lines: { target: string; text: string }[] }[];
  beforeAll(async () => {
    model = await loadApiModel();
    const changelog = await loadChangelogWithChanges(REPO_ROOT, { source: CHANGELOG, specPath: 'examples/api.yaml' });
    // The coming release's lists describe the spec as it is now; a released entry's, its own snapshot.
    coming = changelog.entries.filter((entry) => changelog.comingSince !== null && entry.date > changelog.comingSince).map((entry) => ({ id: entry.id, lines: changelog.changes.get(entry.id) ?? [] }));
  }, 120_000);

  it('in the coming release', () => {
    const claims = coming.flatMap(({ lines }) => lines).filter((line) => line.text.includes('in every response'));
    expect(claims.length).toBeGreaterThan(0);
    expect(coming.flatMap(({ id, lines }) => everyResponseProblems(id, lines, model))).toEqual([]);
  });

  it('fails a planted line that says a header sent on 429 only is in every response, naming the responses without it', () => {
    const planted = [{ target: 'every-operation', text: 'The header `Retry-After` in every response: response header always sent' }];
    const [problem] = everyResponseProblems('2026-12-01-response-headers', planted, model);
    expect(problem).toMatch(/^docs\/api\/changelog\.mdx#2026-12-01-response-headers: "The header `Retry-After` in every response: response header always sent" but HealthCheckController_healthCheck 200, .* and \d+ more have no `Retry-After` \(rule: every-response-claim\)$/);
    // Excepting a status the header is missing from is true; excepting too little is not.
    const rateLimit = (text: string) => everyResponseProblems('e', [{ target: 'every-operation', text }], model);
    expect(rateLimit('The header `RateLimit-Remaining` in every response but the 429: response header always sent')).toEqual([]);
  });
});
