import { isDeepStrictEqual } from 'node:util';
import type { JsonObject, JsonValue, OpenApiDocument, ParameterModel, RequestBodyModel } from '../api-model';
import { requestFieldErrors, withFieldErrors } from '../api-model/field-errors';
import type { RuleDirection } from './rules';
import { APPROVAL_REQUIREMENT, SUNSET } from './types';

/**
 * The structural diff: walks two versions of the spec side by side (bundled, `$ref`s resolved as
 * it goes, so recursive schemas work) and reports every difference it sees, named by the
 * versioning rules' change ids (`rules.ts`). A difference in a keyword it does not know is
 * reported as `unclassified`, with its pointer: nothing is dropped silently.
 *
 * Operations are matched by method and path with path variables unnamed (`/cards/{}`), so a
 * renamed path variable is no change and an operation without an `operationId` is still seen.
 * Webhook events are matched by type, their payloads compared as responses: to the versioning
 * rules a payload is something the client receives.
 */

type Json = JsonObject;

export interface Target {
  /** The operation's `operationId`, or `METHOD /path` for one without. */
  operationId?: string;
  event?: string;
}

export interface Difference {
  target: Target;
  direction: RuleDirection;
  /** The rule's change id (`max-length-decreased`), or `unclassified`. */
  change: string;
  /** JSON pointer, through `$ref`s as a reader follows them, in the version that has the thing. */
  pointer: string;
  side: 'before' | 'after';
  /** A body field's path (`business.tax_ids`); `''` for the body itself. */
  field?: string;
  parameter?: { name: string; in: string };
  header?: string;
  status?: string;
  mediaType?: string;
  /** The enum value, error code, scope, status or media type the change is about. */
  value?: string;
  /** The keyword that differs, for an unclassified difference or a constraint. */
  keyword?: string;
  from?: unknown;
  to?: unknown;
  /** `x-sunset` of a deprecated operation, parameter or field. */
  sunset?: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const DOCUMENTATION_KEYS = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs', '$comment', 'tags', 'x-codeSamples', 'x-any-operation', 'x-list-filter', 'x-unique-per-request', 'x-replayed-statuses', 'x-not-replayed-codes']);

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const esc = (segment: string | number) => String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
const join = (pointer: string, ...segments: (string | number)[]) => pointer + segments.map((s) => `/${esc(s)}`).join('');
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

interface Resolved {
  schema: Json;
  /** The last `$ref` followed to reach it (`#/components/schemas/Card`), for matching and cycles. */
  ref?: string;
}

class Side {
  constructor(readonly doc: OpenApiDocument) {}

  resolve(node: unknown): Resolved {
    let current: unknown = node;
    let ref: string | undefined;
    let siblings: Json = {};
    for (let hops = 0; hops < 32 && isObject(current) && typeof current.$ref === 'string'; hops++) {
      const { $ref, ...rest } = current;
      ref = $ref as string;
      siblings = { ...rest, ...siblings };
      current = this.at(ref);
    }
    const schema = isObject(current) ? current : {};
    return { schema: Object.keys(siblings).length ? { ...schema, ...siblings } : schema, ref };
  }

  private at(ref: string): JsonValue | undefined {
    if (!ref.startsWith('#')) return undefined;
    let node: JsonValue | undefined = this.doc;
    for (const raw of ref.slice(2).split('/').filter(Boolean)) {
      const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      node = isObject(node) ? node[segment] : Array.isArray(node) ? node[Number(segment)] : undefined;
    }
    return node;
  }
}

interface Context {
  target: Target;
  direction: RuleDirection;
  status?: string;
  mediaType?: string;
  parameter?: { name: string; in: string };
  header?: string;
  emit: (difference: Difference) => void;
}

interface Pointers {
  before: string;
  after: string;
}

export function structuralDiff(beforeDoc: OpenApiDocument, afterDoc: OpenApiDocument): Difference[] {
  const before = new Side(beforeDoc);
  const after = new Side(afterDoc);
  const out: Difference[] = [];
  const emit = (difference: Difference) => out.push(difference);

  const operationsOf = (doc: OpenApiDocument) => {
    const map = new Map<string, { path: string; method: string; operation: Json; pathItem: Json }>();
    for (const [pathKey, item] of Object.entries(doc.paths ?? {})) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (isObject(operation)) map.set(`${method} ${pathKey.replace(/\{[^}]*\}/g, '{}')}`, { path: pathKey, method, operation, pathItem: item });
      }
    }
    return map;
  };
  const idOf = (entry: { path: string; method: string; operation: Json }) =>
    typeof entry.operation.operationId === 'string' ? entry.operation.operationId : `${entry.method.toUpperCase()} ${entry.path}`;

  const beforeOps = operationsOf(beforeDoc);
  const afterOps = operationsOf(afterDoc);
  for (const [key, a] of afterOps) {
    const b = beforeOps.get(key);
    const pointer = join('/paths', a.path, a.method);
    if (!b) {
      emit({ target: { operationId: idOf(a) }, direction: 'none', change: 'operation-added', pointer, side: 'after', value: `${a.method.toUpperCase()} ${a.path}` });
      continue;
    }
    const target = { operationId: idOf(a) };
    if (idOf(a) !== idOf(b)) emit({ target, direction: 'none', change: 'operation-id-changed', pointer: join(pointer, 'operationId'), side: 'after', from: idOf(b), to: idOf(a) });
    compareOperation(before, after, b, a, { before: join('/paths', b.path, b.method), after: pointer }, { target, direction: 'none', emit }, beforeDoc, afterDoc);
  }
  for (const [key, b] of beforeOps) {
    if (!afterOps.has(key)) {
      emit({ target: { operationId: idOf(b) }, direction: 'none', change: 'operation-removed', pointer: join('/paths', b.path, b.method), side: 'before', value: `${b.method.toUpperCase()} ${b.path}` });
    }
  }

  const eventsOf = (doc: OpenApiDocument) =>
    new Map(
      Object.entries(doc.webhooks ?? {}).map(([type, item]) => {
        const method = METHODS.find((m) => isObject((item as Json)[m])) ?? 'post';
        return [type, { method, operation: ((item as Json)[method] ?? {}) as Json }];
      }),
    );
  const beforeEvents = eventsOf(beforeDoc);
  const afterEvents = eventsOf(afterDoc);
  for (const [type, a] of afterEvents) {
    const b = beforeEvents.get(type);
    const pointer = join('/webhooks', type, a.method);
    if (!b) {
      emit({ target: { event: type }, direction: 'none', change: 'event-added', pointer, side: 'after', value: type });
      continue;
    }
    compareEvent(before, after, b.operation, a.operation, { before: join('/webhooks', type, b.method), after: pointer }, { target: { event: type }, direction: 'none', emit });
  }
  for (const [type, b] of beforeEvents) {
    if (!afterEvents.has(type)) emit({ target: { event: type }, direction: 'none', change: 'event-removed', pointer: join('/webhooks', type, b.method), side: 'before', value: type });
  }
  return out;
}

