/**
 * What one version of the spec lets an example show: for each object name (`customer`, `wallet`,
 * an event type), every field path its schema defines and the values an enum field allows. Paths
 * are dotted, an array item is `[]` and a key of a map is `*` (`card_payment.original_amount.currency`,
 * `data[]`, `metadata.*`).
 */
import { deref, type JsonValue, type OpenApiDocument } from './spec';

/** Each path's allowed values, `null` where any value of its type is allowed. */
export type PathIndex = Map<string, Set<string> | null>;

export interface SchemaPaths {
  /** By the schema's `object` value; every schema of one name together. */
  objects: Map<string, PathIndex>;
  /** An event's envelope, by its type. */
  events: Map<string, PathIndex>;
}

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

const resolver = (document: OpenApiDocument) => (node: unknown): unknown => deref(document, node as JsonValue, '').node;

const allowed = (schema: Schema): Set<string> | null => {
  if (schema.const !== undefined) return new Set([String(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.filter((value) => value !== null).map(String));
  return null;
};

function addPath(index: PathIndex, path: string, values: Set<string> | null) {
  if (!index.has(path)) return void index.set(path, values);
  const known = index.get(path);
  if (known === null || values === null) return void index.set(path, null);
  for (const value of values) known!.add(value);
}

/** Every path under a schema, alternatives (`oneOf`, `anyOf`, `allOf`) together. */
function indexSchema(root: unknown, resolve: (node: unknown) => unknown): PathIndex {
  const index: PathIndex = new Map();
  const visit = (node: unknown, path: string, depth: number) => {
    const schema = resolve(node);
    if (!isObject(schema) || depth > 14 || schema.type === 'null') return;
    const parts = ['allOf', 'oneOf', 'anyOf'].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []));
    if (path) {
      // A schema made only of alternatives adds no values of its own: each alternative adds its
      // enum, or any value when it has none, so one open alternative opens the path.
      const own = allowed(schema);
      if (own !== null || parts.length === 0) addPath(index, path, own);
    }
    for (const part of parts) visit(part, path, depth + 1);
    if (isObject(schema.properties)) {
      for (const [name, child] of Object.entries(schema.properties)) visit(child, path ? `${path}.${name}` : name, depth + 1);
    }
    if (schema.items !== undefined) visit(schema.items, `${path}[]`, depth + 1);
    if (isObject(schema.additionalProperties) || schema.additionalProperties === true) visit(schema.additionalProperties === true ? {} : schema.additionalProperties, `${path}.*`, depth + 1);
  };
  visit(root, '', 0);
  return index;
}

const objectNames = (schema: unknown, resolve: (node: unknown) => unknown): string[] => {
  const resolved = resolve(schema);
  if (!isObject(resolved)) return [];
  const own = isObject(resolved.properties) ? resolve(resolved.properties.object) : undefined;
  const names = isObject(own) ? [...(allowed(own) ?? [])] : [];
  return [...names, ...(Array.isArray(resolved.allOf) ? resolved.allOf.flatMap((part) => objectNames(part, resolve)) : [])];
};

function merge(into: PathIndex, from: PathIndex) {
  for (const [path, values] of from) addPath(into, path, values === null ? null : new Set(values));
}

export function schemaPaths(document: OpenApiDocument): SchemaPaths {
  const resolve = resolver(document);
  const objects = new Map<string, PathIndex>();
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  for (const schema of Object.values(schemas)) {
    for (const name of objectNames(schema, resolve).filter((object) => object !== 'event')) {
      if (!objects.has(name)) objects.set(name, new Map());
      merge(objects.get(name)!, indexSchema(schema, resolve));
    }
  }
  const events = new Map<string, PathIndex>();
  for (const [type, item] of Object.entries((document.webhooks ?? {}) as Record<string, unknown>)) {
    const operation = isObject(item) ? resolve(item.post) : undefined;
    const body = isObject(operation) ? resolve(operation.requestBody) : undefined;
    const content = isObject(body) && isObject(body.content) ? body.content['application/json'] : undefined;
    if (isObject(content)) events.set(type, indexSchema(content.schema, resolve));
  }
  return { objects, events };
}
