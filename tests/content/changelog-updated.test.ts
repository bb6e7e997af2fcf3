import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel } from '../../plugins/api-model';
import { changelogReferences, parseChangelog, type ChangelogEntry } from '../../plugins/changelog-feed';
import { blameDays, staleEntries, type StaleEntry } from './support/changelog-edits';
import { readRepoFile } from './support/repo-files';

const CHANGELOG = 'docs/api/changelog.mdx';

const format = (stale: StaleEntry[]) =>
  stale.map(
    ({ entry, line, day }) =>
      `${CHANGELOG}:${line}: "${entry.title}" (released ${entry.date}) was edited on ${day}, but its **Updated:** is ${entry.updated ?? 'missing'}: set "**Updated:** ${day}" so that the feed's <updated> says it changed (rule: entry-updated)`,
  );

describe("an entry edited after its release says when, so that the feed's <updated> does", () => {
  let entries: ChangelogEntry[];
  const source = readRepoFile(CHANGELOG);

  beforeAll(async () => {
    entries = parseChangelog(source, CHANGELOG, changelogReferences(await loadApiModel()));
  }, 60_000);

  it('holds every entry against the day git last changed its lines', () => {
    const blame = blameDays(CHANGELOG);
    // A shallow clone has no history to read; the feed test still holds each **Updated:** to <updated>.
    if (!blame) return;
    expect(format(staleEntries(entries, source.split('\n'), blame.days, blame.writtenOn))).toEqual([]);
  });

  it('reports a planted edit of a released entry without a later **Updated:**, naming file:line', () => {
    const lines = source.split('\n');
    const released = entries.find((entry) => entry.id === '2026-11-23-idempotency-rule')!;
    const kyc = entries.find((entry) => entry.id === '2026-11-26-kyc-upload-unknown-parts')!;
    const operationsLine = lines.indexOf('**Operations:** [Create an individual customer](/docs/customers-controller-create-individual-customer),', released.line) + 1;
    const older = entries.find((entry) => entry.id === '2026-03-02-customer-codes')!;
    const edits = new Map([
      [operationsLine, '2026-11-28'],
      [kyc.line, '2026-11-28'],
      // Edits on the day the changelog was first written are its first text.
      [older.line, '2026-11-21'],
    ]);
    expect(format(staleEntries(entries, lines, edits, '2026-11-21'))).toEqual([
      `${CHANGELOG}:${kyc.line}: "${kyc.title}" (released 2026-11-26) was edited on 2026-11-28, but its **Updated:** is 2026-11-27: set "**Updated:** 2026-11-28" so that the feed's <updated> says it changed (rule: entry-updated)`,
      `${CHANGELOG}:${operationsLine}: "${released.title}" (released 2026-11-23) was edited on 2026-11-28, but its **Updated:** is 2026-11-27: set "**Updated:** 2026-11-28" so that the feed's <updated> says it changed (rule: entry-updated)`,
    ]);
  });
});