/** Keys no rule speaks of: documentation when they are words and examples, else unclassified. */
function leftovers(b: Json, a: Json, handled: Set<string>, at: Pointers, ctx: Context, extra: Partial<Difference> = {}) {
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  let documentation = false;
  for (const key of keys) {
    if (handled.has(key) || same(b[key], a[key])) continue;
    if (DOCUMENTATION_KEYS.has(key)) {
      if (!documentation) ctx.emit({ ...base(ctx), ...extra, change: 'documentation-changed', pointer: join(at.after, key), side: key in a ? 'after' : 'before', keyword: key });
      documentation = true;
      continue;
    }
    const side = key in a ? 'after' : 'before';
    ctx.emit({ ...base(ctx), ...extra, change: 'unclassified', keyword: key, pointer: join(side === 'after' ? at.after : at.before, key), side, from: b[key], to: a[key] });
  }
}

function base(ctx: Context): Omit<Difference, 'change' | 'pointer' | 'side'> {
  const { target, direction, status, mediaType, parameter, header } = ctx;
  return { target, direction, ...(status ? { status } : {}), ...(mediaType ? { mediaType } : {}), ...(parameter ? { parameter } : {}), ...(header ? { header } : {}) };
}

function deprecation(b: Json, a: Json, at: Pointers, ctx: Context, kind: 'operation' | 'parameter' | 'property', extra: Partial<Difference> = {}) {
  const was = b.deprecated === true;
  const is = a.deprecated === true;
  if (was === is) {
    if (is && !same(b[SUNSET], a[SUNSET])) ctx.emit({ ...base(ctx), ...extra, change: `${kind}-deprecated`, pointer: join(at.after, SUNSET), side: 'after', from: b[SUNSET], to: a[SUNSET], sunset: String(a[SUNSET] ?? '') });
    return;
  }
  ctx.emit({ ...base(ctx), ...extra, change: `${kind}-${is ? 'deprecated' : 'reactivated'}`, pointer: join(is ? at.after : at.before, 'deprecated'), side: is ? 'after' : 'before', ...(is ? { sunset: typeof a[SUNSET] === 'string' ? a[SUNSET] : undefined } : {}) });
}

function compareOperation(
  before: Side,
  after: Side,
  b: { path: string; operation: Json; pathItem: Json },
  a: { path: string; operation: Json; pathItem: Json },
  at: Pointers,
  ctx: Context,
  beforeDoc: OpenApiDocument,
  afterDoc: OpenApiDocument,
) {
  const handled = new Set(['operationId', 'deprecated', SUNSET, 'security', 'parameters', 'requestBody', 'responses', 'x-errors']);
  deprecation(b.operation, a.operation, at, ctx, 'operation');
  compareSecurity(b.operation.security ?? beforeDoc.security, a.operation.security ?? afterDoc.security, at, a.operation.security ? 'operation' : 'document', ctx);
  compareParameters(before, after, b, a, at, ctx);
  compareRequestBody(before, after, b.operation.requestBody, a.operation.requestBody, { before: join(at.before, 'requestBody'), after: join(at.after, 'requestBody') }, ctx);
  compareResponses(before, after, b.operation.responses, a.operation.responses, { before: join(at.before, 'responses'), after: join(at.after, 'responses') }, ctx);
  compareErrors(errorTable(before, b, at.before), errorTable(after, a, at.after), Array.isArray(a.operation['x-errors']), at, ctx);
  leftovers(b.operation, a.operation, handled, at, ctx);
}

