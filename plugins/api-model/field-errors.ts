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
}

/** Every schema of a request with its dotted path, through `allOf`/`oneOf`/`anyOf` and array items. */
function visitFields(schema: Schema | undefined, path: string, visit: (schema: Schema, path: string) => void, seen = new Set<Schema>()): void {
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  if (path) visit(schema, path);
  for (const [name, property] of Object.entries(schema.properties ?? {})) visitFields(property as Schema, path ? `${path}.${name}` : name, visit, new Set(seen));
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) for (const part of schema[keyword] ?? []) visitFields(part as Schema, path, visit, seen);
  if (schema.items) visitFields(schema.items as Schema, path, visit, seen);
}

/** The `x-errors` of every field of the operation's request (parameters and JSON or form body). */
export function requestFieldErrors(parameters: ParameterModel[], requestBody: RequestBodyModel | undefined): FieldError[] {
  const found: FieldError[] = [];
  const collect = (schema: Schema, field: string) => {
    const raw = schema[OPERATION_ERRORS_EXTENSION];
    if (!Array.isArray(raw)) return;
    for (const entry of raw as { code?: unknown; when?: unknown }[]) {
      if (typeof entry?.code === 'string' && typeof entry.when === 'string') found.push({ code: entry.code, when: entry.when.trim(), field });
    }
  };
  for (const parameter of parameters) visitFields({ properties: { [parameter.name]: (parameter.schema ?? {}) as JsonSchema } } as Schema, '', collect);
  for (const media of Object.values(requestBody?.content ?? {})) visitFields(media.schema as Schema | undefined, '', collect);
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
