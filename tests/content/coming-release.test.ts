import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listReleases } from '../../plugins/api-diff';
import { loadChangelogWithChanges } from '../../plugins/changelog-feed';
import {
  addressRequirementsWithoutDate,
  comingFieldExamples,
  comingWithoutDate,
  comingWithoutDateInSpec,
  comingWithoutStandIn,
  comingWithoutStandInInSpec,
  standInsOf,
  type ComingName,
} from './support/coming';
import { docPages, handWrittenFiles, readRepoFile, REPO_ROOT } from './support/repo-files';
import { loadApiModel } from './support/spec';
import { entitiesOf } from './support/world';
import { docExamples, specExamples } from './support/world-sources';

const CHANGELOG = 'docs/api/changelog.mdx';

/** What the coming release adds that no release has, under any name: a page naming it can only mean the new thing. */
async function comingNames(): Promise<{ coming: ComingName[]; added: Set<string>; exempt: Set<string> }> {
  const { coming, comingPlaces } = await loadChangelogWithChanges(REPO_ROOT, { source: CHANGELOG, specPath: 'examples/api.yaml' });
  const latest = listReleases(REPO_ROOT).at(-1);
  const released = latest ? readRepoFile(latest.file) : '';
  const releasedName = (name: string) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(released);
  // A name released on other objects is new only on the objects the diff adds it to: a page means those when it names one.
  const names = Object.entries(coming).flatMap(([name, { date, objects }]) => {
    if (!releasedName(name)) return [{ name, date }];
    return objects.length > 0 ? [{ name, date, on: objects.map((object) => object.replaceAll('_', ' ')) }] : [];
  });
  // The description of an added parameter or field: the reference puts the date before it. A new
  // value's field keeps its older values' words, so the sentence about the value needs the marker.
  const exempt = new Set(comingPlaces.flatMap(({ subject, source }) => (source && subject !== 'enum-value' ? [`${source.file}#${source.pointer}/description`] : [])));
  return { coming: names, added: new Set(Object.keys(coming)), exempt };
}

const specFiles = () => ['examples/api.yaml', ...handWrittenFiles('examples/api').filter((file) => file.endsWith('.yaml'))];

const exemptIn = (file: string, exempt: Set<string>) => new Set([...exempt].filter((key) => key.startsWith(`${file}#`)).map((key) => key.slice(file.length + 1)));

