/**
 * Errors a request field brings to every operation that takes it: a schema's `x-errors`
 * ({ code, when }, `when` read after the field's name: "`individual.nationality` names a country
 * your program does not serve"). The field's description may name the code; the operation's
 * error table lists it from here, so the code is written once, where the field is.
 */
import type { ErrorCodeEntry } from './error-codes';
import type { JsonSchema, ParameterModel, RequestBodyModel } from './types';
import { OPERATION_ERRORS_EXTENSION, type OperationErrorModel } from './operation-errors';

type Schema = JsonSchema & Record<string, unknown>;

export interface FieldError {
  code: string;
  when: string;
  /** The field's dotted path in the request body, or the parameter's name. */
  field: string;
  /** JSON pointer of the `x-errors` entry, through `$ref`s as a reader follows them, from the `at` pointers given. */
  pointer: string;
}

/** Follows a `$ref` to its schema (keywords beside it win); the identity on a dereferenced document. */
export type FollowRef = (node: unknown) => Schema | undefined;

const asSchema: FollowRef = (node) => (node && typeof node === 'object' && !Array.isArray(node) ? (node as Schema) : undefined);
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every schema of a request with its dotted path, through `allOf`/`oneOf`/`anyOf` and array items. */
function visitFields(raw: unknown, path: string, pointer: string, visit: (schema: Schema, path: string, pointer: string) => void, follow: FollowRef, seen = new Set<unknown>()): void {
  const schema = follow(raw);
  if (!schema || seen.has(raw) || seen.has(schema)) return;
  seen.add(raw).add(schema);
  if (path) visit(schema, path, pointer);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    visitFields(property, path ? `${path}.${name}` : name, `${pointer}/properties/${escape(name)}`, visit, follow, new Set(seen));
  }
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) (schema[keyword] ?? []).forEach((part, index) => visitFields(part, path, `${pointer}/${keyword}/${index}`, visit, follow, seen));
  if (schema.items) visitFields(schema.items, path, `${pointer}/items`, visit, follow, seen);
}

export interface RequestFieldOptions {
  /** How to follow a `$ref`, for a bundled document; a dereferenced one needs none. */
  follow?: FollowRef;
  /** Where the parameters (one pointer each, in order) and the request body are, for `FieldError.pointer`. */
  at?: { parameters: string[]; requestBody: string };
}

/** The `x-errors` of every field of the operation's request (parameters and JSON or form body). */
export function requestFieldErrors(parameters: ParameterModel[], requestBody: RequestBodyModel | undefined, { follow = asSchema, at }: RequestFieldOptions = {}): FieldError[] {
  const found: FieldError[] = [];
  const collect = (schema: Schema, field: string, pointer: string) => {
    const raw = schema[OPERATION_ERRORS_EXTENSION];
    if (!Array.isArray(raw)) return;
    (raw as { code?: unknown; when?: unknown }[]).forEach((entry, index) => {
      if (typeof entry?.code === 'string' && typeof entry.when === 'string') {
        found.push({ code: entry.code, when: entry.when.trim(), field, pointer: `${pointer}/${OPERATION_ERRORS_EXTENSION}/${index}` });
      }
    });
  };
  parameters.forEach((parameter, index) => {
    visitFields(parameter.schema ?? {}, parameter.name, `${at?.parameters[index] ?? `/parameters/${index}`}/schema`, collect, follow);
  });
  const body = follow(requestBody) as RequestBodyModel | undefined;
  for (const [mediaType, media] of Object.entries(body?.content ?? {})) {
    visitFields(follow(media)?.schema, '', `${at?.requestBody ?? '/requestBody'}/content/${escape(mediaType)}/schema`, collect, follow);
  }
  return found;
}

const joinFields = (fields: string[]): string => {
  const quoted = fields.map((field) => `\`${field}\``);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
};

/**
 * The operation's errors: its own `x-errors`, then each code its request fields carry (one row
 * per code and condition, naming every field that brings it), with the status from the catalogue.
 * A code the operation lists itself keeps the operation's own `when`.
 */
export function withFieldErrors(own: OperationErrorModel[], fields: FieldError[], catalogue: ErrorCodeEntry[]): OperationErrorModel[] {
  const rows = new Map<string, { code: string; when: string; fields: string[] }>();
  for (const field of fields) {
    if (own.some((error) => error.code === field.code)) continue;
    const key = `${field.code} ${field.when}`;
    const row = rows.get(key) ?? { code: field.code, when: field.when, fields: [] };
    if (!row.fields.includes(field.field)) row.fields.push(field.field);
    rows.set(key, row);
  }
  const derived = [...rows.values()].map((row) => ({
    code: row.code,
    status: catalogue.find((entry) => entry.code === row.code)?.status ?? 0,
    when: `${joinFields(row.fields)} ${row.when}`,
  }));
  return [...own, ...derived];
}
