import type { JsonSchema } from '../../api-model';
import type { EnumValue, SchemaNode, SchemaVariant } from './types';

export type { JsonSchema } from '../../api-model';

/** Trimmed Markdown, or undefined when there is none. */
export const markdownText = (text: unknown): string | undefined => (typeof text === 'string' && text.trim() ? text.trim() : undefined);

// After dereferencing, recursive schemas are replaced by this marker string.
const CIRCULAR = /^circular\((.*)\)$/;

const MAX_DEPTH = 12;

/** Merges `allOf` parts into one schema: properties and required lists are combined. */
export function mergeAllOf(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  const merged: JsonSchema = {};
  for (const part of [...allOf.map(mergeAllOf), rest]) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') {
        merged.properties = { ...merged.properties, ...(value as Record<string, JsonSchema>) };
      } else if (key === 'required') {
        merged.required = [...new Set([...(merged.required ?? []), ...(value as string[])])];
      } else if (key === 'title' && rest.title === undefined && merged.title !== undefined) {
        // Keep the first part's title only when the whole has none of its own.
      } else {
        merged[key] = value;
      }
    }
  }
  if (merged.properties && merged.type === undefined) merged.type = 'object';
  return merged;
}

const isNullSchema = (s: JsonSchema | string) => typeof s === 'object' && (s.type === 'null' || s.const === null);

/**
 * `oneOf: [X, {type: null}]` (OpenAPI 3.1's nullable) reads better as X, nullable: X's own
 * shape (fields, or alternatives when X is itself a `oneOf`) with `null` in its type list.
 */
export function collapseNullable(schema: JsonSchema): JsonSchema {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (!options || options.length < 2 || !options.some(isNullSchema)) continue;
    const others = options.filter((o) => !isNullSchema(o));
    const rest: JsonSchema = { ...schema };
    delete rest[key];
    const base: JsonSchema =
      others.length === 1 && typeof others[0] === 'object' ? mergeAllOf(others[0]) : { [key]: others };
    // The field's own description wins over the description of the schema it refers to.
    const merged: JsonSchema = { ...base, ...rest };
    const types = typeList(merged);
    merged.type = [...types.filter((type) => type !== 'null'), 'null'];
    return merged;
  }
  return schema;
}

function typeList(schema: JsonSchema): string[] {
  const types = Array.isArray(schema.type) ? [...schema.type] : schema.type ? [schema.type] : [];
  if (schema.nullable && !types.includes('null')) types.push('null');
  if (types.length === 0 && schema.properties) types.push('object');
  if (types.length === 0 && schema.items) types.push('array');
  return types;
}

/** The alternatives of a `oneOf`/`anyOf`, null left out (it reads as "nullable"). */
const alternativesOf = (schema: JsonSchema) => (schema.oneOf ?? schema.anyOf ?? []).filter((option) => !isNullSchema(option));

/** The type in words, without `null` (shown as "nullable" instead). */
export function describeType(schema: JsonSchema): string {
  const types = typeList(schema).filter((type) => type !== 'null');
  const described = types.map((type) => {
    if (type === 'array' && schema.items) {
      const items = typeof schema.items === 'string' ? {} : collapseNullable(mergeAllOf(schema.items));
      return `array of ${describeType(items)}`;
    }
    if (type === 'object' && schema.title) return `object (${schema.title})`;
    if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
    return type;
  });
  if (described.length > 0) return described.join(' | ');
  // No type of its own: name the alternatives' types, e.g. `object (BankAccount)` for a oneOf of objects.
  const alternatives = alternativesOf(schema).map((option) => (typeof option === 'string' ? 'object' : describeType(mergeAllOf(option))));
  if (alternatives.length === 0) return 'any';
  const kinds = [...new Set(alternatives.map((type) => type.replace(/ \(.*\)$/, '')))];
  if (kinds.length === 1) return schema.title ? `${kinds[0]} (${schema.title})` : kinds[0];
  return [...new Set(alternatives)].join(' | ');
}

const json = (value: unknown): string => JSON.stringify(value);

