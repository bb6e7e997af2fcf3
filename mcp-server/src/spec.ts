// Anchors are kept unique with the reference's own rule, so that every anchor given is the page's.
import type { AnchorSet } from '../../plugins/api-reference/view/anchors';
import { LookupError } from './failures';
import type { Site } from './site';
import { firstSentence } from './text';

/** Any JSON Schema or OpenAPI object, as it is in the published `openapi.json`. */
export type Json = Record<string, unknown>;

export interface OpenApi {
  servers?: { url: string; description?: string }[];
  security?: Record<string, string[]>[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Json>>;
  webhooks?: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, Json>; securitySchemes?: Record<string, Json> } & Json;
}

export const OPENAPI_PATH = '/openapi.json';

/**
 * The API description the site publishes, parsed once per copy: a redeploy is picked up when
 * the site's copy is revalidated, and a copy that is not valid JSON never replaces a good one.
 */
export function loadSpec(site: Site): Promise<OpenApi> {
  return site.readParsed(OPENAPI_PATH, (body) => {
    let spec: OpenApi;
    try {
      spec = JSON.parse(body.toString('utf8')) as OpenApi;
    } catch (error) {
      throw new LookupError(`${site.link(OPENAPI_PATH)} is not valid JSON: ${(error as Error).message}`);
    }
    if (typeof spec !== 'object' || spec === null || typeof spec.paths !== 'object') throw new LookupError(`${site.link(OPENAPI_PATH)} is not an OpenAPI description (no paths)`);
    return spec;
  });
}

/** Follows a local `$ref` (`#/components/schemas/Card`); returns the node and the name it was referenced by. */
export function deref(spec: OpenApi, node: unknown): { node: Json; name?: string } {
  let current = node as Json;
  let name: string | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const ref = current.$ref as string;
    name = ref.split('/').pop();
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], spec);
    // A $ref beside other keywords (3.1): the siblings override the target's.
    const siblings = Object.fromEntries(Object.entries(current).filter(([key]) => key !== '$ref'));
    current = { ...(target as Json), ...siblings };
  }
  return { node: current ?? {}, name };
}

/** One field of a body, flattened: its dotted path and what a developer needs to send or read it. */
export interface Field {
  path: string;
  anchor: string;
  type: string;
  required: boolean;
  description: string;
  enum?: string[];
  constraints: string[];
  /** The `oneOf` alternative the field belongs to (its discriminator value or name). */
  variant?: string;
}

const isNull = (schema: Json) => schema.type === 'null' || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null');

function alternatives(spec: OpenApi, schema: Json): { node: Json; name?: string }[] {
  const options = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  return (options ?? []).map((option) => deref(spec, option)).filter((option) => !isNull(option.node));
}

function nullable(spec: OpenApi, schema: Json): boolean {
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  const options = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  return (options ?? []).some((option) => isNull(deref(spec, option).node));
}

/** allOf merged into one schema (properties and required lists joined). */
function merged(spec: OpenApi, schema: Json): Json {
  if (!Array.isArray(schema.allOf)) return schema;
  const parts = (schema.allOf as unknown[]).map((part) => merged(spec, deref(spec, part).node));
  const own = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'allOf'));
  return parts.reduce<Json>(
    (all, part) => ({
      ...part,
      ...all,
      properties: { ...(part.properties as Json | undefined), ...(all.properties as Json | undefined) },
      required: [...((part.required as string[] | undefined) ?? []), ...((all.required as string[] | undefined) ?? [])],
    }),
    own,
  );
}

/** `string (date-time)`, `object (Card)`, `array of object (FieldError)`, with `, nullable`. */
export function typeName(spec: OpenApi, raw: unknown): string {
  const { node: schema0, name } = deref(spec, raw);
  const schema = merged(spec, schema0);
  const options = alternatives(spec, schema);
  let base: string;
  if (options.length === 1 && !schema.type) {
    base = typeName(spec, ((schema.oneOf ?? schema.anyOf) as unknown[]).find((option) => !isNull(deref(spec, option).node)));
    return nullable(spec, schema) && !base.endsWith('nullable') ? `${base}, nullable` : base;
  }
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter((t) => t !== 'null') as string[];
  if (types.includes('array')) {
    base = `array of ${typeName(spec, schema.items ?? {})}`;
  } else if (types.length > 0) {
    base = types.join(' or ');
    if (schema.format) base += ` (${String(schema.format)})`;
    else if (name && types.includes('object')) base += ` (${name})`;
    else if (types.includes('object') && schema.additionalProperties && !schema.properties) base += ' (map)';
  } else if (options.length > 0) {
    base = `one of ${options.map((option) => option.name ?? typeName(spec, option.node)).join(', ')}`;
  } else if (schema.const !== undefined) {
    base = typeof schema.const;
  } else {
    base = name ? `object (${name})` : 'any';
  }
  return nullable(spec, schema) ? `${base}, nullable` : base;
}

