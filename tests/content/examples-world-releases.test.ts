// An example shows the API as released on its date: the event types it shows, the sandbox values
// whose outcome it shows, and its fields and enum values are in the release in effect then
// (`examples/releases/<date>.yaml`; from the coming release's date, the spec now).
import { describe, expect, it } from 'vitest';
import { listReleases, readRelease, type ReleaseSnapshot } from '../../plugins/api-diff/releases';
import { loadChangelogWithChanges } from '../../plugins/changelog-feed';
import { readRepoFile, REPO_ROOT } from './support/repo-files';
import { loadApiModel, type OpenApiDocument } from './support/spec';
import { formatWorldProblem } from './support/world';
import { schemaPaths } from './support/release-schema-paths';
import { datedObjects, eventsBeforeRelease, fieldsBeforeRelease, releaseFacts, releaseOn, sandboxValuesBeforeRelease, type ReleaseFacts, type ReleaseSchema } from './support/world-releases';
import { sandboxFileNames, sandboxPaymentEndings } from './support/world-sandbox-values';
import { docExamples, docExamplesOf, postmanExamples, specExamples } from './support/world-sources';

const releases = (): ReleaseFacts[] => listReleases(REPO_ROOT).map((release) => releaseFacts(release, readRelease(release, REPO_ROOT), readRepoFile(release.file)));
const guide = readRepoFile('docs/guides/sandbox.mdx');

/** The coming release's date (the changelog loader's): from that day the spec now is in effect. */
const comingDate = async () => (await loadChangelogWithChanges(REPO_ROOT, { source: 'docs/api/changelog.mdx', specPath: 'examples/api.yaml' })).comingDate ?? '9999-12-31';

const schemaVersions = (now: OpenApiDocument, coming: string): ReleaseSchema[] => {
  const snapshots = listReleases(REPO_ROOT).map((release) => ({ date: release.date, file: release.file, paths: schemaPaths(readRelease(release, REPO_ROOT)) }));
  return [...snapshots, { date: coming, file: 'the spec now', paths: schemaPaths(now) }];
};
const sandboxValues = { fileNames: sandboxFileNames(guide), endings: sandboxPaymentEndings(guide) };