function compareEvent(before: Side, after: Side, b: Json, a: Json, at: Pointers, ctx: Context) {
  deprecation(b, a, at, ctx, 'operation');
  const bodyB = before.resolve(b.requestBody).schema;
  const bodyA = after.resolve(a.requestBody).schema;
  compareContent(before, after, bodyB.content, bodyA.content, { before: join(at.before, 'requestBody', 'content'), after: join(at.after, 'requestBody', 'content') }, { ...ctx, direction: 'response' });
  leftovers(b, a, new Set(['deprecated', SUNSET, 'requestBody', 'operationId', 'responses']), at, ctx);
}

function compareSecurity(b: unknown, a: unknown, at: Pointers, owner: 'operation' | 'document', ctx: Context) {
  const list = (value: unknown) => (Array.isArray(value) ? (value.filter(isObject) as Json[]) : []);
  const before = list(b);
  const after = list(a);
  const open = (requirements: Json[]) => requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0);
  const pointer = owner === 'operation' ? join(at.after, 'security') : '/security';
  if (open(before) && !open(after)) {
    ctx.emit({ ...base(ctx), change: 'security-required', pointer, side: 'after', to: after });
    return;
  }
  const key = (requirement: Json) => Object.keys(requirement).sort().join('+');
  const beforeByKey = new Map(before.map((r) => [key(r), r]));
  const afterByKey = new Map(after.map((r) => [key(r), r]));
  for (const [name, requirement] of afterByKey) {
    const old = beforeByKey.get(name);
    if (!old) {
      if (name) ctx.emit({ ...base(ctx), change: 'security-requirement-added', pointer, side: 'after', value: name });
      continue;
    }
    for (const scheme of Object.keys(requirement)) {
      const scopesNow = (requirement[scheme] as string[] | undefined) ?? [];
      const scopesThen = (old[scheme] as string[] | undefined) ?? [];
      for (const scope of scopesNow) if (!scopesThen.includes(scope)) ctx.emit({ ...base(ctx), change: 'security-scope-added', pointer, side: 'after', value: `${scheme}: ${scope}` });
      for (const scope of scopesThen) if (!scopesNow.includes(scope)) ctx.emit({ ...base(ctx), change: 'security-scope-removed', pointer, side: 'after', value: `${scheme}: ${scope}` });
    }
  }
  for (const name of beforeByKey.keys()) {
    if (name && !afterByKey.has(name)) ctx.emit({ ...base(ctx), change: 'security-requirement-removed', pointer: owner === 'operation' ? join(at.before, 'security') : '/security', side: 'before', value: name });
  }
}

