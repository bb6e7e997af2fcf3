import type { LocatedChange } from '../api-diff';
import { targetOf } from './diffCheck';
import type { ChangelogEntry } from './parse';

/**
 * Where this API states behaviour in words: an operation's own description or summary (what it
 * emits, the states it leaves), an event's own description (when it fires), and a status enum's
 * description (the transitions between its values). The diff classes a change to any of them as
 * documentation, yet a reader who follows the changelog must learn of it: each is linked from
 * an entry of its release (`described-change-not-named`). Field descriptions are not held.
 */
export interface DescribedChange {
  /** Where the words were changed, in the spec's source. */
  change: LocatedChange;
  /** The operations (operationId) and events (`event:<type>`) whose description it is. */
  targets: string[];
  /** `operation`, `event` or `status` (a status enum's description, one change wherever it is used). */
  kind: 'operation' | 'event' | 'status';
}

const OWN_DESCRIPTION = /^\/(?:paths|webhooks)\/[^/]+\/[a-z]+\/(?:description|summary)$/;
/** A status enum schema (`WalletStatus`, `KycStatus`) in a source pointer, as a component or as its own file entry. */
const STATUS_DESCRIPTION = /(?:^|\/)[A-Z]\w*Status\/description$/;

/** The descriptions of operations, events and status enums that a release's changes reword. */
export function describedChanges(changes: readonly LocatedChange[]): DescribedChange[] {
  const found = new Map<string, DescribedChange>();
  for (const change of changes) {
    if (change.subject !== 'documentation') continue;
    const own = OWN_DESCRIPTION.test(change.pointer);
    if (!own && !STATUS_DESCRIPTION.test(change.source.pointer)) continue;
    const key = `${change.source.file}#${change.source.pointer}`;
    const target = targetOf(change);
    const known = found.get(key);
    if (known) {
      if (!known.targets.includes(target)) known.targets.push(target);
    } else found.set(key, { change, targets: [target], kind: own ? (change.event ? 'event' : 'operation') : 'status' });
  }
  return [...found.values()];
}

/** A published release's description change that no entry links, kept with the reason it is accepted. */
export interface AcceptedUnnamed {
  release: string;
  targets: readonly string[];
  reason: string;
}

export interface DescribedChangeProblem {
  rule: 'described-change-not-named';
  message: string;
}

export interface DescribedRelease {
  /** The release date, or the date of the latest snapshot for the coming release. */
  date: string;
  coming?: boolean;
  changes: readonly LocatedChange[];
}

/**
 * Every operation and event whose own description changed in a release is linked from an entry of
 * that release (any label: a Fixed entry when the behaviour did not change); a status enum's changed
 * description, from an entry linking any operation or event that returns it. `accepted` lists what
 * published releases shipped unlinked, each with its reason; it never applies to the coming release.
 */
export function checkDescribedChanges(
  entries: readonly ChangelogEntry[],
  releases: readonly DescribedRelease[],
  file: string,
  accepted: readonly AcceptedUnnamed[] = [],
  /** operationId -> its reader name and endpoint page, for the messages. */
  operationNames: ReadonlyMap<string, { summary: string; route: string }> = new Map(),
): DescribedChangeProblem[] {
  const describe = (target: string) => {
    if (target.startsWith('event:')) return `event \`${target.slice(6)}\``;
    const op = operationNames.get(target);
    return op ? `${op.summary} (${op.route})` : target;
  };
  const problems: DescribedChangeProblem[] = [];
  for (const release of releases) {
    const ofRelease = entries.filter((entry) => (release.coming ? entry.date > release.date : entry.date === release.date));
    const linked = new Set(ofRelease.flatMap((entry) => [...entry.operations, ...entry.events.map((event) => `event:${event}`)]));
    const excused = new Set(release.coming ? [] : accepted.filter((a) => a.release === release.date).flatMap((a) => a.targets));
    const releaseName = release.coming ? `the coming release (entries dated after ${release.date})` : `the ${release.date} release`;
    const described = describedChanges(release.changes);
    const changed = new Set(described.flatMap((d) => d.targets));
    for (const stale of [...excused].filter((target) => !changed.has(target))) {
      problems.push({ rule: 'described-change-not-named', message: `${stale} is accepted as unlinked in ${releaseName}, whose descriptions of it did not change: remove it from the accepted list` });
    }
    for (const { change, targets, kind } of described) {
      const missing = kind === 'status' ? (targets.some((target) => linked.has(target)) ? [] : targets) : targets.filter((target) => !linked.has(target));
      const open = missing.filter((target) => !excused.has(target));
      if (open.length === 0) continue;
      const { source } = change;
      const where = `${source.file}#${source.pointer}${source.line === undefined ? '' : ` (line ${source.line})`}`;
      const shown = kind === 'status' ? open.slice(0, 3) : open;
      const names = shown.map(describe).join(', ') + (open.length > shown.length ? ` and ${open.length - shown.length} more` : '');
      const what = kind === 'status' ? `the status description returned by ${names}` : `the description of ${names}`;
      const link = kind === 'status' ? 'one of them' : open.length === 1 ? 'it' : 'them';
      problems.push({
        rule: 'described-change-not-named',
        message: `${where}: ${what} changed in ${releaseName}, and no entry of that release links ${link}: link ${link} under the entry whose topic it is (a Fixed entry when the behaviour did not change) and say what changed where a reader must act on it`,
      });
    }
  }
  return problems;
}
