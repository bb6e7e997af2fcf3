import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { releaseHistory, unreleasedChanges, type LocatedChange, type ReleaseDiff } from '../../plugins/api-diff';
import { loadApiModel, type ApiModel } from '../../plugins/api-model';
import { changelogReferences, parseChangelog, type ChangelogEntry } from '../../plugins/changelog-feed';
import { checkChangelogAgainstDiff, describeCoverage, type DiffCheckInput } from '../../plugins/changelog-feed/diffCheck';
import { attributeChanges } from '../../plugins/changelog-feed/releaseChanges';
import { readRepoFile, REPO_ROOT } from './support/repo-files';

const CHANGELOG = 'docs/api/changelog.mdx';
const FIXTURE_DIR = 'tests/fixtures/changelog-diff';
const FIXTURE_CHANGELOG = `${FIXTURE_DIR}/changelog.mdx`;

const format = (input: DiffCheckInput) => checkChangelogAgainstDiff(input).map((problem) => `${problem.message} (rule: ${problem.rule})`);
const operationNames = (model: ApiModel) => new Map(model.operations.map((op) => [op.operationId, { summary: op.summary, route: op.route }]));

describe('the changelog against the diff of the spec', () => {
  let model: ApiModel;
  let entries: ChangelogEntry[];
  let history: ReleaseDiff[];
  let coming: { since: string | null; changes: LocatedChange[] };

  // Bundling the spec and two snapshots and diffing them takes a few seconds, longer under load.
  beforeAll(async () => {
    model = await loadApiModel();
    entries = parseChangelog(readRepoFile(CHANGELOG), CHANGELOG, changelogReferences(model));
    [history, coming] = await Promise.all([releaseHistory(), unreleasedChanges(model.spec)]);
  }, 120_000);

  it('has a snapshot of the latest release', () => {
    expect(coming.since, 'examples/releases/ has no snapshot: run `npm run api:release -- <date>`').not.toBeNull();
  });

  it('covers every change since the latest release with an entry of the coming release, Breaking where it breaks', () => {
    const input: DiffCheckInput = { file: CHANGELOG, entries, release: { kind: 'coming', since: coming.since! }, changes: coming.changes, operationNames: operationNames(model) };
    // The maintainers' loop: how many differences the diff found since the release, how each is
    // classified, and which entry covers each one that needs an entry (or the entry it still needs).
    console.log(describeCoverage(input).join('\n'));
    expect(format(input)).toEqual([]);
  });

  it('covers every change of each release with an entry of that release, Breaking where it breaks', () => {
    const problems = history
      .filter((release) => release.previous)
      .flatMap((release) =>
        format({ file: CHANGELOG, entries, release: { kind: 'released', date: release.date, previous: release.previous! }, changes: release.changes, operationNames: operationNames(model) }),
      );
    expect(problems).toEqual([]);
  });

  it('attributes each change an entry lists to that entry by what the entry names', () => {
    expect(attributeChanges(entries, history, CHANGELOG).problems.map((problem) => `${problem.message} (rule: ${problem.rule})`)).toEqual([]);
  });
});

describe('the changelog-against-diff rules on a fixture spec with planted changes', () => {
  let model: ApiModel;
  let coming: { since: string | null; changes: LocatedChange[] };
  const source = readRepoFile(FIXTURE_CHANGELOG);
  const check = (text: string) =>
    format({
      file: FIXTURE_CHANGELOG,
      entries: parseChangelog(text, FIXTURE_CHANGELOG, changelogReferences(model)),
      release: { kind: 'coming', since: coming.since! },
      changes: coming.changes,
      operationNames: operationNames(model),
    });

  beforeAll(async () => {
    model = await loadApiModel(path.join(REPO_ROOT, FIXTURE_DIR, 'api.yaml'));
    coming = await unreleasedChanges(model.spec, path.join(REPO_ROOT, FIXTURE_DIR));
  }, 60_000);

  it('diffs the planted spec against its release', () => {
    expect(coming.since).toBe('2026-01-19');
    expect(coming.changes.map((c) => `${c.breaking ? 'breaking' : 'new'} ${c.rule} ${c.operationId ?? c.event}: ${c.name}`)).toEqual([
      'breaking request-required-property-added createCard: holder_name',
      'new request-property-added createCard: nickname',
      'new response-enum-value-added createCard: frozen',
      'breaking response-property-removed createCard: expires_at',
      'new response-enum-value-added getCard: frozen',
      'breaking response-property-removed getCard: expires_at',
      'new response-enum-value-added card.created: frozen',
      'breaking response-property-removed card.created: data.expires_at',
      'new event-added card.frozen: card.frozen',
    ]);
  });

  it('reports each planted mistake, naming the spec location and the entry', () => {
    expect(check(source)).toEqual([
      `${FIXTURE_DIR}/api.yaml#/components/schemas/CreateCardRequest/properties/holder_name (line 101): \`holder_name\` added to the request body, required (breaking), reaching Create a card (/docs/create-card): breaking by the versioning rules (request-required-property-added), but ${FIXTURE_CHANGELOG}:12 "New: card holders and nicknames" is not labelled Breaking: label the entry that describes it Breaking and say what integrations must do (rule: breaking-not-labelled)`,
      `${FIXTURE_DIR}/examples/releases/2026-01-19.yaml#/components/schemas/Card/properties/expires_at (line 96): \`expires_at\` removed from the 201 response (breaking), reaching Create a card (/docs/create-card), Retrieve a card (/docs/get-card), \`card.created\`: breaking by the versioning rules (response-property-removed), but ${FIXTURE_CHANGELOG}:12 "New: card holders and nicknames" is not labelled Breaking: label the entry that describes it Breaking and say what integrations must do (rule: breaking-not-labelled)`,
      `${FIXTURE_DIR}/api.yaml#/webhooks/card.frozen/post (line 81): New event \`card.frozen\`, reaching \`card.frozen\`: no entry of the coming release (entries dated after 2026-01-19) names one of them; add an entry under a date after 2026-01-19 in ${FIXTURE_CHANGELOG} that links the event in its **Events:** (rule: change-not-in-changelog)`,
      `${FIXTURE_CHANGELOG}:20 "New: list cards by holder" names List cards (/docs/list-cards), which the spec does not change since 2026-01-19: link only what changed, or change the spec (rule: entry-not-in-diff)`,
    ]);
  });

  it('passes once the entry is labelled Breaking, the event has an entry and the untouched operation is gone', () => {
    const fixed = source
      .replace('### New: card holders and nicknames {#2026-02-01-card-holders}\n', '### Breaking: card holders and nicknames {#2026-02-01-card-holders}\n\n**Act by:** 2026-03-01\n')
      .replace('**Operations:** [Create a card](/docs/create-card)\n\nCards accept', '**Operations:** [Create a card](/docs/create-card)\n\n**Events:** `card.frozen`\n\nCards accept')
      .replace(/### New: list cards by holder[\s\S]*?(?=## 2026-01-19)/, '');
    expect(fixed).not.toContain('list cards by holder');
    expect(check(fixed)).toEqual([]);
  });

  it('a change without any entry of the coming release asks for one', () => {
    const withoutComing = source.replace(/## 2026-02-01[\s\S]*?(?=## 2026-01-19)/, '');
    expect(check(withoutComing).filter((message) => message.endsWith('(rule: change-not-in-changelog)'))).toHaveLength(5);
  });
});