function compareParameters(before: Side, after: Side, b: { path: string; operation: Json; pathItem: Json }, a: { path: string; operation: Json; pathItem: Json }, at: Pointers, ctx: Context) {
  const collect = (side: Side, entry: { path: string; operation: Json; pathItem: Json }, pointer: string) => {
    const map = new Map<string, { parameter: Json; pointer: string }>();
    const pathVariables = [...entry.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
    const add = (list: unknown, owner: string) => {
      if (!Array.isArray(list)) return;
      list.forEach((raw, index) => {
        const parameter = side.resolve(raw).schema;
        const name = String(parameter.name ?? '');
        const where = String(parameter.in ?? '');
        // Path variables are matched by position: renaming one changes nothing a client sends.
        const key = where === 'path' && pathVariables.includes(name) ? `path:#${pathVariables.indexOf(name)}` : `${where}:${where === 'header' ? name.toLowerCase() : name}`;
        map.set(key, { parameter, pointer: join(owner, 'parameters', index) });
      });
    };
    add(entry.pathItem.parameters, pointer.replace(/\/[^/]+$/, ''));
    add(entry.operation.parameters, pointer);
    return map;
  };
  const beforeParams = collect(before, b, at.before);
  const afterParams = collect(after, a, at.after);
  for (const [key, { parameter, pointer }] of afterParams) {
    const old = beforeParams.get(key);
    const named = { name: String(parameter.name), in: String(parameter.in) };
    const parameterContext: Context = { ...ctx, direction: 'request', parameter: named };
    if (!old) {
      parameterContext.emit({ ...base(parameterContext), change: parameter.required === true ? 'required-parameter-added' : 'parameter-added', pointer, side: 'after' });
      continue;
    }
    const pat = { before: old.pointer, after: pointer };
    if (old.parameter.required !== true && parameter.required === true) parameterContext.emit({ ...base(parameterContext), change: 'parameter-became-required', pointer: join(pointer, 'required'), side: 'after' });
    if (old.parameter.required === true && parameter.required !== true) parameterContext.emit({ ...base(parameterContext), change: 'parameter-became-optional', pointer, side: 'after' });
    deprecation(old.parameter, parameter, pat, parameterContext, 'parameter');
    const schemaB = before.resolve(old.parameter.schema).schema;
    const schemaA = after.resolve(parameter.schema).schema;
    const becameArray = named.in === 'query' && scalarToArray(before, after, schemaB, schemaA) && parameter.explode !== false && (parameter.style ?? 'form') === 'form';
    if (becameArray) {
      parameterContext.emit({ ...base(parameterContext), change: 'parameter-became-array', pointer: join(pointer, 'schema'), side: 'after' });
      compareSchema(before, after, old.parameter.schema, schemaA.items, { before: join(old.pointer, 'schema'), after: join(pointer, 'schema', 'items') }, parameterContext, '', new Set());
    } else {
      compareSchema(before, after, old.parameter.schema, parameter.schema, { before: join(old.pointer, 'schema'), after: join(pointer, 'schema') }, parameterContext, '', new Set());
    }
    for (const key of ['style', 'explode']) {
      if (!same(old.parameter[key], parameter[key])) parameterContext.emit({ ...base(parameterContext), change: 'parameter-serialization-changed', pointer: join(pointer, key), side: 'after', keyword: key, from: old.parameter[key], to: parameter[key] });
    }
    leftovers(old.parameter, parameter, new Set(['name', 'in', 'required', 'deprecated', SUNSET, 'schema', 'style', 'explode']), pat, parameterContext);
  }
  for (const [key, { parameter, pointer }] of beforeParams) {
    if (afterParams.has(key)) continue;
    const parameterContext: Context = { ...ctx, direction: 'request', parameter: { name: String(parameter.name), in: String(parameter.in) } };
    parameterContext.emit({ ...base(parameterContext), change: 'parameter-removed', pointer, side: 'before' });
  }
}

function scalarToArray(before: Side, after: Side, b: Json, a: Json): boolean {
  const t = (schema: Json) => (Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (t(b).includes('array') || !t(a).includes('array') || !isObject(a.items)) return false;
  const items = after.resolve(a.items).schema;
  return t(b).every((type) => t(items).includes(type)) && !!before;
}

function compareRequestBody(before: Side, after: Side, rawB: unknown, rawA: unknown, at: Pointers, ctx: Context) {
  const bodyContext: Context = { ...ctx, direction: 'request' };
  if (!rawB && !rawA) return;
  const b = before.resolve(rawB).schema;
  const a = after.resolve(rawA).schema;
  if (!rawB) {
    bodyContext.emit({ ...base(bodyContext), change: a.required === true ? 'required-request-body-added' : 'request-body-added', pointer: at.after, side: 'after' });
    return;
  }
  if (!rawA) {
    bodyContext.emit({ ...base(bodyContext), change: 'request-body-removed', pointer: at.before, side: 'before' });
    return;
  }
  if (b.required !== true && a.required === true) bodyContext.emit({ ...base(bodyContext), change: 'request-body-became-required', pointer: join(at.after, 'required'), side: 'after' });
  if (b.required === true && a.required !== true) bodyContext.emit({ ...base(bodyContext), change: 'request-body-became-optional', pointer: at.after, side: 'after' });
  compareContent(before, after, b.content, a.content, { before: join(at.before, 'content'), after: join(at.after, 'content') }, bodyContext);
  leftovers(b, a, new Set(['required', 'content']), at, bodyContext);
}

function compareContent(before: Side, after: Side, b: unknown, a: unknown, at: Pointers, ctx: Context) {
  const bMap = isObject(b) ? b : {};
  const aMap = isObject(a) ? a : {};
  for (const [type, mediaA] of Object.entries(aMap)) {
    const mediaContext: Context = { ...ctx, mediaType: type };
    const mediaB = bMap[type];
    if (mediaB === undefined) {
      mediaContext.emit({ ...base(mediaContext), change: 'media-type-added', pointer: join(at.after, type), side: 'after', value: type });
      continue;
    }
    const mb = before.resolve(mediaB).schema;
    const ma = after.resolve(mediaA).schema;
    const mat = { before: join(at.before, type), after: join(at.after, type) };
    compareSchema(before, after, mb.schema, ma.schema, { before: join(mat.before, 'schema'), after: join(mat.after, 'schema') }, mediaContext, '', new Set());
    leftovers(mb, ma, new Set(['schema']), mat, mediaContext);
  }
  for (const type of Object.keys(bMap)) {
    if (!(type in aMap)) ctx.emit({ ...base(ctx), mediaType: type, change: 'media-type-removed', pointer: join(at.before, type), side: 'before', value: type });
  }
}

/** `4xx` and `5xx`, ranges (`4XX`) included; `default` counts as a success. */
const isErrorStatus = (status: string) => /^[45]/.test(status);

function compareResponses(before: Side, after: Side, b: unknown, a: unknown, at: Pointers, ctx: Context) {
  const bMap = isObject(b) ? b : {};
  const aMap = isObject(a) ? a : {};
  for (const [status, rawA] of Object.entries(aMap)) {
    const bodyContext: Context = { ...ctx, direction: 'response', status };
    if (!(status in bMap)) {
      bodyContext.emit({ ...base(bodyContext), change: 'status-added', pointer: join(at.after, status), side: 'after', value: status });
      continue;
    }
    const rb = before.resolve(bMap[status]).schema;
    const ra = after.resolve(rawA).schema;
    const rat = { before: join(at.before, status), after: join(at.after, status) };
    compareHeaders(before, after, rb.headers, ra.headers, { before: join(rat.before, 'headers'), after: join(rat.after, 'headers') }, bodyContext);
    compareContent(before, after, rb.content, ra.content, { before: join(rat.before, 'content'), after: join(rat.after, 'content') }, bodyContext);
    leftovers(rb, ra, new Set(['headers', 'content']), rat, bodyContext);
  }
  for (const status of Object.keys(bMap)) {
    if (!(status in aMap)) ctx.emit({ ...base(ctx), direction: 'response', status, change: isErrorStatus(status) ? 'error-status-removed' : 'success-status-removed', pointer: join(at.before, status), side: 'before', value: status });
  }
}

function compareHeaders(before: Side, after: Side, b: unknown, a: unknown, at: Pointers, ctx: Context) {
  const lower = (map: unknown) => new Map(Object.entries(isObject(map) ? map : {}).map(([name, value]) => [name.toLowerCase(), { name, value }]));
  const bMap = lower(b);
  const aMap = lower(a);
  for (const [key, { name, value }] of aMap) {
    const headerContext: Context = { ...ctx, header: name };
    const old = bMap.get(key);
    const pointer = join(at.after, name);
    if (!old) {
      headerContext.emit({ ...base(headerContext), change: 'header-added', pointer, side: 'after' });
      continue;
    }
    const hb = before.resolve(old.value).schema;
    const ha = after.resolve(value).schema;
    const hat = { before: join(at.before, old.name), after: pointer };
    if (hb.required !== true && ha.required === true) headerContext.emit({ ...base(headerContext), change: 'header-became-required', pointer, side: 'after' });
    if (hb.required === true && ha.required !== true) headerContext.emit({ ...base(headerContext), change: 'header-became-optional', pointer, side: 'after' });
    compareSchema(before, after, hb.schema, ha.schema, { before: join(hat.before, 'schema'), after: join(hat.after, 'schema') }, headerContext, '', new Set());
    leftovers(hb, ha, new Set(['required', 'schema']), hat, headerContext);
  }
  for (const [key, { name }] of bMap) {
    if (!aMap.has(key)) ctx.emit({ ...base(ctx), header: name, change: 'header-removed', pointer: join(at.before, name), side: 'before' });
  }
}

function compareErrors(b: Map<string, ErrorRow> | undefined, a: Map<string, ErrorRow> | undefined, ownListAdded: boolean, at: Pointers, ctx: Context) {
  const errorContext: Context = { ...ctx, direction: 'response' };
  // An operation's own errors written down for the first time document what it already returned;
  // a code a request field brings to an operation without errors is a new error of it.
  if (!b && a && ownListAdded) {
    errorContext.emit({ ...base(errorContext), change: 'error-codes-documented', pointer: join(at.after, 'x-errors'), side: 'after' });
    return;
  }
  for (const [code, row] of a ?? []) {
    const old = b?.get(code);
    if (!old) {
      errorContext.emit({ ...base(errorContext), change: 'error-code-added', pointer: row.pointer, side: 'after', value: code });
      continue;
    }
    if (old.when !== row.when) errorContext.emit({ ...base(errorContext), change: 'error-condition-changed', pointer: row.own ? join(row.pointer, 'when') : row.pointer, side: 'after', value: code });
    if (old.own && row.own) leftovers(old.own, row.own, new Set(['code', 'when']), { before: old.pointer, after: row.pointer }, errorContext, { value: code });
  }
  for (const [code, row] of b ?? []) {
    if (!a?.has(code)) errorContext.emit({ ...base(errorContext), change: 'error-code-removed', pointer: row.pointer, side: 'before', value: code });
  }
}

const isNullSchema = (schema: Json) => schema.type === 'null' || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null') || ('const' in schema && schema.const === null);

interface Normalized {
  schema: Json;
  nullable: boolean;
  ref?: string;
  /** The `oneOf`/`anyOf` branches left after the null one, when more than one. */
}

/**
 * One schema in a comparable form: nullable whichever way it is written (`type: [X, 'null']`,
 * `oneOf: [X, {type: 'null'}]`, 3.0's `nullable: true`), a lone remaining branch taken as the
 * schema, and `allOf` merged into one object (its branches are all of it, in any order).
 */
function normalize(side: Side, raw: unknown): Normalized {
  const { schema: resolved, ref } = side.resolve(raw);
  let schema: Json = { ...resolved };
  let nullable = false;
  if (schema.nullable === true) {
    nullable = true;
    delete schema.nullable;
  }
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    nullable = true;
    const rest = schema.type.filter((t) => t !== 'null');
    schema.type = rest.length === 1 ? rest[0] : rest;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    const rest = branches.filter((branch) => !isNullSchema(side.resolve(branch).schema));
    if (rest.length === branches.length && branches.length !== 1) continue;
    if (rest.length !== branches.length) nullable = true;
    const siblings = { ...schema };
    delete siblings[key];
    if (rest.length === 1) {
      const inner = normalize(side, rest[0]);
      schema = { ...inner.schema, ...siblings };
      return { schema: mergeAllOf(side, schema), nullable, ref: inner.ref ?? ref };
    }
    schema = { ...siblings, [key]: rest };
  }
  return { schema: mergeAllOf(side, schema), nullable, ref };
}

function mergeAllOf(side: Side, schema: Json): Json {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const merged: Json = { ...rest };
  for (const branch of allOf) {
    const part = normalize(side, branch).schema;
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties' && isObject(value)) merged.properties = { ...(isObject(merged.properties) ? merged.properties : {}), ...value };
      else if (key === 'required' && Array.isArray(value)) merged.required = [...new Set([...(Array.isArray(merged.required) ? merged.required : []), ...value])];
      else if (!(key in merged)) merged[key] = value;
    }
  }
  return merged;
}

