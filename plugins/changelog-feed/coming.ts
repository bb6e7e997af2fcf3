import type { ComingAddition } from '../api-model/coming';
import type { ChangelogEntry } from './parse';
import { attributeChanges, type AttributedRelease } from './releaseChanges';

/** What the coming release adds that a reader can use: each name, with the entry that announces it. */
export interface ComingRelease {
  /** The changelog page's route. */
  pagePath: string;
  /** A parameter, field, enum value, error code or event type the coming release adds -> its entry's anchor and date. */
  names: Record<string, { id: string; date: string; objects: string[] }>;
}

/** The kinds of change that add something a request can send or a response, payload or error can hold. */
const ADDITIONS = new Set(['parameter', 'field', 'enum-value', 'error-code', 'event']);

/**
 * The names the coming release adds, from the diff of the spec as it is now against the latest
 * release, as the changelog's entries claim them. A Fixed entry describes what the API already
 * did, so what it lists is live today and not coming.
 */
export function comingAdditions(entries: ChangelogEntry[], coming: AttributedRelease | undefined): ComingRelease['names'] {
  const names: ComingRelease['names'] = {};
  if (!coming) return names;
  for (const claimed of attributeChanges(entries, [coming]).byEntry.values()) {
    for (const { entry, change } of claimed) {
      if (entry.kind === 'fixed' || change.action !== 'added' || !ADDITIONS.has(change.subject)) continue;
      const name = change.subject === 'field' ? (change.name.split('.').at(-1) ?? change.name) : change.name;
      names[name] ??= { id: entry.id, date: entry.date, objects: [] };
      // A field is added to one object: the object its events are about (`virtual_account` of `virtual_account.created`).
      const object = change.subject === 'field' ? change.event?.split('.')[0] : undefined;
      if (object && !names[name].objects.includes(object)) names[name].objects.push(object);
    }
  }
  return names;
}

/**
 * The same additions, each where the spec has it (operation or event, place, field, status): what
 * the reference, the published spec and the Postman collection mark with the date.
 */
export function comingPlaces(entries: ChangelogEntry[], coming: AttributedRelease | undefined): ComingAddition[] {
  if (!coming) return [];
  const places: ComingAddition[] = [];
  for (const claimed of attributeChanges(entries, [coming]).byEntry.values()) {
    for (const { entry, change } of claimed) {
      if (entry.kind === 'fixed' || change.action !== 'added' || !ADDITIONS.has(change.subject)) continue;
      places.push({
        name: change.subject === 'field' ? (change.name.split('.').at(-1) ?? change.name) : change.name,
        subject: change.subject as ComingAddition['subject'],
        entry: entry.id,
        date: entry.date,
        pointer: change.pointer,
        ...(change.operationId ? { operationId: change.operationId } : {}),
        ...(change.event ? { event: change.event } : {}),
        ...(change.in ? { in: change.in } : {}),
        ...(change.field ? { field: change.field } : {}),
        ...(change.status ? { status: change.status } : {}),
        ...('source' in change && change.source ? { source: { file: change.source.file, pointer: change.source.pointer } } : {}),
      });
    }
  }
  return places;
}

/** The words pages show beside a name the coming release adds: from its entry's date, linking the entry. */
export const availableFromMarkdown = (coming: ComingRelease, name: string, url: (path: string) => string = (p) => p): string => {
  const found = coming.names[name];
  return found ? `(available from [${found.date}](${url(`${coming.pagePath}#${found.id}`)}))` : '';
};
