import { KIND_LABELS, type ChangelogEntry } from './parse';

/** The labels an entry that adds an event type may carry: a wildcard subscription receives the type unasked, so it is never New. */
const EVENT_ADDED_LABELS: readonly ChangelogEntry['kind'][] = ['changed', 'breaking'];

export interface EventLabelProblem {
  rule: 'event-added-label';
  message: string;
}

/**
 * Entries of releases older than the first spec snapshot, which no diff can check: the first
 * entry naming an event type under **Events:** is the one that added it (the changelog starts
 * with `v1`), and must carry the label the changelog's label table gives a new event type.
 * Releases with a snapshot are held by the diff (`new-label-reaches-existing-responses`).
 */
export function checkEventLabelsBeforeSnapshots(entries: readonly ChangelogEntry[], firstSnapshot: string, file: string): EventLabelProblem[] {
  const problems: EventLabelProblem[] = [];
  const named = new Set<string>();
  const oldestFirst = [...entries].sort((a, b) => a.date.localeCompare(b.date) || b.line - a.line);
  for (const entry of oldestFirst) {
    for (const event of entry.events) {
      if (named.has(event)) continue;
      named.add(event);
      if (entry.date >= firstSnapshot || EVENT_ADDED_LABELS.includes(entry.kind)) continue;
      problems.push({
        rule: 'event-added-label',
        message: `${file}:${entry.line}: "${KIND_LABELS[entry.kind]}: ${entry.title}" (${entry.date}, before the first spec snapshot of ${firstSnapshot}) is the first entry to name the event \`${event}\`, so it added that event type, which every subscription with a wildcard in \`enabled_events\` receives unasked: label it ${EVENT_ADDED_LABELS.map((kind) => KIND_LABELS[kind]).join(' or ')}, as the label table says`,
      });
    }
  }
  return problems;
}
