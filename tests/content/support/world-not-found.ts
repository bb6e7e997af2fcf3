/**
 * Rule `not-found-names-no-object`: a `404` example says an id does not exist, on the same server
 * where the examples' objects live and the code samples call, so it must name an id that no other
 * example uses (still well-formed for its prefix).
 */
import type { WorldProblem } from './world';
import type { ExampleSource, Path } from './world-sources';
import { isRecord } from '../../../plugins/api-model/isRecord';

const ID = /\b(?:cus|adr|kyd|per|ptf|wal|vac|crd|txn|whk|evt)_[0-9A-Za-z]{16,32}\b/g;

/** A problem body answering that what the request names does not exist. */
const isNotFound = (value: unknown) => isRecord(value) && (value.status === 404 || value.code === 'resource_not_found');

/** Every string inside a value, with its path. */
function strings(value: unknown, path: Path = []): { text: string; path: Path }[] {
  if (typeof value === 'string') return [{ text: value, path }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, [...path, index]));
  if (isRecord(value)) return Object.entries(value).flatMap(([name, child]) => strings(child, [...path, name]));
  return [];
}

/** The 404 bodies among the examples (a body may sit inside a saved response or a list of examples). */
function notFoundBodies(value: unknown, path: Path = []): { body: Record<string, unknown>; path: Path }[] {
  if (isNotFound(value)) return [{ body: value as Record<string, unknown>, path }];
  if (Array.isArray(value)) return value.flatMap((item, index) => notFoundBodies(item, [...path, index]));
  if (isRecord(value)) return Object.entries(value).flatMap(([name, child]) => notFoundBodies(child, [...path, name]));
  return [];
}

export function notFoundsNamingObjects(sources: ExampleSource[]): WorldProblem[] {
  const worldIds = new Map<string, string>();
  for (const source of sources) {
    if (notFoundBodies(source.value).length > 0) continue;
    for (const { text, path } of strings(source.value)) for (const [id] of text.matchAll(ID)) if (!worldIds.has(id)) worldIds.set(id, source.where(path));
  }
  return sources.flatMap((source) =>
    notFoundBodies(source.value).flatMap(({ body, path }) =>
      strings(body).flatMap(({ text, path: inner }) =>
        [...text.matchAll(ID)]
          .filter(([id]) => worldIds.has(id))
          .map(([id]) => ({
            rule: 'not-found-names-no-object',
            message: `this 404 example says ${id} does not exist, but the examples show it (${worldIds.get(id)}) on the server the samples call; name an id no example uses, well-formed for its prefix`,
            places: [source.where([...path, ...inner])],
          })),
      ),
    ),
  );
}