describe('what the coming release adds', () => {
  it('is named on a page only with the date it is available from', async () => {
    const { coming, added } = await comingNames();
    const problems = docPages()
      .filter((file) => path.normalize(file) !== path.normalize(CHANGELOG))
      .flatMap((file) => comingWithoutDate(file, readRepoFile(file), coming, added));
    expect(problems).toEqual([]);
  }, 60_000);

  it('is named in a spec description only with the date it is available from', async () => {
    const { coming, added, exempt } = await comingNames();
    const files = specFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => comingWithoutDateInSpec(file, readRepoFile(file), coming, added, exemptIn(file, exempt)))).toEqual([]);
  }, 60_000);

  it('fails on a planted spec: a description naming a coming name without its date, with file:line and pointer; the added parameter\'s own description passes', () => {
    const spec = [
      'UpdatedAfter:',
      '  name: updated_after',
      '  description: Return only objects changed since; `updated_after` is inclusive.',
      'CreatedAfter:',
      '  name: created_after',
      '  description: |',
      '    Only new objects.',
      '    To catch up, list with `updated_after` instead.',
      'Code:',
      '  enum: [a]',
      '  description: >-',
      '    Stops at `address_missing` <AvailableFrom name="address_missing" />.',
    ].join('\n');
    const coming = [
      { name: 'updated_after', date: '2026-12-01' },
      { name: 'address_missing', date: '2026-12-01' },
    ];
    expect(comingWithoutDateInSpec('examples/api/planted.yaml', spec, coming, new Set(['updated_after', 'address_missing']), new Set(['/UpdatedAfter/description']))).toEqual([
      'examples/api/planted.yaml:8 (/CreatedAfter/description): names `updated_after`, which the coming release adds on 2026-12-01, without that date: add <AvailableFrom name="updated_after" /> in the same sentence (rule: coming-without-date)',
    ]);
  });

  it('is named with what holds until its date, where the spec gives a stand-in, on every page and spec description', async () => {
    const { coming } = await comingNames();
    const files = specFiles();
    const standIns = standInsOf(files.map(readRepoFile).join('\n'), coming);
    expect(standIns.get('authorisation_reversed')).toEqual(['authorisation_expired']);
    const pages = docPages().filter((file) => path.normalize(file) !== path.normalize(CHANGELOG));
    expect([...pages.flatMap((file) => comingWithoutStandIn(file, readRepoFile(file), standIns)), ...files.flatMap((file) => comingWithoutStandInInSpec(file, readRepoFile(file), standIns))]).toEqual([]);
  }, 60_000);

  it('fails on a planted page and spec description naming a coming value without its stand-in, with file:line, pointer and rule', () => {
    const spec = [
      'FailureCode:',
      '  description: |',
      '    - `authorisation_expired`: never settled.',
      '    - `authorisation_reversed` <AvailableFrom name="authorisation_reversed" />: the merchant reversed it. Until that date such a',
      '      reversal carries `authorisation_expired`.',
      '    - `recalled`: recalled.',
      'Payments:',
      '  description: >-',
      '    One the merchant reverses (`authorisation_reversed` <AvailableFrom name="authorisation_reversed" />) is `reversed`.',
    ].join('\n');
    const standIns = standInsOf(spec, [{ name: 'authorisation_reversed', date: '2026-12-01' }, { name: 'recalled', date: '2026-12-01' }]);
    expect(standIns).toEqual(new Map([['authorisation_reversed', ['authorisation_expired']]]));
    expect(comingWithoutStandInInSpec('examples/api/planted.yaml', spec, standIns)).toEqual([
      'examples/api/planted.yaml:9 (/Payments/description): names `authorisation_reversed` without what holds until its date: say that until then `authorisation_expired` does, as the spec\'s entry for the value says (rule: coming-until-then)',
    ]);
    const page = [
      '| `reversed` | Reversed (`authorisation_reversed` <AvailableFrom name="authorisation_reversed" />), or expired (`authorisation_expired`) |',
      '| `reversed` | Reversed (`authorisation_reversed` <AvailableFrom name="authorisation_reversed" />; until that date `authorisation_expired`) |',
    ].join('\n');
    expect(comingWithoutStandIn('docs/guides/planted.mdx', page, standIns)).toEqual([
      'docs/guides/planted.mdx:1: names `authorisation_reversed` without what holds until its date: say that until then `authorisation_expired` does, as the spec\'s entry for the value says (rule: coming-until-then)',
    ]);
  });

  it('says from when `kyc_requirements` lists an address, on every page and spec file; fails on the onboarding guide\'s round-17 sentence', async () => {
    const { coming } = await comingNames();
    const requirement = coming.find((c) => c.name === 'address_missing')!;
    expect(requirement.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...docPages(), ...specFiles()].flatMap((file) => addressRequirementsWithoutDate(file, readRepoFile(file), requirement))).toEqual([]);
    const planted = 'Intro.\n\n- `action_required`: the review needs more from you. `kyc_requirements` lists each item:\n  a missing, rejected or expired document, a missing field or a missing address.\n';
    expect(addressRequirementsWithoutDate('docs/guides/planted.mdx', planted, requirement)).toEqual([
      `docs/guides/planted.mdx:3: says \`kyc_requirements\` lists an address without the date: only \`address_missing\`, from ${requirement.date}, names one; add <AvailableFrom name="address_missing" /> (rule: coming-requirement-dated)`,
    ]);
    expect(addressRequirementsWithoutDate('docs/guides/planted.mdx', planted.replace('missing address.', 'missing address <AvailableFrom name="address_missing" />.'), requirement)).toEqual([]);
  }, 60_000);

  it('a field new on an existing object: no example dated before the release carries it', async () => {
    const { coming } = await comingNames();
    expect(coming.some((c) => c.on)).toBe(true);
    const entities = entitiesOf([...specExamples(await loadApiModel()), ...docExamples()]);
    expect(entities.some((entity) => entity.id.startsWith('vac_') && typeof entity.value.updated_at === 'string')).toBe(true);
    expect(comingFieldExamples(entities, coming)).toEqual([]);
  }, 60_000);

  it('fails on a planted virtual account dated before the release that carries the new field, and passes one dated after', () => {
    const coming = [{ name: 'metadata', date: '2026-12-01', on: ['virtual account'] }];
    const account = (updated: string) => ({ id: 'vac_6Rt2Yu8Io4Pa1Sd9', object: 'virtual_account', metadata: {}, created_at: '2026-11-03T08:05:00Z', updated_at: updated });
    const entities = [
      { id: 'vac_6Rt2Yu8Io4Pa1Sd9', where: 'examples/api/planted.yaml#/VirtualAccountCreatedEvent/examples/0/data/object (line 12)', value: account('2026-11-03T08:05:00Z') },
      { id: 'vac_6Rt2Yu8Io4Pa1Sd9', where: 'docs/guides/planted.mdx:40', value: account('2026-12-02T09:00:00Z') },
      { id: 'wal_9Vx4Cb7Nm2Zq6Wr3', where: 'docs/guides/planted.mdx:60', value: { id: 'wal_9Vx4Cb7Nm2Zq6Wr3', object: 'wallet', metadata: {}, created_at: '2026-11-02T10:15:00Z' } },
    ];
    expect(comingFieldExamples(entities, coming)).toEqual([
      'examples/api/planted.yaml#/VirtualAccountCreatedEvent/examples/0/data/object (line 12): vac_6Rt2Yu8Io4Pa1Sd9 as of 2026-11-03 carries `metadata`, which the coming release adds to the virtual account on 2026-12-01; an example dated before leaves it out (rule: coming-field-examples)',
    ]);
  });

  it('finds the names the diff and the changelog say are coming, so the check is not vacuous', async () => {
    const { coming } = await comingNames();
    expect(coming.map((c) => c.name)).toEqual(expect.arrayContaining(['updated_after', 'address_missing']));
    // `metadata` is released on customers, wallets, cards and transactions, and new on virtual accounts only.
    expect(coming.find((c) => c.name === 'metadata')).toEqual({ name: 'metadata', date: '2026-12-01', on: ['virtual account'] });
  }, 60_000);

  it('fails on a planted page: the name without its date, a marker in another paragraph or sentence, a marker for a released name, and a field new on one object named with it', () => {
    const page = [
      'List with `updated_after` to catch up.',
      '',
      '- Ask for the address on `address_missing`.',
      '- Nothing coming here. <AvailableFrom name="address_missing" />',
      '',
      'Use `created_after` <AvailableFrom name="created_after" />.',
      '',
      'Or `updated_after` <AvailableFrom name="updated_after" />.',
      '',
      'A virtual account returns its `metadata`.',
      '',
      'A wallet returns its `metadata`.',
      '',
      'Ask for the address on `address_missing` <AvailableFrom name="address_missing" />. Without it,',
      'the review stops at `address_missing`.',
    ].join('\n');
    const coming = [
      { name: 'updated_after', date: '2026-12-01' },
      { name: 'address_missing', date: '2026-12-01' },
      { name: 'metadata', date: '2026-12-01', on: ['virtual account'] },
    ];
    expect(comingWithoutDate('docs/guides/planted.mdx', page, coming, new Set(['updated_after', 'address_missing', 'metadata']))).toEqual([
      'docs/guides/planted.mdx:1: names `updated_after`, which the coming release adds on 2026-12-01, without that date: add <AvailableFrom name="updated_after" /> in the same sentence (rule: coming-without-date)',
      'docs/guides/planted.mdx:3: names `address_missing`, which the coming release adds on 2026-12-01, without that date: add <AvailableFrom name="address_missing" /> in the same sentence (rule: coming-without-date)',
      'docs/guides/planted.mdx:6: <AvailableFrom name="created_after" /> names nothing the coming release adds (released already, or misspelt): remove it (rule: available-from-unknown)',
      'docs/guides/planted.mdx:10: names `metadata`, which the coming release adds on 2026-12-01, without that date: add <AvailableFrom name="metadata" /> in the same sentence (rule: coming-without-date, new on the virtual account)',
      'docs/guides/planted.mdx:15: names `address_missing`, which the coming release adds on 2026-12-01, without that date: add <AvailableFrom name="address_missing" /> in the same sentence (rule: coming-without-date)',
    ]);
  });
});
