import type { ChangeKind, ChangelogEntry } from './parse';

/** One changelog entry as an endpoint page lists it. */
export interface EndpointChange {
  /** The entry's anchor on the changelog page. */
  id: string;
  date: string;
  kind: ChangeKind;
  title: string;
}

/** What the endpoint pages' change notes read (`changes-by-operation.json`). */
export interface ChangesByOperation {
  /** The changelog page's route, e.g. `/docs/api/changelog`. */
  pagePath: string;
  /** operationId -> the entries that touch it, newest first. */
  operations: Record<string, EndpointChange[]>;
}

export function changesByOperation(entries: ChangelogEntry[], pagePath: string): ChangesByOperation {
  const operations: Record<string, EndpointChange[]> = {};
  const newestFirst = [...entries].sort((a, b) => b.date.localeCompare(a.date));
  for (const { id, date, kind, title, operations: touched } of newestFirst) {
    for (const operationId of new Set(touched)) (operations[operationId] ??= []).push({ id, date, kind, title });
  }
  return { pagePath, operations };
}