const typesOf = (schema: Json): string[] => {
  const type = schema.type;
  return (Array.isArray(type) ? type : type === undefined ? [] : [type]).map(String).sort();
};
/** Whether every value of type `t` is valid under `types` (an integer is a number). */
const covered = (t: string, types: string[]) => types.includes(t) || (t === 'integer' && types.includes('number'));

const LOWER_BOUNDS: [string, string][] = [
  ['minimum', 'minimum'],
  ['exclusiveMinimum', 'exclusive-minimum'],
  ['minLength', 'min-length'],
  ['minItems', 'min-items'],
  ['minProperties', 'min-properties'],
];
const UPPER_BOUNDS: [string, string][] = [
  ['maximum', 'maximum'],
  ['exclusiveMaximum', 'exclusive-maximum'],
  ['maxLength', 'max-length'],
  ['maxItems', 'max-items'],
  ['maxProperties', 'max-properties'],
];

const SCHEMA_HANDLED = new Set([
  'type', 'nullable', 'enum', 'const', 'default', 'format', 'pattern', 'multipleOf', 'uniqueItems', 'deprecated', SUNSET, APPROVAL_REQUIREMENT,
  'additionalProperties', 'properties', 'required', 'items', 'oneOf', 'anyOf', 'discriminator', 'readOnly', 'writeOnly', 'x-errors',
  ...LOWER_BOUNDS.map(([k]) => k), ...UPPER_BOUNDS.map(([k]) => k),
]);

