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
  rule: 'change-not-in-changelog' | 'breaking-not-labelled' | 'entry-not-in-diff' | 'unclassified-change' | 'deprecation-not-labelled' | 'sunset-missing' | 'sunset-mismatch';
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

// The same field seen in a response and in a payload is one change; enum values share their enum's place.
const groupKey = (change: LocatedChange) =>
  [change.source.file, change.source.pointer, change.subject, change.action, change.subject === 'enum-value' || change.subject === 'error-code' ? change.name : ''].join('|');

/** Whether two changes are one change made in one place of the spec. */
export const sameGroup = (a: LocatedChange, b: LocatedChange) => groupKey(a) === groupKey(b);

/** One change per place in the spec it was written, with everything it reaches. */
export function groupChanges(changes: LocatedChange[]): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const change of changes) {
    // Words and examples need no entry; they are counted, not checked.
    if (change.class === 'documentation') continue;
    const key = groupKey(change);
    const group = groups.get(key);
    if (!group) groups.set(key, { change, targets: [targetOf(change)], breaking: change.breaking });
    else {
      if (!group.targets.includes(targetOf(change))) group.targets.push(targetOf(change));
      group.breaking ||= change.breaking;
    }
  }
  return [...groups.values()];
}

/**
 * A change that puts a new value into a response field or event payload integrations already
 * receive (an enum value, a `oneOf` variant, an error code of an existing operation). Not
 * breaking by the versioning rules, but not New either: New promises nothing changes until you
 * use it, and this reaches every integration that reads the field.
 */
export function reachesExistingResponses(change: LocatedChange, release: readonly LocatedChange[]): boolean {
  // A subscription whose `enabled_events` holds a wildcard (`*` predates every release kept) receives a new event type unasked.
  if (change.subject === 'event') return change.action === 'added';
  if (change.direction !== 'response' || change.action !== 'added') return false;
  if (change.subject === 'error-code' || change.rule === 'response-variant-added') return true;
  if (change.subject !== 'enum-value') return false;
  // A value the response only echoes from a request body that gained it too (a subscription's `enabled_events`) appears once you send it.
  const leaf = (field?: string) => field?.split('.').at(-1);
  return !release.some((other) => other.direction === 'request' && !other.in && other.subject === 'enum-value' && other.action === 'added' && other.name === change.name && leaf(other.field) === leaf(change.field));
}

const entryTargets = (entry: ChangelogEntry) => [...entry.operations, ...entry.events.map((event) => `event:${event}`)];

/** `file#pointer (line N)`: where the change was made. */
const where = ({ source }: LocatedChange) => `${source.file}#${source.pointer}${source.line === undefined ? '' : ` (line ${source.line})`}`;