describe('examples show the API as released on their date', () => {
  it('no example shows an event type, or a sandbox value\'s outcome, before the release that added it', async () => {
    const model = await loadApiModel();
    const objects = datedObjects([...specExamples(model), ...docExamples(), ...postmanExamples(model)]);
    const known = releases();
    expect(known.length).toBeGreaterThan(1);
    expect(objects.filter((object) => object.value.object === 'event').length).toBeGreaterThan(40);
    expect([...eventsBeforeRelease(objects, known), ...sandboxValuesBeforeRelease(objects, known, sandboxValues)].map(formatWorldProblem)).toEqual([]);
  }, 120_000);

  it('no example shows a field or an enum value before the release that added it', async () => {
    const model = await loadApiModel();
    const objects = datedObjects([...specExamples(model), ...docExamples(), ...postmanExamples(model)]);
    const coming = await comingDate();
    const versions = schemaVersions(model.spec.bundled, coming);
    expect(coming > versions.at(-2)!.date).toBe(true);
    expect(fieldsBeforeRelease(objects, versions).map(formatWorldProblem)).toEqual([]);
  }, 120_000);

  describe('on a planted page', () => {
    const PAGE = 'docs/guides/planted.mdx';
    const older: ReleaseFacts = { date: '2026-11-10', file: 'examples/releases/2026-11-10.yaml', events: new Set(['payment.failed', 'kyc_document.attached']), text: 'an amount ending in `91` fails' };
    const newer: ReleaseFacts = { date: '2026-11-23', file: 'examples/releases/2026-11-23.yaml', events: new Set([...older.events, 'kyc_document.rejected']), text: 'ending in `91`, ending in `93`, `kyc_action_required.jpg`, `sandbox_card_payment`' };
    const values = { fileNames: ['kyc_action_required', 'kyc_rejected'], endings: new Set([91, 93]) };
    const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n`;
    const document = (created: string) => ({ id: 'kyd_9Sb4Xm7Tv2Wk5Qn1', object: 'kyc_document', file_name: 'kyc_action_required.jpg', status: 'rejected', created_at: created, updated_at: created });
    const rejected = (created: string) => ({ id: 'evt_2Ab5Cd8Ef1Gh4Ij7', object: 'event', type: 'kyc_document.rejected', created_at: created, data: { object: document(created) } });
    const failed = (created: string, amount: number) => ({ id: 'evt_3Bc6De9Fg2Hi5Jk8', object: 'event', type: 'payment.failed', created_at: created, data: { object: { id: 'txn_5Tr8Ew1Qa4Sd7Fg0', object: 'transaction', type: 'payment', status: 'failed', amount: { amount, currency: 'EUR' }, created_at: created, updated_at: created } } });
    const card = { id: 'crd_8Hj1Kl4Zx7Cv0Bn3', object: 'card', metadata: { sandbox_card_payment: '4551' }, created_at: '2026-11-20T10:04:00Z', updated_at: '2026-11-20T10:04:00Z' };
    const page = [rejected('2026-11-20T09:33:50Z'), failed('2026-11-20T10:00:11Z', 10093), failed('2026-11-20T10:00:11Z', 10091), card, rejected('2026-11-24T09:33:50Z'), failed('2026-11-24T10:00:11Z', 10093)].map(json).join('\nProse.\n\n');
    const objects = datedObjects(docExamplesOf(PAGE, page));
    const lineOf = (text: string, nth = 0) => page.split('\n').map((line, index) => (line.includes(text) ? index + 1 : 0)).filter(Boolean)[nth];

    it('event-before-release: a kyc_document.rejected event dated before the release that added the type fails, the same event after it passes', () => {
      expect(eventsBeforeRelease(objects, [older, newer]).map(formatWorldProblem)).toEqual([
        `${PAGE}:${lineOf('"id": "evt_2Ab5Cd8Ef1Gh4Ij7"')}: evt_2Ab5Cd8Ef1Gh4Ij7 is a \`kyc_document.rejected\` event created 2026-11-20T09:33:50Z, but the release in effect on 2026-11-20 (examples/releases/2026-11-10.yaml) sends no \`kyc_document.rejected\`; date the example on or after the release that added it (rule: event-before-release)`,
      ]);
    });

    it('sandbox-value-before-release: a KYC file name, an amount ending and sandbox_card_payment whose outcome the release in effect does not name fail; an ending it names, and the same values after the release, pass', () => {
      expect(sandboxValuesBeforeRelease(objects, [older, newer], values).map(formatWorldProblem)).toEqual([
        `${PAGE}:${lineOf('"id": "kyd_9Sb4Xm7Tv2Wk5Qn1"')}: kyd_9Sb4Xm7Tv2Wk5Qn1 as of 2026-11-20T09:33:50Z shows the file name \`kyc_action_required.jpg\`, a sandbox value the release in effect on 2026-11-20 (examples/releases/2026-11-10.yaml) gives no outcome (it names no \`kyc_action_required\`) (rule: sandbox-value-before-release)`,
        `${PAGE}:${lineOf('"id": "txn_5Tr8Ew1Qa4Sd7Fg0"')}: txn_5Tr8Ew1Qa4Sd7Fg0 as of 2026-11-20T10:00:11Z shows the amount 10093, ending in \`93\`, a sandbox value the release in effect on 2026-11-20 (examples/releases/2026-11-10.yaml) gives no outcome (it names no ending in \`93\`) (rule: sandbox-value-before-release)`,
        `${PAGE}:${lineOf('"id": "crd_8Hj1Kl4Zx7Cv0Bn3"')}: crd_8Hj1Kl4Zx7Cv0Bn3 as of 2026-11-20T10:04:00Z shows \`sandbox_card_payment\`, a sandbox value the release in effect on 2026-11-20 (examples/releases/2026-11-10.yaml) gives no outcome (it names no \`sandbox_card_payment\`) (rule: sandbox-value-before-release)`,
      ]);
    });

    it('field-before-release: a field and an enum value the release in effect does not have fail at their lines; the same wallet after the release passes', () => {
      const wallet = (withArchive: boolean) => ({
        properties: {
          id: { type: 'string' },
          object: { type: 'string', const: 'wallet' },
          status: { type: 'string', enum: withArchive ? ['active', 'frozen', 'archived'] : ['active', 'frozen'] },
          ...(withArchive ? { archived_at: { type: ['string', 'null'] } } : {}),
          metadata: { type: 'object', additionalProperties: { type: 'string' } },
          updated_at: { type: 'string' },
        },
      });
      const version = (date: string, withArchive: boolean): ReleaseSchema => ({ date, file: `examples/releases/${date}.yaml`, paths: schemaPaths({ openapi: '3.1.0', components: { schemas: { Wallet: wallet(withArchive) } } } as unknown as OpenApiDocument) });
      const shown = (updated: string) => ({ id: 'wal_3Ks8Df5Gh1Jl4Pq7', object: 'wallet', status: 'archived', archived_at: updated, metadata: { case_id: 'FR-2026-118' }, updated_at: updated });
      const walletPage = [shown('2026-11-20T09:30:00Z'), shown('2026-11-24T09:30:00Z')].map(json).join('\nProse.\n\n');
      const walletLine = (key: string) => walletPage.split('\n').findIndex((line) => line.includes(key)) + 1;
      const problems = fieldsBeforeRelease(datedObjects(docExamplesOf(PAGE, walletPage)), [version('2026-11-10', false), version('2026-11-23', true)]);
      expect(problems.map(formatWorldProblem)).toEqual([
        `${PAGE}:${walletLine('"status": "archived"')}: wal_3Ks8Df5Gh1Jl4Pq7 as of 2026-11-20T09:30:00Z shows \`status\` "archived", a value the release in effect on 2026-11-20 (examples/releases/2026-11-10.yaml) does not have; date the example on or after the release that added it (rule: field-before-release)`,
        `${PAGE}:${walletLine('"archived_at"')}: wal_3Ks8Df5Gh1Jl4Pq7 as of 2026-11-20T09:30:00Z shows \`archived_at\`, a field the release in effect on 2026-11-20 (examples/releases/2026-11-10.yaml) does not have; date the example on or after the release that added it (rule: field-before-release)`,
      ]);
    });

    it('the release in effect is the latest on or before the day, the first one before any', () => {
      expect(['2026-11-01', '2026-11-22', '2026-11-23', '2026-11-27'].map((day) => releaseOn([older, newer], day).date)).toEqual(['2026-11-10', '2026-11-10', '2026-11-23', '2026-11-23']);
      const snapshots: ReleaseSnapshot[] = listReleases(REPO_ROOT);
      expect(snapshots.map((release) => release.date)).toContain('2026-11-23');
      expect(releases().find((release) => release.date === '2026-11-10')?.events.has('kyc_document.rejected')).toBe(false);
      expect(releases().find((release) => release.date === '2026-11-23')?.events.has('kyc_document.rejected')).toBe(true);
    });
  });
});