function compareSchema(before: Side, after: Side, rawB: unknown, rawA: unknown, at: Pointers, ctx: Context, field: string, stack: Set<string>) {
  if (rawB === undefined && rawA === undefined) return;
  const nb = normalize(before, rawB);
  const na = normalize(after, rawA);
  // A recursive schema meets itself again: what differs there was reported the first time.
  const cycle = nb.ref && na.ref ? `${nb.ref}|${na.ref}|${ctx.direction}` : undefined;
  if (cycle && stack.has(cycle)) return;
  const inner = cycle ? new Set([...stack, cycle]) : stack;
  const b = nb.schema;
  const a = na.schema;
  const here = { ...base(ctx), field };
  const emit = (change: string, extra: Partial<Difference> = {}, side: 'before' | 'after' = 'after', keyword?: string) =>
    ctx.emit({ ...here, change, pointer: keyword ? join(side === 'after' ? at.after : at.before, keyword) : side === 'after' ? at.after : at.before, side, ...(keyword ? { keyword } : {}), ...extra });

  if (nb.nullable !== na.nullable) emit(na.nullable ? 'became-nullable' : 'became-not-nullable');

  const tb = typesOf(b);
  const ta = typesOf(a);
  if (tb.length > 0 && ta.length > 0 && tb.join() !== ta.join()) {
    const added = ta.filter((t) => !covered(t, tb));
    const removed = tb.filter((t) => !covered(t, ta));
    const change = added.length && removed.length ? 'type-changed' : added.length ? 'type-widened' : 'type-narrowed';
    emit(change, { from: tb.join(' or '), to: ta.join(' or ') }, 'after', 'type');
    if (change === 'type-changed') return;
  }

  // Values.
  const eb = Array.isArray(b.enum) ? b.enum : undefined;
  const ea = Array.isArray(a.enum) ? a.enum : undefined;
  if (eb && ea) {
    for (const value of ea) if (!eb.some((v) => same(v, value))) emit('enum-value-added', { value: show(value) }, 'after', 'enum');
    for (const value of eb) if (!ea.some((v) => same(v, value))) emit('enum-value-removed', { value: show(value) }, 'before', 'enum');
  } else if (ea) emit('became-enum', { to: ea }, 'after', 'enum');
  else if (eb) emit('enum-removed', { from: eb }, 'before', 'enum');

  for (const [keyword, id] of [['const', 'const'], ['format', 'format'], ['pattern', 'pattern'], ['default', 'default']] as const) {
    const has = (schema: Json) => keyword in schema && schema[keyword] !== undefined;
    if (same(b[keyword], a[keyword])) continue;
    const change = !has(b) ? `${id}-added` : !has(a) ? `${id}-removed` : `${id}-changed`;
    emit(change, { from: b[keyword], to: a[keyword] }, has(a) ? 'after' : 'before', keyword);
  }

  for (const [keyword, id] of LOWER_BOUNDS) bound(keyword, id, true);
  for (const [keyword, id] of UPPER_BOUNDS) bound(keyword, id, false);
  function bound(keyword: string, id: string, lower: boolean) {
    const from = b[keyword];
    const to = a[keyword];
    if (same(from, to)) return;
    if ((from !== undefined && typeof from !== 'number') || (to !== undefined && typeof to !== 'number')) {
      emit('unclassified', { from, to }, to === undefined ? 'before' : 'after', keyword);
      return;
    }
    // A bound added narrows what is valid, one removed widens it.
    const narrows = to !== undefined && (from === undefined || (lower ? to > (from as number) : to < (from as number)));
    emit(`${id}-${narrows === lower ? 'increased' : 'decreased'}`, { from, to }, to === undefined ? 'before' : 'after', keyword);
  }

  if (!same(b.multipleOf, a.multipleOf)) {
    const from = b.multipleOf as number | undefined;
    const to = a.multipleOf as number | undefined;
    const looser = to === undefined || (from !== undefined && from % to === 0);
    emit(looser ? 'multiple-of-looser' : 'multiple-of-stricter', { from, to }, to === undefined ? 'before' : 'after', 'multipleOf');
  }
  if ((b.uniqueItems === true) !== (a.uniqueItems === true)) emit(a.uniqueItems === true ? 'unique-items-added' : 'unique-items-removed', {}, 'after', 'uniqueItems');

  // Objects.
  const closed = (schema: Json) => schema.additionalProperties === false;
  if (closed(b) !== closed(a) && (typesOf(b).includes('object') || isObject(b.properties)) && (typesOf(a).includes('object') || isObject(a.properties))) {
    emit(closed(a) ? 'unknown-fields-refused' : 'unknown-fields-allowed', {}, 'after', 'additionalProperties');
  } else if (isObject(b.additionalProperties) && isObject(a.additionalProperties)) {
    compareSchema(before, after, b.additionalProperties, a.additionalProperties, { before: join(at.before, 'additionalProperties'), after: join(at.after, 'additionalProperties') }, ctx, field ? `${field}.*` : '*', inner);
  } else if (!same(b.additionalProperties, a.additionalProperties) && !(closed(b) || closed(a))) {
    emit('unclassified', { from: b.additionalProperties, to: a.additionalProperties }, 'after', 'additionalProperties');
  }
  compareProperties(before, after, b, a, at, ctx, field, inner);

  if (b.items !== undefined || a.items !== undefined) {
    if (b.items !== undefined && a.items !== undefined) compareSchema(before, after, b.items, a.items, { before: join(at.before, 'items'), after: join(at.after, 'items') }, ctx, field, inner);
    else emit('unclassified', {}, a.items === undefined ? 'before' : 'after', 'items');
  }
  compareVariants(before, after, b, a, at, ctx, field, inner);
  leftovers(b, a, SCHEMA_HANDLED, at, ctx, { field });
}