/** Constraints in words, in the order a reader checks them. */
export function describeConstraints(schema: JsonSchema): string[] {
  const c: string[] = [];
  const s = schema as Record<string, unknown>;
  if (s.const !== undefined) c.push(`always ${json(s.const)}`);
  if (s.minLength !== undefined && s.maxLength !== undefined) c.push(`${s.minLength}–${s.maxLength} characters`);
  else if (s.minLength !== undefined) c.push(`≥ ${s.minLength} characters`);
  else if (s.maxLength !== undefined) c.push(`≤ ${s.maxLength} characters`);
  if (s.minimum !== undefined) c.push(`≥ ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) c.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) c.push(`≤ ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) c.push(`< ${s.exclusiveMaximum}`);
  if (s.multipleOf !== undefined) c.push(`multiple of ${s.multipleOf}`);
  if (s.minItems !== undefined) c.push(`≥ ${s.minItems} items`);
  if (s.maxItems !== undefined) c.push(`≤ ${s.maxItems} items`);
  if (s.uniqueItems === true) c.push('unique items');
  if (typeof s.pattern === 'string') c.push(`pattern ${s.pattern}`);
  return c;
}

/** Per-value descriptions, as the `x-enumDescriptions` map or the `x-enum-descriptions` list. */
function enumDescriptions(schema: JsonSchema): Record<string, string> {
  const given = schema['x-enumDescriptions'] ?? schema['x-enum-descriptions'];
  if (Array.isArray(given) && Array.isArray(schema.enum)) {
    return Object.fromEntries(schema.enum.map((v, i) => [String(v), String(given[i] ?? '')]));
  }
  if (given && typeof given === 'object') return given as Record<string, string>;
  return {};
}

function withDescription(value: EnumValue, description: unknown): EnumValue {
  const text = markdownText(description);
  return text ? { ...value, description: text } : value;
}

function enumValues(schema: JsonSchema): EnumValue[] | undefined {
  // `oneOf: [{const, description}, ...]` is the JSON Schema way to document each value.
  const constOptions = schema.oneOf ?? schema.anyOf;
  if (constOptions && constOptions.length > 0 && constOptions.every((o) => typeof o === 'object' && o.const !== undefined)) {
    return constOptions.map((o) => withDescription({ value: String(o.const) }, o.description));
  }
  const items = schema.items && typeof schema.items === 'object' ? mergeAllOf(schema.items) : undefined;
  const source = Array.isArray(schema.enum) ? schema : items && Array.isArray(items.enum) ? items : undefined;
  if (!source?.enum) return undefined;
  const descriptions = enumDescriptions(source);
  return source.enum
    .filter((v) => v !== null)
    .map((v) => withDescription({ value: String(v) }, descriptions[String(v)]));
}

function exampleOf(schema: JsonSchema): string | undefined {
  const value = schema.example !== undefined ? schema.example : Array.isArray(schema.examples) ? schema.examples[0] : undefined;
  if (value === undefined) return undefined;
  return JSON.stringify(value);
}

/**
 * The object's table with each top-level field's example taken from the object's own example,
 * where that holds a plain value for it: a shared field schema (an event's `id`, `created_at`)
 * carries one example for every object that uses it, which would make every table show the same
 * event. A field the example leaves out or holds as an object keeps its own.
 */
export function withFieldExamplesFrom(node: SchemaNode, example: unknown): SchemaNode {
  if (!example || typeof example !== 'object' || Array.isArray(example) || !node.properties) return node;
  const values = example as Record<string, unknown>;
  return {
    ...node,
    properties: node.properties.map((field) => {
      const value = field.name === undefined ? undefined : values[field.name];
      return value === undefined || (value !== null && typeof value === 'object') ? field : { ...field, example: JSON.stringify(value) };
    }),
  };
}

/** The property whose constant value tells the alternatives apart: the declared discriminator, or a `const` every option has. */
function discriminatorOf(schema: JsonSchema, options: JsonSchema[]): string | undefined {
  const declared = (schema.discriminator as { propertyName?: unknown } | undefined)?.propertyName;
  if (typeof declared === 'string') return declared;
  if (options.length < 2) return undefined;
  const [first, ...others] = options;
  return Object.keys(first.properties ?? {}).find(
    (name) => constValue(first.properties?.[name]) !== undefined && others.every((option) => constValue(option.properties?.[name]) !== undefined),
  );
}

function constValue(schema: JsonSchema | string | undefined): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.const !== undefined) return String(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length === 1) return String(schema.enum[0]);
  return undefined;
}

