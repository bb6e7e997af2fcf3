import { beforeAll, describe, expect, it } from 'vitest';
import { listReleases, readRelease } from '../../plugins/api-diff/releases';
import { pageIdOf } from '../../plugins/api-model/model';
import { changelogKeyListProblems, keyListEntries, keyTakersOf, type DatedSpec, type KeyTakers } from './support/changelog-key-lists';
import { takesAnIdempotencyKey } from './support/every-post-key';
import { readRepoFile } from './support/repo-files';
import { loadApiModel } from './support/spec';

const CHANGELOG = 'docs/api/changelog.mdx';
const FIXTURE = 'tests/fixtures/content/changelog-key-lists.mdx';

describe('changelog entries about request_in_progress list the operations that take a key on their date', () => {
  let releases: DatedSpec[];
  let today: KeyTakers;

  beforeAll(async () => {
    releases = listReleases().map((release) => ({ ...release, keyTakers: keyTakersOf(readRelease(release)) }));
    const { operations } = await loadApiModel();
    today = new Set(operations.filter(takesAnIdempotencyKey).map((op) => op.operationId));
  }, 120_000);

  it('reads which operations take a key in each release and today', () => {
    expect(releases.length).toBeGreaterThan(0);
    for (const release of releases) expect(release.keyTakers.has('CustomersController_createIndividualCustomer'), release.file).toBe(true);
    expect(today.has('CustomersController_createIndividualCustomer')).toBe(true);
    expect(today.has('CustomersController_updateCustomer')).toBe(false);
  });

  it('the changelog lists them all, and no other', () => {
    expect(keyListEntries(readRepoFile(CHANGELOG)).length, 'entries about request_in_progress with a list of operations').toBeGreaterThanOrEqual(2);
    expect(changelogKeyListProblems(CHANGELOG, readRepoFile(CHANGELOG), releases, today, pageIdOf)).toEqual([]);
  });

  it('catches the planted mistakes, naming file, line and rule', () => {
    const problems = changelogKeyListProblems(FIXTURE, readRepoFile(FIXTURE), releases, today, pageIdOf);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^tests\/fixtures\/content\/changelog-key-lists\.mdx:3: entry #2026-12-01-planted speaks of `request_in_progress` and misses .*customers-controller-create-business-customer.* and lists customers-controller-update-customer, which take no key in the spec: .*\(rule: changelog-key-lists\)$/);
    expect(problems[1]).toMatch(/^tests\/fixtures\/content\/changelog-key-lists\.mdx:12: entry #2026-11-10-planted .* misses .* in the release in effect on 2026-11-10 \(examples\/releases\/2026-11-10\.yaml\)/);
  });
});