function compareProperties(before: Side, after: Side, b: Json, a: Json, at: Pointers, ctx: Context, field: string, stack: Set<string>) {
  // A read-only field is not part of a request, a write-only one not part of a response.
  const hidden = ctx.direction === 'request' ? 'readOnly' : 'writeOnly';
  const visible = (side: Side, schema: Json) =>
    new Map(Object.entries(isObject(schema.properties) ? schema.properties : {}).filter(([, value]) => side.resolve(value).schema[hidden] !== true));
  const pb = visible(before, b);
  const pa = visible(after, a);
  const requiredOf = (schema: Json) => new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const rb = requiredOf(b);
  const ra = requiredOf(a);
  const path = (name: string) => (field ? `${field}.${name}` : name);
  const marked = (side: Side, value: unknown) => side.resolve(value).schema[APPROVAL_REQUIREMENT] === true;
  for (const [name, value] of pa) {
    const pointer = join(at.after, 'properties', name);
    const here = { ...base(ctx), field: path(name) };
    if (!pb.has(name)) {
      ctx.emit({ ...here, change: ra.has(name) ? 'required-property-added' : 'property-added', pointer, side: 'after' });
      if (ctx.direction === 'request' && !ra.has(name) && marked(after, value)) ctx.emit({ ...here, change: 'approval-requirement-added', pointer: join(pointer, APPROVAL_REQUIREMENT), side: 'after' });
      continue;
    }
    if (!rb.has(name) && ra.has(name)) ctx.emit({ ...here, change: 'property-became-required', pointer, side: 'after' });
    // A required request field that the KYC review still needs is one change: optional to send, needed for approval.
    if (rb.has(name) && !ra.has(name)) ctx.emit({ ...here, change: ctx.direction === 'request' && marked(after, value) ? 'approval-requirement-replaces-required' : 'property-became-optional', pointer, side: 'after' });
    const old = pb.get(name);
    if (ctx.direction === 'request' && !ra.has(name)) {
      const was = marked(before, old) && !rb.has(name);
      const is = marked(after, value);
      if (is && !was && !rb.has(name)) ctx.emit({ ...here, change: 'approval-requirement-added', pointer: join(pointer, APPROVAL_REQUIREMENT), side: 'after' });
      if (was && !is) ctx.emit({ ...here, change: 'approval-requirement-removed', pointer, side: 'after' });
    }
    const sb = before.resolve(old).schema;
    const sa = after.resolve(value).schema;
    deprecation(sb, sa, { before: join(at.before, 'properties', name), after: pointer }, ctx, 'property', { field: path(name) });
    compareSchema(before, after, old, value, { before: join(at.before, 'properties', name), after: pointer }, ctx, path(name), stack);
  }
  for (const name of pb.keys()) {
    if (!pa.has(name)) ctx.emit({ ...base(ctx), field: path(name), change: 'property-removed', pointer: join(at.before, 'properties', name), side: 'before' });
  }
}

/** A variant's identity: its discriminator value, a `const` it holds, its title or `$ref` name, or its shape. */
function variantKey(side: Side, raw: unknown, discriminator: Json | undefined): string {
  const { schema, ref } = side.resolve(raw);
  const mapping = isObject(discriminator?.mapping) ? discriminator.mapping : {};
  const mapped = Object.entries(mapping).find(([, target]) => target === ref)?.[0];
  if (mapped) return `discriminator:${mapped}`;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const property = typeof discriminator?.propertyName === 'string' ? discriminator.propertyName : undefined;
  const constOf = (name: string) => {
    const value = side.resolve(properties[name]).schema;
    return 'const' in value ? value.const : Array.isArray(value.enum) && value.enum.length === 1 ? value.enum[0] : undefined;
  };
  if (property && constOf(property) !== undefined) return `discriminator:${show(constOf(property))}`;
  const withConst = Object.keys(properties).sort().find((name) => constOf(name) !== undefined);
  if (withConst) return `const:${withConst}=${show(constOf(withConst))}`;
  const title = typeof schema.title === 'string' ? schema.title : ref?.split('/').at(-1);
  if (title) return `title:${title}`;
  return `shape:${typesOf(schema).join('|')}:${Object.keys(properties).sort().join(',')}`;
}