/** A schema's limits, compactly: `length 1–64`, `0–100`, `items ≤ 5`, `pattern …`, `default …`. */
export function constraintsOf(schema: Json): string[] {
  const found: string[] = [];
  const range = (min: unknown, max: unknown, what: string) => {
    if (min !== undefined && max !== undefined) found.push(`${what}${String(min)}–${String(max)}`);
    else if (min !== undefined) found.push(`${what}≥ ${String(min)}`);
    else if (max !== undefined) found.push(`${what}≤ ${String(max)}`);
  };
  range(schema.minLength, schema.maxLength, 'length ');
  range(schema.minimum, schema.maximum, '');
  if (schema.exclusiveMinimum !== undefined) found.push(`> ${String(schema.exclusiveMinimum)}`);
  if (schema.exclusiveMaximum !== undefined) found.push(`< ${String(schema.exclusiveMaximum)}`);
  range(schema.minItems, schema.maxItems, 'items ');
  if (schema.pattern !== undefined) found.push(`pattern ${String(schema.pattern)}`);
  if (schema.const !== undefined) found.push(`always ${JSON.stringify(schema.const)}`);
  if (schema.default !== undefined) found.push(`default ${JSON.stringify(schema.default)}`);
  return found;
}

function enumOf(spec: OpenApi, schema: Json): string[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum.filter((value) => value !== null).map(String);
  const consts = alternatives(spec, schema).map((option) => option.node.const);
  if (consts.length > 0 && consts.every((value) => value !== undefined)) return consts.map(String);
  if (schema.items) return enumOf(spec, deref(spec, schema.items).node);
  return undefined;
}

/** The schema an alternative-less field stands for: `X | null` is X. */
function core(spec: OpenApi, raw: unknown): Json {
  const schema = merged(spec, deref(spec, raw).node);
  const options = alternatives(spec, schema);
  if (options.length === 1 && !schema.properties) return core(spec, options[0].node);
  return schema;
}


const MAX_DEPTH = 6;

/**
 * Every field of a body schema, parents before children, with the anchor the endpoint page
 * gives it (`{prefix}-{path}`; README, "How the API reference is produced").
 */
export function fieldsOf(spec: OpenApi, raw: unknown, prefix: string, anchors: AnchorSet, parentPath = '', qualifier?: string, variant?: string, depth = 0): Field[] {
  if (depth > MAX_DEPTH) return [];
  let schema = core(spec, raw);
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) schema = core(spec, schema.items ?? {});
  const out: Field[] = [];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const [name, child] of Object.entries((schema.properties as Json | undefined) ?? {})) {
    const childSchema = core(spec, child);
    const path = parentPath ? `${parentPath}.${name.replace(/\s+/g, '_')}` : name.replace(/\s+/g, '_');
    const own = deref(spec, child).node;
    out.push({
      path,
      anchor: anchors.take(`${prefix}-${path}`, qualifier),
      type: typeName(spec, child),
      required: required.has(name),
      description: firstSentence(String(own.description ?? childSchema.description ?? ''), parentPath ? 90 : 140),
      enum: enumOf(spec, childSchema),
      constraints: constraintsOf({ ...childSchema, ...own }),
      ...(variant ? { variant } : {}),
    });
    out.push(...fieldsOf(spec, child, prefix, anchors, path, qualifier, variant, depth + 1));
  }
  const options = alternatives(spec, schema);
  if (!schema.properties && options.length > 1) {
    const discriminator = (schema.discriminator as { propertyName?: string } | undefined)?.propertyName ?? commonConst(spec, options.map((o) => o.node));
    options.forEach((option, index) => {
      const value = discriminator ? (core(spec, (option.node.properties as Json | undefined)?.[discriminator] ?? {}).const as string | undefined) : undefined;
      out.push(...fieldsOf(spec, option.node, prefix, anchors, parentPath, value ?? `option-${index + 1}`, value ?? option.name ?? `option ${index + 1}`, depth + 1));
    });
  }
  return out;
}

function commonConst(spec: OpenApi, options: Json[]): string | undefined {
  const first = Object.keys((options[0]?.properties as Json | undefined) ?? {});
  return first.find((key) => options.every((option) => core(spec, (option.properties as Json | undefined)?.[key] ?? {}).const !== undefined));
}

/** One field as a line: `- \`path\` type, required — description; one of: …; constraints (#anchor)`. */
export function fieldLine(field: Field, withAnchor = true): string {
  const parts = [`\`${field.path}\` ${field.type}, ${field.required ? 'required' : 'optional'}`];
  let detail = field.description;
  if (field.enum && field.enum.length > 0) detail += `${detail ? ' ' : ''}One of: ${field.enum.map((value) => `\`${value}\``).join(', ')}.`;
  if (field.constraints.length > 0) detail += `${detail ? ' ' : ''}(${field.constraints.join('; ')})`;
  const variant = field.variant ? ` [${field.variant}]` : '';
  return `- ${parts[0]}${variant}${detail ? ` — ${detail}` : ''}${withAnchor ? ` #${field.anchor}` : ''}`;
}