/** For a removed operation: where an entry links it (the release spec that last has it). */
function removedLink(change: LocatedChange): string {
  if (change.subject !== 'operation' || change.action !== 'removed') return '';
  const date = /(\d{4}-\d{2}-\d{2})\.yaml$/.exec(change.source.file)?.[1];
  return date ? `; a removed operation is linked where it last appears, /openapi/${date}.json#${change.pointer}` : '';
}

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
    if (change.class === 'unclassified') {
      problems.push({
        rule: 'unclassified-change',
        message: `${what}: no versioning rule classifies this difference (${change.rule}); add a rule for it to plugins/api-diff/rules.ts, with a case in plugins/api-diff/diff.test.ts`,
      });
      continue;
    }
    if (change.class === 'deprecation' && !change.sunset) {
      problems.push({ rule: 'sunset-missing', message: `${what}: a deprecation needs the date it goes away: add \`x-sunset: YYYY-MM-DD\` beside \`deprecated: true\`` });
    }
    if (covering.length === 0) {
      const add =
        release.kind === 'coming'
          ? `add an entry under a date after ${release.since} in ${file}`
          : `add it to an entry under ${release.date} in ${file}`;
      problems.push({
        rule: 'change-not-in-changelog',
        message: `${what}: no entry of ${releaseName} names one of them; ${add} that links ${group.targets[0].startsWith('event:') ? 'the event in its **Events:**' : 'the operation in its **Operations:**'}${group.breaking ? ', labelled Breaking' : change.class === 'deprecation' ? ', labelled Deprecated' : ''}${removedLink(change)}`,
      });
    } else if (group.breaking && !covering.some((entry) => entry.kind === 'breaking')) {
      problems.push({
        rule: 'breaking-not-labelled',
        message: `${what}: breaking by the versioning rules (${change.rule}), but ${covering.map(entryName).join(', ')} ${covering.length === 1 ? 'is' : 'are'} not labelled Breaking: label the entry that describes it Breaking and say what integrations must do`,
      });
    } else if (change.class === 'deprecation') {
      const deprecated = covering.filter((entry) => entry.kind === 'deprecated');
      if (deprecated.length === 0) {
        problems.push({
          rule: 'deprecation-not-labelled',
          message: `${what}: a deprecation (${change.rule}), but ${covering.map(entryName).join(', ')} ${covering.length === 1 ? 'is' : 'are'} not labelled Deprecated: add a Deprecated entry with \`**Sunset:** ${change.sunset ?? 'YYYY-MM-DD'}\` that says what replaces it`,
        });
      } else if (change.sunset && !deprecated.some((entry) => entry.sunset === change.sunset)) {
        problems.push({
          rule: 'sunset-mismatch',
          message: `${what}: the spec's \`x-sunset\` is ${change.sunset}, but ${deprecated.map((entry) => `${entryName(entry)} says ${entry.sunset ?? 'no date'}`).join(', ')}: one date, written in the spec and in the entry's **Sunset:**`,
        });
      }
    }
  }

  if (release.kind === 'coming') {
    const touched = new Set(input.changes.filter((change) => change.class !== 'documentation').map(targetOf));
    for (const entry of entries.filter((e) => e.kind === 'breaking' || e.kind === 'new' || e.kind === 'deprecated')) {
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

/** How many differences of each class the diff found (documentation-only ones included). */
export function classCounts(changes: LocatedChange[]): Record<LocatedChange['class'], number> {
  const counts = { breaking: 0, deprecation: 0, additive: 0, documentation: 0, unclassified: 0 };
  for (const change of changes) counts[change.class]++;
  return counts;
}

/**
 * The maintainers' summary: how many differences the diff found for a release and how each is
 * classified, then each one that needs an entry with the entry that covers it or the one it
 * still needs (label included). Never silent: with no difference it says so, with its count.
 */
export function describeCoverage(input: DiffCheckInput): string[] {
  const { release, operationNames } = input;
  const entries = input.entries.filter((entry) => (release.kind === 'coming' ? entry.date > release.since : entry.date === release.date));
  const describe = (target: string) => (target.startsWith('event:') ? `\`${target.slice(6)}\`` : (operationNames.get(target)?.summary ?? target));
  const when = release.kind === 'coming' ? `dated after ${release.since}` : `of ${release.date}`;
  const since = release.kind === 'coming' ? `since the ${release.since} release` : `in the ${release.date} release (against ${release.previous})`;
  const counts = classCounts(input.changes);
  const groups = groupChanges(input.changes);
  const header = [
    `${input.changes.length} difference${input.changes.length === 1 ? '' : 's'} ${since}, ${groups.length} needing an entry: ` +
      `${counts.breaking} breaking, ${counts.deprecation} deprecation${counts.deprecation === 1 ? '' : 's'}, ${counts.additive} not breaking, ` +
      `${counts.documentation} documentation only, ${counts.unclassified} unclassified (per operation and event reached).`,
  ];
  // Not breaking and no deprecation: Changed when it reaches what integrations already receive (`new-label-reaches-existing-responses`).
  const onlyChanged = (group: ChangeGroup) => !group.breaking && group.change.class === 'additive' && reachesExistingResponses(group.change, input.changes);
  const additiveLabel = (group: ChangeGroup) => (onlyChanged(group) ? 'Changed' : 'New or Changed');
  const label = (group: ChangeGroup) => (group.change.class === 'unclassified' ? 'UNCLASSIFIED' : group.breaking ? 'Breaking' : group.change.class === 'deprecation' ? 'Deprecated' : additiveLabel(group));
  return [
    ...header,
    ...groups.map((group) => {
      const covering = entries.filter((entry) => entryTargets(entry).some((target) => group.targets.includes(target)));
      const reaches = group.targets.map(describe).join(', ');
      let status: string;
      if (group.change.class === 'unclassified') status = `no versioning rule classifies it: add one to plugins/api-diff/rules.ts`;
      else if (covering.length === 0) status = `NEEDS an entry ${when}, labelled ${group.breaking ? 'Breaking' : group.change.class === 'deprecation' ? 'Deprecated (with **Sunset:**)' : additiveLabel(group)}, that names one of: ${reaches}`;
      else if (group.breaking && !covering.some((entry) => entry.kind === 'breaking')) status = `NEEDS the Breaking label on ${covering.map((e) => `${input.file}:${e.line}`).join(' or ')}`;
      else if (group.change.class === 'deprecation' && !covering.some((entry) => entry.kind === 'deprecated')) status = `NEEDS a Deprecated entry`;
      else if (onlyChanged(group) && covering.every((entry) => entry.kind === 'new')) status = `NEEDS the Changed label on ${covering.map((e) => `${input.file}:${e.line}`).join(' or ')}, not New`;
      else status = `covered by ${covering.map((e) => `${input.file}:${e.line}`).join(', ')}`;
      return `${label(group).padEnd(14)} ${group.change.text} [${group.change.rule}] (${where(group.change)}; reaches ${reaches}) — ${status}`;
    }),
  ];
}
