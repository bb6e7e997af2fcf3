import { LIFECYCLES, type LifecycleEnum } from '../../../src/data/lifecycles';
import type { ApiModel, JsonValue } from './spec';
import { contentData } from '../../../plugins/api-content/data';

/**
 * The facts of the spec that rules about every object, every response and every error are
 * stated over, so that a page's "every", "always" or "absent otherwise" can be held against them:
 * the fields of each object the API returns, the headers of each response, the states new
 * objects start in, and which errors carry `errors`.
 */

type Schema = Record<string, JsonValue>;
const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ObjectSchema {
  /** The component name (`Balance`) and the type its `object` field names. */
  name: string;
  /** Its top-level fields, and whether each is required. */
  fields: Map<string, boolean>;
  /** Fields at any depth a response may leave out (not required by their parent), as dotted paths. */
  optional: string[];
}

/** A schema, at any depth, with an `id` field: what its `id` is named by, and its required fields. */
export interface IdBearer {
  /** `Customer.business.beneficial_owners[]`. */
  path: string;
  required: Set<string>;
}

export interface ScopeFacts {
  objects: ObjectSchema[];
  /** The events that listing with `updated_after` cannot recover, by object (plugins/api-content/catchUp.ts). */
  catchUpGaps: { events: string[] }[];
  /** Every schema that has an `id` of its own, nested ones included. */
  idBearers: IdBearer[];
  /** Integer fields in minor units that are not the `amount` of a `{ amount, currency }` object, as `Schema.field`. */
  bareAmounts: string[];
  /** Header name (lower-cased) -> per operation response (`operationId status`), whether the spec requires it. */
  responseHeaders: Map<string, Map<string, boolean>>;
  /** Every operation response, as `operationId status`. */
  responses: string[];
  /**
   * The object a lifecycle belongs to, as pages name it (`wallet`, `virtual account`) -> its enum,
   * states, initial states and, for each state, the states with a transition into it.
   */
  lifecycles: Map<string, { lifecycle: LifecycleEnum; states: Set<string>; initial: Set<string>; enteredFrom: Map<string, Set<string>> }>;
  /** The error codes whose problem carries `errors`, read from the description of `Problem.errors`. */
  errorsCarriers: Set<string>;
  errorCodes: Set<string>;
  /** Where `Problem.errors` is described, for messages. */
  errorsSource: string;
  /** The error responses (`4xx`, `5xx`) whose body is not problem details, as `operationId status`, with their status. */
  nonProblemErrors: { where: string; status: string; type: string }[];
}

function optionalPaths(schema: unknown, prefix: string, depth: number, out: string[]): string[] {
  if (!isObject(schema) || depth > 6) return out;
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  for (const [name, sub] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (!required.has(name)) out.push(path);
    optionalPaths(sub, path, depth + 1, out);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const branch of Array.isArray(schema[key]) ? schema[key] : []) optionalPaths(branch, prefix, depth + 1, out);
  }
  if (isObject(schema.items)) optionalPaths(schema.items, `${prefix}[]`, depth + 1, out);
  return out;
}

const REQUEST_SCHEMA = /^(?:Create|Update)|(?:Input|Request)$/;

/** Walks a schema to every object schema in it (through properties, items and compositions), with its path. */
function eachObjectSchema(schema: unknown, path: string, visit: (schema: Schema, path: string) => void, depth = 0): void {
  if (!isObject(schema) || depth > 8) return;
  if (isObject(schema.properties)) {
    visit(schema, path);
    for (const [name, sub] of Object.entries(schema.properties)) eachObjectSchema(sub, `${path}.${name}`, visit, depth + 1);
  }
  if (isObject(schema.items)) eachObjectSchema(schema.items, `${path}[]`, visit, depth + 1);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const branch of Array.isArray(schema[key]) ? schema[key] : []) eachObjectSchema(branch, path, visit, depth + 1);
  }
}

