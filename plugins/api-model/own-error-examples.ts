/**
 * The error examples an operation shows: of the problem examples its responses share with other
 * operations, only those of errors it can return. A code is the operation's when its errors
 * (`x-errors` and its fields' `x-errors`) list it, or when any operation can return it (the
 * `ErrorCode` schema's `x-any-operation`), with three conditions a shared example carries in what it says:
 * - the `Idempotency-Key` codes only where the operation takes the header;
 * - the API key's codes only where the operation needs a key (a key-less operation's `429` is
 *   its own, per IP address, and keeps its example);
 * - `resource_not_found` only naming an id of a kind the operation takes in its path or body: a
 *   list filter (a query parameter) that matches nothing returns an empty list, not a `404`;
 * - an example with `errors` only naming fields the operation has, and `required` only for
 *   fields it requires (an update requires none).
 */
import type { MediaModel, OperationModel, ParameterModel, RequestBodyModel, ResponseModel } from './types';
import type { JsonSchema } from './types';

type Json = Record<string, unknown>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const IDEMPOTENCY_CODES = new Set(['idempotency_key_reused', 'request_in_progress']);
const API_KEY_CODES = new Set(['missing_api_key', 'invalid_api_key', 'permission_denied']);
const PREFIXED_ID = /\b([a-z]{2,4})_[0-9A-Za-z]{16,32}\b/g;

export type ErrorOperation = Pick<OperationModel, 'parameters' | 'requestBody' | 'security' | 'errors'>;

/** Every field path of the request body (dotted) and every parameter's name. */
function requestFields(parameters: ParameterModel[], body: RequestBodyModel | undefined): Map<string, JsonSchema> {
  const fields = new Map<string, JsonSchema>();
  for (const parameter of parameters) fields.set(parameter.name, parameter.schema ?? {});
  const visit = (schema: JsonSchema | undefined, path: string, depth: number) => {
    if (!schema || depth > 8) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const dotted = path ? `${path}.${name}` : name;
      fields.set(dotted, property);
      visit(property, dotted, depth + 1);
    }
    for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) for (const part of schema[keyword] ?? []) visit(part, path, depth + 1);
    if (schema.items) visit(schema.items, path, depth + 1);
  };
  for (const media of Object.values(body?.content ?? {})) visit(media.schema, '', 0);
  return fields;
}

/** The parameters and dotted body fields a request must send: required at every level (none in an update). */
function requiredFields(parameters: ParameterModel[], body: RequestBodyModel | undefined): Set<string> {
  const required = new Set(parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name));
  const visit = (schema: JsonSchema | undefined, path: string, depth: number) => {
    if (!schema || depth > 8) return;
    const names = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (!names.has(name)) continue;
      const dotted = path ? `${path}.${name}` : name;
      required.add(dotted);
      visit(property, dotted, depth + 1);
    }
    for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) for (const part of schema[keyword] ?? []) visit(part, path, depth + 1);
  };
  for (const media of Object.values(body?.content ?? {})) visit(media.schema, '', 0);
  return required;
}

/** The id prefixes (`wal`, `cus`) of the ids the request takes: a field whose pattern or example is a prefixed id. */
function idPrefixes(fields: Map<string, JsonSchema>): Set<string> {
  const prefixes = new Set<string>();
  for (const schema of fields.values()) {
    const pattern = typeof schema.pattern === 'string' ? /^\^([a-z]{2,4})_/.exec(schema.pattern)?.[1] : undefined;
    if (pattern) prefixes.add(pattern);
  }
  return prefixes;
}

