/**
 * What catch-up with `updated_after` can recover: the lists that take the parameter, and the
 * events whose object none of them returns, with what to do instead (`src/data/catch-up.ts`).
 */
import type { ApiModel } from '../api-model';
import { CATCH_UP_INSTEAD } from '../../src/data/catch-up';

/** The query parameter that finds the objects changed since a moment. */
export const CATCH_UP_PARAMETER = 'updated_after';

export interface CatchUpGap {
  /** The component schema of the events' `data.object`, e.g. `KycDocument`. */
  object: string;
  events: string[];
  /** Markdown: what to do instead. */
  instead: string;
}

export interface CatchUpData {
  lists: { summary: string; route: string; objects: string[] }[];
  gaps: CatchUpGap[];
}

type Json = Record<string, unknown>;
const refName = (node: unknown) => {
  const ref = (node as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' ? ref.split('/').at(-1) : undefined;
};

/** The component schemas a list response holds in `data`, through `$ref`s, `allOf` and `oneOf`. */
function listedSchemas(doc: Json, node: unknown, seen = new Set<unknown>()): string[] {
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  seen.add(node);
  const components = doc.components as Record<string, Record<string, unknown>>;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string') {
    const [, , section, name] = ref.split('/');
    return listedSchemas(doc, components[section]?.[name], seen);
  }
  const schema = node as Json;
  const fromParts = ['allOf', 'oneOf', 'anyOf'].flatMap((key) => ((schema[key] as unknown[]) ?? []).flatMap((part) => listedSchemas(doc, part, seen)));
  const content = (schema.content as Record<string, Json> | undefined)?.['application/json'];
  if (content) return listedSchemas(doc, content.schema, seen);
  const items = ((schema.properties as Json | undefined)?.data as Json | undefined)?.items;
  if (!items) return fromParts;
  const variants = ((doc.components as Record<string, Record<string, Json>>).schemas[refName(items) ?? '']?.oneOf as unknown[] | undefined) ?? [];
  return [...fromParts, refName(items) ?? '', ...variants.map(refName).filter((name): name is string => Boolean(name))].filter(Boolean);
}

export function catchUpData(model: ApiModel, payloads: readonly { type: string; objectName: string }[]): CatchUpData {
  const doc = model.spec.bundled as unknown as Json;
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const lists = model.operations
    .filter((op) => op.method === 'get' && op.parameters.some((parameter) => parameter.name === CATCH_UP_PARAMETER))
    .map((op) => ({ summary: op.summary, route: op.route, objects: [...new Set(listedSchemas(doc, (paths[op.path].get.responses as Json)['200']))] }));
  const listed = new Set(lists.flatMap((list) => list.objects));
  const gaps = new Map<string, string[]>();
  for (const payload of payloads) if (!listed.has(payload.objectName)) gaps.set(payload.objectName, [...(gaps.get(payload.objectName) ?? []), payload.type]);
  const problems = [
    ...[...gaps.keys()].filter((object) => !CATCH_UP_INSTEAD[object]).map((object) => `events about ${object} (${gaps.get(object)!.join(', ')}) cannot be recovered with ${CATCH_UP_PARAMETER}: say what to do instead in src/data/catch-up.ts`),
    ...Object.keys(CATCH_UP_INSTEAD).filter((object) => !gaps.has(object)).map((object) => `src/data/catch-up.ts: ${object} is returned by a list that takes ${CATCH_UP_PARAMETER}, or by no event: remove its entry`),
  ];
  if (problems.length > 0) throw new Error(`catch-up:\n  ${problems.join('\n  ')}`);
  return { lists, gaps: [...gaps].map(([object, events]) => ({ object, events: events.sort(), instead: CATCH_UP_INSTEAD[object] })) };
}