/** `wallet` for WalletStatus, `virtual account` for VirtualAccountStatus. */
const objectName = (lifecycle: string) =>
  lifecycle
    .replace(/Status$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

export function scopeFacts(model: ApiModel): ScopeFacts {
  const schemas = ((model.spec.dereferenced as unknown as { components?: { schemas?: Record<string, Schema> } }).components?.schemas ?? {}) as Record<string, Schema>;
  const objects: ObjectSchema[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const properties = isObject(schema.properties) ? schema.properties : undefined;
    // An object of the API names its type in a string `object` field; an event's `data` wraps one.
    if (!properties || !isObject(properties.object) || properties.object.type !== 'string') continue;
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    objects.push({ name, fields: new Map(Object.keys(properties).map((field) => [field, required.has(field)])), optional: optionalPaths(schema, '', 0, []) });
  }

  const idBearers = new Map<string, IdBearer>();
  const bareAmounts = new Set<string>();
  for (const [name, schema] of Object.entries(schemas)) {
    eachObjectSchema(schema, name, (object, path) => {
      const properties = object.properties as Record<string, JsonValue>;
      const required = new Set(Array.isArray(object.required) ? object.required.map(String) : []);
      // Request bodies send an id to name something; only what the API returns has one of its own.
      if (isObject(properties.id) && !REQUEST_SCHEMA.test(name)) idBearers.set(path, { path, required });
      const moneyShape = 'amount' in properties && 'currency' in properties;
      for (const [field, sub] of Object.entries(properties)) {
        if (!isObject(sub) || sub.type !== 'integer' || moneyShape) continue;
        if (/minor units/i.test(String(sub.description ?? ''))) bareAmounts.add(`${path.split(/[.[]/)[0]}.${field}`);
      }
    });
  }

  const responseHeaders = new Map<string, Map<string, boolean>>();
  const responses: string[] = [];
  const nonProblemErrors: ScopeFacts['nonProblemErrors'] = [];
  for (const op of model.operations) {
    for (const [status, response] of Object.entries(op.responses)) {
      const where = `${op.operationId} ${status}`;
      responses.push(where);
      const types = Object.keys(response.content ?? {});
      if (/^[45]/.test(status) && types.length > 0 && !types.includes('application/problem+json')) nonProblemErrors.push({ where, status, type: types.join(', ') });
      for (const [header, value] of Object.entries((response as { headers?: Record<string, { required?: boolean }> }).headers ?? {})) {
        const byResponse = responseHeaders.get(header.toLowerCase()) ?? new Map<string, boolean>();
        byResponse.set(where, value?.required === true);
        responseHeaders.set(header.toLowerCase(), byResponse);
      }
    }
  }

  const lifecycles: ScopeFacts['lifecycles'] = new Map();
  for (const [name, lifecycle] of Object.entries(LIFECYCLES) as [LifecycleEnum, (typeof LIFECYCLES)[LifecycleEnum]][]) {
    const values = schemas[name]?.enum;
    const enteredFrom = new Map<string, Set<string>>();
    for (const { from, to } of lifecycle.transitions) enteredFrom.set(to, (enteredFrom.get(to) ?? new Set()).add(from));
    lifecycles.set(objectName(name), { lifecycle: name, states: new Set(Array.isArray(values) ? values.map(String) : []), initial: new Set(lifecycle.initial), enteredFrom });
  }

  const errorCodes = new Set(model.errorCodes.map((entry) => entry.code));
  const problem = schemas.Problem;
  const errorsField = isObject(problem?.properties) && isObject(problem.properties.errors) ? problem.properties.errors : undefined;
  const description = typeof errorsField?.description === 'string' ? errorsField.description : '';
  const errorsCarriers = new Set([...description.matchAll(/`[45]\d\d ([a-z_]+)`/g)].map((m) => m[1]).filter((code) => errorCodes.has(code)));
  if (errorsCarriers.size === 0) throw new Error('Problem.errors no longer names, as `<status> <code>`, the errors that carry it');
  const located = model.spec.locate('#/components/schemas/Problem/properties/errors');

  return { objects, idBearers: [...idBearers.values()], bareAmounts: [...bareAmounts], responseHeaders, responses, lifecycles, errorsCarriers, errorCodes, errorsSource: `${located.file}#${located.pointer}`, nonProblemErrors, catchUpGaps: contentData(model).catchUp.gaps };
}
