import type { ChangeKind, ChangelogEntry } from './parse';
import { changesAnchor, EVERY_OPERATION, type ListedChange } from './releaseChanges';

/** One changelog entry as an endpoint page lists it. */
export interface EndpointChange {
  /** The entry's anchor on the changelog page. */
  id: string;
  date: string;
  kind: ChangeKind;
  title: string;
  /** How many changes to this operation the spec diff of the entry's release lists under the entry. */
  specChanges?: number;
  /** How many of them are breaking. */
  breakingSpecChanges?: number;
  /** The anchor of the entry's list of spec changes on the changelog page. */
  specChangesAnchor?: string;
}

/** What the endpoint pages' change notes read (`changes-by-operation.json`). */
export interface ChangesByOperation {
  /** The changelog page's route, e.g. `/docs/api/changelog`. */
  pagePath: string;
  /** operationId -> the entries that touch it, newest first. */
  operations: Record<string, EndpointChange[]>;
}

export function changesByOperation(entries: ChangelogEntry[], pagePath: string, specChanges?: ReadonlyMap<string, ListedChange[]>): ChangesByOperation {
  const operations: Record<string, EndpointChange[]> = {};
  const newestFirst = [...entries].sort((a, b) => b.date.localeCompare(a.date));
  for (const { id, date, kind, title, operations: touched } of newestFirst) {
    for (const operationId of new Set(touched)) {
      const mine = (specChanges?.get(id) ?? []).filter((change) => change.target === operationId || change.target === EVERY_OPERATION);
      const counts = mine.length > 0 ? { specChanges: mine.length, breakingSpecChanges: mine.filter((change) => change.breaking).length, specChangesAnchor: changesAnchor(id) } : {};
      (operations[operationId] ??= []).push({ id, date, kind, title, ...counts });
    }
  }
  return { pagePath, operations };
}