function compareVariants(before: Side, after: Side, b: Json, a: Json, at: Pointers, ctx: Context, field: string, stack: Set<string>) {
  const db = isObject(b.discriminator) ? b.discriminator : undefined;
  const da = isObject(a.discriminator) ? a.discriminator : undefined;
  if (db?.propertyName !== da?.propertyName) {
    ctx.emit({ ...base(ctx), field, change: 'discriminator-changed', pointer: join(at.after, 'discriminator'), side: 'after', from: db?.propertyName, to: da?.propertyName });
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const listB = Array.isArray(b[key]) ? b[key] : [];
    const listA = Array.isArray(a[key]) ? a[key] : [];
    if (listB.length === 0 && listA.length === 0) continue;
    const keyed = (side: Side, list: JsonValue[], discriminator: Json | undefined) => {
      const map = new Map<string, { raw: JsonValue; index: number }>();
      list.forEach((raw, index) => {
        let k = variantKey(side, raw, discriminator);
        while (map.has(k)) k += "'";
        map.set(k, { raw, index });
      });
      return map;
    };
    const vb = keyed(before, listB, db);
    const va = keyed(after, listA, da);
    for (const [k, { raw, index }] of va) {
      const old = vb.get(k);
      const pointer = join(at.after, key, index);
      if (!old) {
        ctx.emit({ ...base(ctx), field, change: 'variant-added', pointer, side: 'after', value: k.replace(/^\w+:/, '') });
        continue;
      }
      compareSchema(before, after, old.raw, raw, { before: join(at.before, key, old.index), after: pointer }, ctx, field, stack);
    }
    for (const [k, { index }] of vb) {
      if (!va.has(k)) ctx.emit({ ...base(ctx), field, change: 'variant-removed', pointer: join(at.before, key, index), side: 'before', value: k.replace(/^\w+:/, '') });
    }
  }
}

interface ErrorRow {
  code: string;
  /** When the operation returns it, as its error table says (a field's code names the fields). */
  when: string;
  /** The operation's own `x-errors` entry, when it lists the code itself. */
  own?: Json;
  /** Where the code is written: the operation's `x-errors` entry or the first field's. */
  pointer: string;
}

/**
 * An operation's errors as its error table lists them (`withFieldErrors` of the API model): its
 * own `x-errors`, then the codes its request fields carry, through `$ref`s. Keyed by code;
 * undefined when neither lists any.
 */
function errorTable(side: Side, entry: { operation: Json; pathItem: Json }, at: string): Map<string, ErrorRow> | undefined {
  const follow = (node: unknown) => (isObject(node) ? side.resolve(node).schema : undefined);
  const listed = (list: unknown, base: string) => (Array.isArray(list) ? list.map((raw, index) => ({ raw, pointer: join(base, 'parameters', index) })) : []);
  const withParameter = (list: { raw: unknown; pointer: string }[]) => list.map((p) => ({ ...p, parameter: side.resolve(p.raw).schema }));
  const own = withParameter(listed(entry.operation.parameters, at));
  const shared = withParameter(listed(entry.pathItem.parameters, at.slice(0, at.lastIndexOf('/')))).filter((p) => !own.some((o) => o.parameter.name === p.parameter.name && o.parameter.in === p.parameter.in));
  const parameters = [...shared, ...own];
  const fields = requestFieldErrors(parameters.map((p) => p.parameter as unknown as ParameterModel), entry.operation.requestBody as RequestBodyModel | undefined, {
    follow,
    at: { parameters: parameters.map((p) => p.pointer), requestBody: join(at, 'requestBody') },
  });
  const ownErrors = Array.isArray(entry.operation['x-errors']) ? entry.operation['x-errors'] : undefined;
  if (!ownErrors && fields.length === 0) return undefined;
  const ownEntries = (ownErrors ?? []).map((raw, index) => ({ raw, pointer: join(at, 'x-errors', index) })).filter((e): e is { raw: Json; pointer: string } => isObject(e.raw) && typeof e.raw.code === 'string');
  const rows = withFieldErrors(
    ownEntries.map(({ raw }) => ({ code: String(raw.code), status: 0, when: typeof raw.when === 'string' ? raw.when.trim() : '' })),
    fields,
    [],
  );
  const table = new Map<string, ErrorRow>();
  for (const row of rows) {
    const known = table.get(row.code);
    if (known) {
      known.when += ` ${row.when}`;
      continue;
    }
    const ownEntry = ownEntries.find((e) => e.raw.code === row.code);
    const pointer = ownEntry?.pointer ?? fields.find((field) => field.code === row.code)?.pointer ?? join(at, 'x-errors');
    table.set(row.code, { code: row.code, when: row.when, pointer, ...(ownEntry ? { own: ownEntry.raw } : {}) });
  }
  return table;
}