/** Why an error example does not fit the operation, or `undefined` when it does. */
export function foreignErrorExample(op: ErrorOperation, value: unknown, generalCodes: Set<string>): string | undefined {
  const problem = (value ?? {}) as Json;
  const code = typeof problem.code === 'string' ? problem.code : undefined;
  if (!code) return undefined;
  if (!op.errors.some((error) => error.code === code) && !generalCodes.has(code)) return `${code} is not an error of this operation (its x-errors, or one no operation lists)`;
  if (IDEMPOTENCY_CODES.has(code) && !op.parameters.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER)) return `${code} needs the ${IDEMPOTENCY_HEADER} header, which this operation does not take`;
  const needsKey = op.security.length > 0 && !op.security.some((requirement) => Object.keys(requirement).length === 0);
  if (API_KEY_CODES.has(code) && !needsKey) return `${code} is about an API key, which this operation does not need`;
  const fields = requestFields(op.parameters, op.requestBody);
  if (code === 'resource_not_found') {
    const looked = idPrefixes(requestFields(op.parameters.filter((p) => p.in !== 'query'), op.requestBody));
    const filters = idPrefixes(fields);
    const named = [...String(problem.detail ?? '').matchAll(PREFIXED_ID)].map((match) => match[1]);
    const foreign = named.find((prefix) => !looked.has(prefix));
    if (foreign && filters.has(foreign)) return `its detail names a ${foreign}_ id, which this operation takes only as a list filter: a filter that matches nothing returns an empty list, not a 404`;
    if (foreign) return `its detail names a ${foreign}_ id, and this operation takes no ${foreign}_ id`;
  }
  if (Array.isArray(problem.errors)) {
    const unknown = (problem.errors as Json[]).map((error) => String(error.field)).find((field) => !fields.has(field));
    if (unknown) return `its errors name the field ${unknown}, which this operation does not take`;
    const required = requiredFields(op.parameters, op.requestBody);
    const optional = (problem.errors as Json[]).filter((error) => error.code === 'required').map((error) => String(error.field)).find((field) => !required.has(field));
    if (optional) return `its errors call ${optional} required, which this operation does not require`;
  }
  return undefined;
}

/**
 * Of the codes any operation can return, those this one can: each with its status among the
 * operation's responses, under the conditions its examples are kept by (`429 rate_limited`
 * wherever the operation has a `429`), `400 invalid_request`
 * only where it takes a parameter or a body, and `404 resource_not_found` only where it looks
 * an id up (in its path or body).
 */
export function generalErrorsOf(op: ErrorOperation & Pick<OperationModel, 'responses'>, generalCodes: Set<string>, catalogue: { code: string; status: number }[]): { code: string; status: number }[] {
  const takesInput = op.parameters.length > 0 || op.requestBody !== undefined;
  const looked = idPrefixes(requestFields(op.parameters.filter((p) => p.in !== 'query'), op.requestBody));
  return catalogue.filter(({ code, status }) => {
    if (!generalCodes.has(code) || !(String(status) in op.responses)) return false;
    if (code === 'invalid_request') return takesInput;
    if (code === 'resource_not_found') return looked.size > 0;
    return foreignErrorExample(op, { code }, generalCodes) === undefined;
  });
}

/** Where the spec lists the codes any operation can return: an extension of the `ErrorCode` schema. */
export const ANY_OPERATION_EXTENSION = 'x-any-operation';

/**
 * The codes any operation with their status can return: the `ErrorCode` schema's
 * `x-any-operation` list, else the codes of the catalogue that no operation lists.
 */
export function generalErrorCodes(catalogue: { code: string }[], operations: Pick<OperationModel, 'errors'>[], declared?: unknown): Set<string> {
  if (Array.isArray(declared)) return new Set(declared.map(String));
  return new Set(catalogue.map((entry) => entry.code).filter((code) => !operations.some((op) => op.errors.some((error) => error.code === code))));
}

const isProblemMedia = (type: string) => type === 'application/problem+json';

/** The operation's responses with the problem examples it cannot return left out (new objects; the shared ones are untouched). */
export function withOwnErrorExamples(op: ErrorOperation & Pick<OperationModel, 'responses'>, generalCodes: Set<string>): Record<string, ResponseModel> {
  return Object.fromEntries(
    Object.entries(op.responses).map(([status, response]) => {
      if (!response.content || !Object.keys(response.content).some(isProblemMedia)) return [status, response];
      const content = Object.fromEntries(
        Object.entries(response.content).map(([type, media]): [string, MediaModel] => {
          if (!isProblemMedia(type) || !media.examples) return [type, media];
          const kept = Object.entries(media.examples).filter(([, example]) => foreignErrorExample(op, example.value, generalCodes) === undefined);
          const rest: MediaModel = { ...media };
          delete rest.examples;
          return [type, kept.length > 0 ? { ...rest, examples: Object.fromEntries(kept) } : rest];
        }),
      );
      return [status, { ...response, content }];
    }),
  );
}
