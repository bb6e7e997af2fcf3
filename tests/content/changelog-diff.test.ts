import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { releaseHistory, unreleasedChanges, type LocatedChange, type ReleaseDiff } from '../../plugins/api-diff';
import { diffDocuments } from '../../plugins/api-diff/diff';
import { POLICY_DIFFERENCES } from '../../plugins/api-diff/policy';
import { loadApiModel, type ApiModel, type OpenApiDocument } from '../../plugins/api-model';
import { changelogReferences, parseChangelog, type ChangelogEntry } from '../../plugins/changelog-feed';
import { checkChangelogAgainstDiff, describeCoverage, type DiffCheckInput } from '../../plugins/changelog-feed/diffCheck';
import { checkDescribedChanges } from '../../plugins/changelog-feed/describedChanges';
import { PUBLISHED_UNNAMED_DESCRIPTIONS } from '../../plugins/changelog-feed/publishedUnnamedDescriptions';
import { attributeChanges } from '../../plugins/changelog-feed/releaseChanges';
import { checkEventLabelsBeforeSnapshots } from '../../plugins/changelog-feed/eventLabels';
import { oasdiffPairs } from '../fixtures/changelog-diff/oasdiff-pairs';
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

  it('attributes each change of every release, the coming one included, to the one entry that names it', () => {
    const releases = [...history, { date: coming.since!, previous: coming.since, changes: coming.changes, coming: true }];
    expect(attributeChanges(entries, releases, CHANGELOG).problems.map((problem) => `${problem.message} (rule: ${problem.rule})`)).toEqual([]);
  });

  it('labels each entry that added an event type before the first snapshot as the label table says (Changed)', () => {
    const format = (list: ChangelogEntry[]) => checkEventLabelsBeforeSnapshots(list, history[0].date, CHANGELOG).map((problem) => `${problem.message} (rule: ${problem.rule})`);
    expect(format(entries)).toEqual([]);
    // Planted: the 2026-07-14 entry that shipped `card.reissued` labelled New again.
    const reissue = entries.find((entry) => entry.events.includes('card.reissued') && entry.date < history[0].date)!;
    const planted = entries.map((entry) => (entry === reissue ? { ...entry, kind: 'new' as const } : entry));
    expect(format(planted)).toEqual([
      `${CHANGELOG}:${reissue.line}: "New: ${reissue.title}" (2026-07-14, before the first spec snapshot of ${history[0].date}) is the first entry to name the event \`card.reissued\`, so it added that event type, which every subscription with a wildcard in \`enabled_events\` receives unasked: label it Changed or Breaking, as the label table says (rule: event-added-label)`,
    ]);
  });

  it('links every operation and event whose description changed from an entry of its release, the coming one included', () => {
    const releases = [...history.filter((release) => release.previous), { date: coming.since!, changes: coming.changes, coming: true }];
    expect(checkDescribedChanges(entries, releases, CHANGELOG, PUBLISHED_UNNAMED_DESCRIPTIONS, operationNames(model)).map((problem) => `${problem.message} (rule: ${problem.rule})`)).toEqual([]);
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

describe('planted changes: red naming the change, green with the right entry, red with the wrong label', () => {
  let model: ApiModel;
  let release: OpenApiDocument;
  const RELEASE = `${FIXTURE_DIR}/examples/releases/2026-01-19.yaml`;
  const page = (entry: string) => readRepoFile(FIXTURE_CHANGELOG).replace(/## 2026-02-01[\s\S]*?(?=## 2026-01-19)/, `## 2026-02-01 {#2026-02-01}\n\n${entry}\n\n`);

  beforeAll(async () => {
    model = await loadApiModel(path.join(REPO_ROOT, FIXTURE_DIR, 'api.yaml'));
    release = parse(readRepoFile(RELEASE)) as OpenApiDocument;
  }, 60_000);

  /** The release with one change planted; the check run on it and on a changelog whose coming release holds `entry`. */
  function check(plant: (doc: OpenApiDocument) => void, entry: string): string[] {
    const after = structuredClone(release);
    plant(after);
    const changes: LocatedChange[] = diffDocuments(release, after).map((change) => ({ ...change, source: { file: RELEASE, pointer: change.pointer } }));
    const currentOps = new Set(Object.values(after.paths).flatMap((item) => Object.values(item ?? {}).map((op) => (op as { operationId?: string }).operationId)));
    const refs = changelogReferences(model, path.join(REPO_ROOT, FIXTURE_DIR));
    const released = Object.entries(release.paths).flatMap(([pathKey, item]) => Object.entries(item ?? {}).map(([method, o]) => ({ operationId: (o as { operationId: string }).operationId, method, path: pathKey })));
    const removedOps = new Map(
      [...refs.operationIdByPageId].filter(([, id]) => !currentOps.has(id)).map(([pageId, operationId]) => [pageId, { ...released.find((o) => o.operationId === operationId)!, lastRelease: '2026-01-19' }]),
    );
    const removedEvents = new Map(Object.keys(release.webhooks ?? {}).filter((type) => !after.webhooks?.[type]).map((type) => [type, '2026-01-19']));
    const entries = parseChangelog(page(entry), FIXTURE_CHANGELOG, { ...refs, removed: { operations: removedOps, events: removedEvents } });
    return format({ file: FIXTURE_CHANGELOG, entries, release: { kind: 'coming', since: '2026-01-19' }, changes, operationNames: operationNames(model) }).map((m) => m.replace(/^.*?: /, ''));
  }
  const op = (doc: OpenApiDocument, path: string, method: string) => (doc.paths[path] as Record<string, Record<string, unknown>>)[method];

  it('an operation removed: a Breaking entry links where it last appears, and the past entry that links its page still parses', () => {
    const remove = (doc: OpenApiDocument) => delete (doc.paths['/cards/{card_id}'] as Record<string, unknown>).get;
    expect(check(remove, '### New: nothing {#n}\n\n**Operations:** [Create a card](/docs/create-card)\n\nPlanted.')).toEqual([
      expect.stringMatching(/^Operation removed: `GET \/cards\/\{card_id\}` \(breaking\), reaching Retrieve a card .*labelled Breaking; a removed operation is linked where it last appears, \/openapi\/2026-01-19\.json#\/paths\/~1cards~1\{card_id\}\/get \(rule: change-not-in-changelog\)$/),
      expect.stringMatching(/names Create a card .* \(rule: entry-not-in-diff\)$/),
    ]);
    const removal = (label: string) => `### ${label}: retrieving a card {#r}\n\n${label === 'Breaking' ? '**Act by:** 2026-03-01\n\n' : ''}**Operations:** [Retrieve a card](pathname:///openapi/2026-01-19.json#/paths/~1cards~1{card_id}/get)\n\nList cards instead.`;
    expect(check(remove, removal('Breaking'))).toEqual([]);
    expect(check(remove, removal('New'))).toEqual([expect.stringMatching(/^Operation removed: .* but .* "New: retrieving a card" is not labelled Breaking.* \(rule: breaking-not-labelled\)$/)]);
  });

  it('a field deprecated: a Deprecated entry with the same Sunset date as the spec', () => {
    const deprecate = (sunset?: string) => (doc: OpenApiDocument) => {
      const card = (doc.components.schemas as Record<string, { properties: Record<string, Record<string, unknown>> }>).Card;
      card.properties.expires_at = { ...card.properties.expires_at, deprecated: true, ...(sunset ? { 'x-sunset': sunset } : {}) };
    };
    const entry = (label: string, sunset: string) => `### ${label}: card expiry dates {#d}\n\n${label === 'Deprecated' ? `**Sunset:** ${sunset}\n\n` : ''}**Operations:** [Create a card](/docs/create-card), [Retrieve a card](/docs/get-card)\n\n**Events:** \`card.created\`\n\n\`expires_at\` goes away; read the card's status instead.`;
    const red = check(deprecate('2026-06-30'), '### New: nothing {#n}\n\n**Events:** `card.created`\n\nPlanted.');
    expect(red).toContainEqual(expect.stringMatching(/^`data.expires_at` in the payload is deprecated, going away on 2026-06-30, .*is not labelled Deprecated.*\(rule: deprecation-not-labelled\)$/));
    expect(red).toContainEqual(expect.stringMatching(/^`expires_at` in the 200 response is deprecated, going away on 2026-06-30, reaching Retrieve a card .*labelled Deprecated \(rule: change-not-in-changelog\)$/));
    expect(check(deprecate('2026-06-30'), entry('Deprecated', '2026-06-30'))).toEqual([]);
    expect(check(deprecate('2026-06-30'), entry('Changed', '2026-06-30'))).toContainEqual(expect.stringMatching(/is not labelled Deprecated: add a Deprecated entry with `\*\*Sunset:\*\* 2026-06-30`.*\(rule: deprecation-not-labelled\)$/));
    expect(check(deprecate('2026-06-30'), entry('Deprecated', '2026-07-31'))).toContainEqual(expect.stringMatching(/the spec's `x-sunset` is 2026-06-30, but .* says 2026-07-31.*\(rule: sunset-mismatch\)$/));
    expect(check(deprecate(), entry('Deprecated', '2026-06-30'))).toContainEqual(expect.stringMatching(/\(no `x-sunset` date\).*add `x-sunset: YYYY-MM-DD`.*\(rule: sunset-missing\)$/));
  });

  it('an event removed or its payload changed: an entry naming only the event', () => {
    const removeEvent = (doc: OpenApiDocument) => delete doc.webhooks!['card.created'];
    const entry = (label: string) => `### ${label}: card.created is gone {#e}\n\n${label === 'Breaking' ? '**Act by:** 2026-03-01\n\n' : ''}**Events:** \`card.created\`\n\nListen to \`card.frozen\` instead.`;
    expect(check(removeEvent, '### New: nothing {#n}\n\n**Operations:** [Create a card](/docs/create-card)\n\nPlanted.')[0]).toMatch(/^Event removed: `card.created` \(breaking\), reaching `card.created`: no entry .* \(rule: change-not-in-changelog\)$/);
    expect(check(removeEvent, entry('Breaking'))).toEqual([]);
    expect(check(removeEvent, entry('New'))).toEqual([expect.stringMatching(/\(rule: breaking-not-labelled\)$/)]);
    const payloadField = (doc: OpenApiDocument) => {
      const event = (doc.components.schemas as Record<string, { properties: Record<string, unknown> }>).CardEvent;
      event.properties.sandbox_mode = { type: 'boolean' };
    };
    expect(check(payloadField, '### New: a mode flag on card events {#m}\n\n**Events:** `card.created`\n\nEvents carry `sandbox_mode`.')).toEqual([]);
  });

  it("an event's or operation's description reworded: an entry of the release links it, any label", () => {
    const after = structuredClone(release);
    after.webhooks!['card.created'].post!.description = 'Sent when a card is issued, also for a reissue.';
    op(after, '/cards', 'post').description = 'Issues a card; a frozen wallet refuses it.';
    const changes: LocatedChange[] = diffDocuments(release, after).map((change) => ({ ...change, source: { file: RELEASE, pointer: change.pointer } }));
    const entries = (entry: string) => parseChangelog(page(entry), FIXTURE_CHANGELOG, changelogReferences(model, path.join(REPO_ROOT, FIXTURE_DIR)));
    const check = (entry: string) => checkDescribedChanges(entries(entry), [{ date: '2026-01-19', coming: true, changes }], FIXTURE_CHANGELOG, [], operationNames(model)).map((p) => `${p.message} (rule: ${p.rule})`);
    expect(check('### Fixed: nothing {#n}\n\n**Operations:** [Retrieve a card](/docs/get-card)\n\nPlanted.')).toEqual([
      expect.stringMatching(/^tests\/fixtures\/changelog-diff\/examples\/releases\/2026-01-19\.yaml#\/paths\/~1cards\/post\/description: the description of Create a card \(\/docs\/create-card\) changed in the coming release .*\(rule: described-change-not-named\)$/),
      expect.stringMatching(/#\/webhooks\/card\.created\/post\/description: the description of event `card.created` changed in the coming release .*\(rule: described-change-not-named\)$/),
    ]);
    expect(check('### Fixed: cards issued on frozen wallets {#n}\n\n**Operations:** [Create a card](/docs/create-card)\n\n**Events:** `card.created`\n\nA frozen wallet refuses new cards.')).toEqual([]);
  });

  it('a difference no rule classifies fails the check, naming its pointer', () => {
    const plant = (doc: OpenApiDocument) => {
      const request = (doc.components.schemas as Record<string, { properties: Record<string, Record<string, unknown>> }>).CreateCardRequest;
      request.properties.wallet_id = { ...request.properties.wallet_id, not: { const: '' } };
    };
    expect(check(plant, '### New: nothing {#n}\n\n**Operations:** [Create a card](/docs/create-card)\n\nPlanted.')).toEqual([
      expect.stringMatching(/^`wallet_id` in the request body: `not` changed .*no versioning rule classifies this difference \(unclassified:not\).*\(rule: unclassified-change\)$/),
    ]);
    expect(op(release, '/cards', 'post')).toBeDefined();
  });
});

describe("oasdiff's breaking-change rules, one fixture pair each, classified by the site's rules", () => {
  const ids = readRepoFile(`${FIXTURE_DIR}/oasdiff-rule-ids.txt`)
    .trim()
    .split('\n')
    .map((line) => {
      const [id, level] = line.split(' ');
      return { id, level };
    });
  const { pairs, notApplicable, missing } = oasdiffPairs(ids);
  const listed = new Set(POLICY_DIFFERENCES.flatMap((difference) => difference.oasdiff));

  it('has a fixture pair, or the reason it does not apply here, for every rule', () => {
    expect(missing).toEqual([]);
    expect(pairs.length + notApplicable.length).toBe(ids.length);
    console.log(`oasdiff rules: ${ids.length}; fixture pairs: ${pairs.length}; not applicable to this site: ${notApplicable.length}`);
  });

  it('finds the change of each pair, and classifies it as oasdiff does or as the policy differences say', () => {
    const problems: string[] = [];
    for (const pair of pairs) {
      const changes = diffDocuments(pair.before, pair.after);
      const contract = changes.filter((change) => change.class !== 'documentation');
      if (pair.expected === 'none') {
        if (contract.length > 0) problems.push(`${pair.id}: expected no change to the contract, got ${contract.map((c) => c.rule).join(', ')}`);
        else if (pair.level === 'ERR' && !listed.has(pair.id)) problems.push(`${pair.id} (oasdiff ERR): no change here; list it in plugins/api-diff/policy.ts`);
        continue;
      }
      const found = changes.find((change) => (pair.expected === 'unclassified' ? change.class === 'unclassified' : change.rule === pair.expected || change.rule.endsWith(`-${pair.expected}`)));
      if (!found) {
        problems.push(`${pair.id}: expected ${pair.expected}, got ${changes.map((c) => c.rule).join(', ') || 'nothing'}`);
        continue;
      }
      // An unclassified difference stops the check until a rule exists: stricter than any level.
      if (found.class === 'unclassified') continue;
      const siteBreaks = found.class === 'breaking';
      const oasdiffBreaks = pair.level === 'ERR' || pair.level === 'WARN';
      if (siteBreaks !== oasdiffBreaks && !listed.has(pair.id)) {
        problems.push(`${pair.id} (oasdiff ${pair.level}): the site classifies ${found.rule} as ${found.class}; list the difference with its reason in plugins/api-diff/policy.ts`);
      }
    }
    expect(problems).toEqual([]);
  });
});
