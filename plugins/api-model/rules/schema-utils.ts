import type { JsonObject, JsonValue, OpenApiDocument } from '../load';
import { deref, isObject } from '../walk';

/** The types a schema allows (`type: [string, 'null']` gives both), following `$ref`s and nullable `oneOf`s. */
export function typesOf(doc: OpenApiDocument, schema: JsonValue | undefined): string[] {
  const target = deref(doc, schema, '').node;
  if (!isObject(target)) return [];
  if (typeof target.type === 'string') return [target.type];
  if (Array.isArray(target.type)) return target.type.filter((type): type is string => typeof type === 'string');
  if (target.const !== undefined) return [typeof target.const === 'number' ? 'integer' : typeof target.const];
  const branches = [...asList(target.oneOf), ...asList(target.anyOf), ...asList(target.allOf)];
  return [...new Set(branches.flatMap((branch) => typesOf(doc, branch)))];
}

/** The non-null schema behind a property: follows `$ref`s and picks the non-null branch of `oneOf: [X, {type: null}]`. */
export function nonNullSchema(doc: OpenApiDocument, schema: JsonValue | undefined): JsonObject | undefined {
  const target = deref(doc, schema, '').node;
  if (!isObject(target)) return undefined;
  const branches = asList(target.oneOf ?? target.anyOf);
  const real = branches.filter((branch) => !(isObject(branch) && branch.type === 'null'));
  if (branches.length > 0 && real.length === 1) return nonNullSchema(doc, real[0]);
  return target;
}

/** Properties and required names of an object schema, merged over `allOf` branches. */
export function objectShape(doc: OpenApiDocument, schema: JsonValue | undefined): { properties: Record<string, JsonValue>; required: Set<string> } {
  const properties: Record<string, JsonValue> = {};
  const required = new Set<string>();
  const visit = (node: JsonValue | undefined) => {
    const target = deref(doc, node, '').node;
    if (!isObject(target)) return;
    if (isObject(target.properties)) Object.assign(properties, target.properties);
    for (const name of asList(target.required)) if (typeof name === 'string') required.add(name);
    for (const branch of asList(target.allOf)) visit(branch);
  };
  visit(schema);
  return { properties, required };
}

/** The description a reader sees for a property: its own, or that of the schema it refers to. */
export function effectiveDescription(doc: OpenApiDocument, schema: JsonValue | undefined): string | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.description === 'string' && schema.description.trim()) return schema.description;
  if (typeof schema.$ref === 'string') return effectiveDescription(doc, deref(doc, schema, '').node);
  return undefined;
}

export function asList(value: JsonValue | undefined): JsonValue[] {
  return Array.isArray(value) ? value : [];
}
