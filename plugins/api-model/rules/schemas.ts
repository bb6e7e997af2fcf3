import type { JsonValue } from '../load';
import { allSchemas, deref, isObject } from '../walk';
import { effectiveDescription, nonNullSchema, typesOf } from './schema-utils';
import type { Finding, Rule } from './types';

/** Every property of every schema has a description (its own or the one of the schema it refers to). */
export const propertyDescription: Rule = (doc) => {
  const findings: Finding[] = [];
  for (const { schema, pointer } of allSchemas(doc)) {
    if (!isObject(schema.properties)) continue;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!effectiveDescription(doc, property)) {
        findings.push({ pointer: `${pointer}/properties/${name}`, rule: 'property-description', message: `property \`${name}\` has no description` });
      }
    }
  }
  return findings;
};

/** Every enum value is explained: the schema's description names each value in backticks. */
export const enumValuesDescribed: Rule = (doc) => {
  const findings: Finding[] = [];
  for (const { schema, pointer } of allSchemas(doc)) {
    if (!Array.isArray(schema.enum)) continue;
    const description = typeof schema.description === 'string' ? schema.description : '';
    const missing = schema.enum.filter((value) => !description.includes(`\`${String(value)}\``));
    if (missing.length > 0) {
      findings.push({ pointer, rule: 'enum-values-described', message: `enum values not described: ${missing.map((value) => String(value)).join(', ')}` });
    }
  }
  return findings;
};

const ID_PATTERN = /^\^([a-z]+)_\[0-9A-Za-z\]\{16,32\}\$$/;

/** Ids (`id`, `*_id`) are strings with a type-prefix pattern and an example that matches it. */
export const prefixedIds: Rule = (doc) => {
  const findings: Finding[] = [];
  const check = (name: string, property: JsonValue, at: string) => {
    const target = nonNullSchema(doc, property);
    const pattern = isObject(target) && typeof target.pattern === 'string' ? target.pattern : '';
    if (!ID_PATTERN.test(pattern)) {
      findings.push({ pointer: at, rule: 'prefixed-ids', message: `\`${name}\` must be a prefixed id with pattern ^<prefix>_[0-9A-Za-z]{16,32}$ (found ${pattern || 'no pattern'})` });
      return;
    }
    const example = isObject(property) && property.example !== undefined ? property.example : isObject(target) ? target.example : undefined;
    if (typeof example !== 'string' || !new RegExp(pattern).test(example)) {
      findings.push({ pointer: at, rule: 'prefixed-ids', message: `\`${name}\` needs an example matching ${pattern}` });
    }
  };
  for (const { schema, pointer } of allSchemas(doc)) {
    if (!isObject(schema.properties)) continue;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (name === 'id' || name.endsWith('_id')) check(name, property, `${pointer}/properties/${name}`);
    }
  }
  return findings;
};

/** Timestamps (`*_at`, `as_of`, `time`) are RFC 3339 strings: `type: string, format: date-time`. */
export const timestamps: Rule = (doc) => {
  const findings: Finding[] = [];
  for (const { schema, pointer } of allSchemas(doc)) {
    if (!isObject(schema.properties)) continue;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!name.endsWith('_at') && name !== 'as_of' && name !== 'time') continue;
      const target = deref(doc, property, '').node;
      const types = typesOf(doc, property);
      if (!isObject(target) || target.format !== 'date-time' || !types.includes('string')) {
        findings.push({ pointer: `${pointer}/properties/${name}`, rule: 'timestamps', message: `\`${name}\` must be an RFC 3339 timestamp (type string, format date-time)` });
      }
    }
  }
  return findings;
};

/** Objects (schemas with `id` and `object`) have `created_at`, and `updated_at` when they have a `status` that changes. */
export const objectFields: Rule = (doc) => {
  const findings: Finding[] = [];
  const schemas = isObject(doc.components.schemas) ? doc.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || !isObject(schema.properties)) continue;
    const properties = schema.properties;
    if (!('id' in properties && 'object' in properties)) continue;
    const pointer = `/components/schemas/${name}/properties`;
    if (!('created_at' in properties)) findings.push({ pointer, rule: 'object-fields', message: `${name} is an object (id, object) without created_at` });
    if ('status' in properties && !('updated_at' in properties)) findings.push({ pointer, rule: 'object-fields', message: `${name} has a status that changes but no updated_at` });
  }
  return findings;
};
