import type { LocatedChange } from '../api-diff';
import { KIND_LABELS } from './parse';
import type { ChangelogEntry } from './parse';

/**
 * The changelog held against the diff. For a release (the coming one: every entry dated after the
 * latest snapshot, against the spec as it is now; or a released one, against its snapshot):
 *
 * - `change-not-in-changelog`: every change is covered by an entry of the release that names
 *   one of the operations or events it touches;
 * - `breaking-not-labelled`: a breaking change is covered by an entry labelled Breaking;
 * - `entry-not-in-diff` (the coming release only): a New or Breaking entry names no operation
 *   or event that the diff leaves untouched.
 *
 * A change made once in a shared schema reaches many operations; it is one change (grouped by
 * the place it was written), covered when an entry names any operation or event it reaches.
 */
export interface DiffCheckInput {
  /** The changelog file, as problems name it. */
  file: string;
  entries: ChangelogEntry[];
  /** The release the entries describe: `coming` (after `since`) or a released date. */
  release: { kind: 'coming'; since: string } | { kind: 'released'; date: string; previous: string };
  changes: LocatedChange[];
  /** operationId -> its reader name ("Create a card") and endpoint page route, for the messages. */
  operationNames: ReadonlyMap<string, { summary: string; route: string }>;
}

export interface DiffCheckProblem {
  rule: 'change-not-in-changelog' | 'breaking-not-labelled' | 'entry-not-in-diff';
  message: string;
}

export interface ChangeGroup {
  /** The first change of the group, for its text, rule and place in the spec. */
  change: LocatedChange;
  /** Every operationId and event type the change reaches. */
  targets: string[];
  breaking: boolean;
}

export const targetOf = (change: LocatedChange) => change.operationId ?? `event:${change.event}`;

/** One change per place in the spec it was written, with everything it reaches. */
export function groupChanges(changes: LocatedChange[]): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const change of changes) {
    // The same field seen in a response and in a payload is one change; enum values share their enum's place.
    const value = change.subject === 'enum-value' || change.subject === 'error-code' ? change.name : '';
    const key = [change.source.file, change.source.pointer, change.subject, change.action, value].join('|');
    const group = groups.get(key);
    if (!group) groups.set(key, { change, targets: [targetOf(change)], breaking: change.breaking });
    else {
      if (!group.targets.includes(targetOf(change))) group.targets.push(targetOf(change));
      group.breaking ||= change.breaking;
    }
  }
  return [...groups.values()];
}

const entryTargets = (entry: ChangelogEntry) => [...entry.operations, ...entry.events.map((event) => `event:${event}`)];

/** `file#pointer (line N)`: where the change was made. */
const where = ({ source }: LocatedChange) => `${source.file}#${source.pointer}${source.line === undefined ? '' : ` (line ${source.line})`}`;

export function checkChangelogAgainstDiff(input: DiffCheckInput): DiffCheckProblem[] {
  const { file, release, operationNames } = input;
  const entries = input.entries.filter((entry) => (release.kind === 'coming' ? entry.date > release.since : entry.date === release.date));
  const problems: DiffCheckProblem[] = [];
  const describe = (target: string) => {
    if (target.startsWith('event:')) return `\`${target.slice(6)}\``;
    const op = operationNames.get(target);
    return op ? `${op.summary} (${op.route})` : target;
  };
  const releaseName = release.kind === 'coming' ? `the coming release (entries dated after ${release.since})` : `the ${release.date} release`;
  const entryName = (entry: ChangelogEntry) => `${file}:${entry.line} "${KIND_LABELS[entry.kind]}: ${entry.title}"`;

  for (const group of groupChanges(input.changes)) {
    const { change } = group;
    const covering = entries.filter((entry) => entryTargets(entry).some((target) => group.targets.includes(target)));
    const what = `${where(change)}: ${change.text}${group.breaking ? ' (breaking)' : ''}, reaching ${group.targets.map(describe).join(', ')}`;
    if (covering.length === 0) {
      const add =
        release.kind === 'coming'
          ? `add an entry under a date after ${release.since} in ${file}`
          : `add it to an entry under ${release.date} in ${file}`;
      problems.push({
        rule: 'change-not-in-changelog',
        message: `${what}: no entry of ${releaseName} names one of them; ${add} that links ${group.targets[0].startsWith('event:') ? 'the event in its **Events:**' : 'the operation in its **Operations:**'}${group.breaking ? ', labelled Breaking' : ''}`,
      });
    } else if (group.breaking && !covering.some((entry) => entry.kind === 'breaking')) {
      problems.push({
        rule: 'breaking-not-labelled',
        message: `${what}: breaking by the versioning rules (${change.rule}), but ${covering.map(entryName).join(', ')} ${covering.length === 1 ? 'is' : 'are'} not labelled Breaking: label the entry that describes it Breaking and say what integrations must do`,
      });
    }
  }

  if (release.kind === 'coming') {
    const touched = new Set(input.changes.map(targetOf));
    for (const entry of entries.filter((e) => e.kind === 'breaking' || e.kind === 'new')) {
      const untouched = entryTargets(entry).filter((target) => !touched.has(target));
      if (untouched.length > 0) {
        problems.push({
          rule: 'entry-not-in-diff',
          message: `${entryName(entry)} names ${untouched.map(describe).join(', ')}, which the spec does not change since ${release.since}: link only what changed, or change the spec`,
        });
      }
    }
  }
  return problems;
}

/** The maintainers' summary: what the diff found for a release, and the entry that covers each change or the one it still needs. */
export function describeCoverage(input: DiffCheckInput): string[] {
  const { release, operationNames } = input;
  const entries = input.entries.filter((entry) => (release.kind === 'coming' ? entry.date > release.since : entry.date === release.date));
  const describe = (target: string) => (target.startsWith('event:') ? `\`${target.slice(6)}\`` : (operationNames.get(target)?.summary ?? target));
  const when = release.kind === 'coming' ? `dated after ${release.since}` : `of ${release.date}`;
  return groupChanges(input.changes).map((group) => {
    const covering = entries.filter((entry) => entryTargets(entry).some((target) => group.targets.includes(target)));
    const label = group.breaking ? 'Breaking' : 'New';
    const reaches = group.targets.map(describe).join(', ');
    let status: string;
    if (covering.length === 0) status = `NEEDS an entry ${when}${group.breaking ? ', labelled Breaking,' : ''} that names one of: ${reaches}`;
    else if (group.breaking && !covering.some((entry) => entry.kind === 'breaking')) status = `NEEDS the Breaking label on ${covering.map((e) => `${input.file}:${e.line}`).join(' or ')}`;
    else status = `covered by ${covering.map((e) => `${input.file}:${e.line}`).join(', ')}`;
    return `${label.padEnd(8)} ${group.change.text} (${where(group.change)}; reaches ${reaches}) — ${status}`;
  });
}