function variantLabel(option: JsonSchema, index: number, discriminatorValue: string | undefined): string {
  if (option.title) return option.title;
  if (discriminatorValue !== undefined) return discriminatorValue;
  // A constant field names the option well enough (`"type": "individual"`).
  for (const prop of Object.values(option.properties ?? {})) {
    const value = constValue(prop);
    if (value !== undefined) return value;
  }
  return `Option ${index + 1}: ${describeType(option)}`;
}

function objectFields(schema: JsonSchema, depth: number): SchemaNode[] | undefined {
  if (!schema.properties) return undefined;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, child]) =>
    toSchemaNode(child, { name, required: required.has(name), depth: depth + 1 }),
  );
}

interface NodeOptions {
  name?: string;
  required?: boolean;
  depth?: number;
}

/** Turns a resolved JSON Schema into the tree the reference renders. */
export function toSchemaNode(input: JsonSchema | string | undefined, options: NodeOptions = {}): SchemaNode {
  const depth = options.depth ?? 0;
  const base: SchemaNode = { type: 'any' };
  if (options.name !== undefined) base.name = options.name;
  if (options.required) base.required = true;

  if (typeof input === 'string') {
    const circular = CIRCULAR.exec(input);
    return { ...base, type: circular?.[1] ? `object (${circular[1]}, recursive)` : 'object (recursive)' };
  }
  if (!input) return base;

  const schema = collapseNullable(mergeAllOf(input));
  const node: SchemaNode = { ...base, type: describeType(schema) };
  if (typeList(schema).includes('null')) node.nullable = true;
  if (schema.readOnly) node.readOnly = true;
  if (schema.writeOnly) node.writeOnly = true;
  if (schema.deprecated) node.deprecated = true;
  if (schema.deprecated && typeof schema['x-sunset'] === 'string') node.sunset = schema['x-sunset'];
  const description = markdownText(schema.description);
  if (description) node.description = description;
  const values = enumValues(schema);
  if (values) node.enum = values;
  const constraints = describeConstraints(schema);
  if (constraints.length) node.constraints = constraints;
  if (schema.default !== undefined) node.default = json(schema.default);
  const example = exampleOf(schema);
  if (example !== undefined) node.example = example;
  if (depth >= MAX_DEPTH) return node;

  const items = schema.items && typeof schema.items === 'object' ? mergeAllOf(schema.items) : undefined;
  const fields = objectFields(schema, depth) ?? (items ? objectFields(items, depth) : undefined);
  if (fields?.length) node.properties = fields;

  const owner = schema.oneOf || schema.anyOf ? schema : items;
  const alternatives = values || !owner ? [] : alternativesOf(owner);
  if (owner && alternatives.length > 0) {
    const kind = owner.oneOf ? 'oneOf' : 'anyOf';
    const resolved = alternatives.map((option) => (typeof option === 'string' ? {} : mergeAllOf(option)));
    const discriminator = discriminatorOf(owner, resolved);
    const options: SchemaVariant[] = alternatives.map((option, index) => {
      const value = discriminator ? constValue(resolved[index].properties?.[discriminator]) : undefined;
      return {
        label: typeof option === 'string' ? `Option ${index + 1}` : variantLabel(resolved[index], index, value),
        ...(value !== undefined ? { discriminatorValue: value } : {}),
        schema: toSchemaNode(option, { depth: depth + 1 }),
      };
    });
    node.variants = { kind, ...(discriminator ? { discriminator } : {}), options };
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object' && !node.properties) {
    node.type = `object (map of ${describeType(mergeAllOf(schema.additionalProperties))})`;
  }
  return node;
}

/** The node with `edit` applied to every description in it (fields, values, variants). */
export function mapDescriptions(node: SchemaNode, edit: (markdown: string) => string): SchemaNode {
  const mapped: SchemaNode = { ...node };
  if (node.description) mapped.description = edit(node.description);
  if (node.enum) mapped.enum = node.enum.map((value) => (value.description ? { ...value, description: edit(value.description) } : value));
  if (node.properties) mapped.properties = node.properties.map((child) => mapDescriptions(child, edit));
  if (node.variants) {
    mapped.variants = { ...node.variants, options: node.variants.options.map((option) => ({ ...option, schema: mapDescriptions(option.schema, edit) })) };
  }
  return mapped;
}
