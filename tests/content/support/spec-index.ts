import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OperationModel } from '../../../plugins/api-model';
import { escapePointerSegment as escapePointer, HTTP_METHODS, resolvePointer as resolveIn, type JsonValue, type OpenApiDocument } from '../../../plugins/api-model/load';
import { deref as derefIn } from '../../../plugins/api-model/walk';

type Json = Record<string, unknown>;
const SPEC_ID = 'https://spec.invalid/api.json';

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  pageId: string;
  pathPattern: RegExp;
  queryParameters: string[];
  requiredHeaders: string[];
  needsAuth: boolean;
  /** Request body media type -> JSON pointer of its schema. */
  requestSchemas: Record<string, string>;
  requestRequired: boolean;
  /** Status code -> JSON pointer of the response's JSON schema, or null when it has no body. */
  responseSchemas: Record<string, string | null>;
}

export interface SchemaError {
  pointer: string;
  message: string;
}

function resolvePointer(doc: Json, pointer: string): unknown {
  return resolveIn(doc as JsonValue, pointer);
}

/** Follows `$ref`s of non-schema objects (responses, parameters, request bodies); returns the object and its pointer. */
function deref(doc: Json, node: unknown, pointer: string): { node: Json; pointer: string } {
  const found = derefIn(doc as OpenApiDocument, node as JsonValue, pointer);
  return { node: found.node as Json, pointer: found.pointer };
}

function jsonSchemaPointer(content: Json | undefined, base: string): string | null {
  if (!content) return null;
  const mediaType = ['application/json', 'application/problem+json'].find((type) => content[type]) ?? Object.keys(content)[0];
  if (!mediaType || !(content[mediaType] as Json)?.schema) return null;
  return `${base}/content/${escapePointer(mediaType)}/schema`;
}

export class SpecIndex {
  readonly operations: Operation[] = [];
  readonly eventSchemas = new Map<string, string>();
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(
    readonly doc: Json,
    private readonly modelOperations: OperationModel[],
  ) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, verbose: true });
    addFormats(this.ajv);
    this.ajv.addSchema(doc, SPEC_ID);
    this.indexOperations();
    this.indexEvents();
  }

  /** The model's operations, with what the checks match and validate: path patterns and the pointers of their schemas. */
  private indexOperations() {
    for (const model of this.modelOperations) {
      const base = model.pointer;
      const op = resolvePointer(this.doc, base) as Json;
      const body = op.requestBody ? deref(this.doc, op.requestBody, `${base}/requestBody`) : null;
      const requestSchemas: Record<string, string> = {};
      for (const mediaType of Object.keys((body?.node.content ?? {}) as Json)) {
        requestSchemas[mediaType] = `${body!.pointer}/content/${escapePointer(mediaType)}/schema`;
      }
      const responseSchemas: Record<string, string | null> = {};
      for (const [status, response] of Object.entries((op.responses ?? {}) as Json)) {
        const resolved = deref(this.doc, response, `${base}/responses/${status}`);
        responseSchemas[status] = jsonSchemaPointer(resolved.node.content as Json | undefined, resolved.pointer);
      }
      this.operations.push({
        operationId: model.operationId,
        method: model.method.toUpperCase(),
        path: model.path,
        summary: model.summary,
        pageId: model.pageId,
        pathPattern: new RegExp(`^${model.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
        queryParameters: model.parameters.filter((p) => p.in === 'query').map((p) => p.name),
        requiredHeaders: model.parameters.filter((p) => p.in === 'header' && p.required).map((p) => p.name),
        needsAuth: model.security.some((requirement) => Object.keys(requirement).length > 0),
        requestSchemas,
        requestRequired: Boolean(body?.node.required),
        responseSchemas,
      });
    }
  }

  /** Webhook events: keyed by the `webhooks` entry name and by the `type` value(s) its payload schema allows. */
  private indexEvents() {
    for (const [name, itemRaw] of Object.entries((this.doc.webhooks ?? {}) as Json)) {
      const item = deref(this.doc, itemRaw, `/webhooks/${escapePointer(name)}`);
      for (const method of HTTP_METHODS) {
        const op = item.node[method] as Json | undefined;
        if (!op?.requestBody) continue;
        const body = deref(this.doc, op.requestBody, `${item.pointer}/${method}/requestBody`);
        const pointer = jsonSchemaPointer(body.node.content as Json | undefined, body.pointer);
        if (!pointer) continue;
        for (const type of this.eventTypesOf(pointer)) this.eventSchemas.set(type, pointer);
        if (!this.eventSchemas.has(name)) this.eventSchemas.set(name, pointer);
      }
    }
  }

  private eventTypesOf(pointer: string): string[] {
    const seen = new Set<string>();
    const types: string[] = [];
    const visit = (schema: unknown, depth: number) => {
      if (!schema || typeof schema !== 'object' || depth > 6) return;
      const node = schema as Json;
      if (typeof node.$ref === 'string') {
        if (seen.has(node.$ref)) return;
        seen.add(node.$ref);
        visit(resolvePointer(this.doc, node.$ref), depth + 1);
      }
      const typeProperty = (node.properties as Json | undefined)?.type as Json | undefined;
      if (typeProperty) {
        const resolved = typeof typeProperty.$ref === 'string' ? (resolvePointer(this.doc, typeProperty.$ref) as Json) : typeProperty;
        if (typeof resolved.const === 'string') types.push(resolved.const);
        if (Array.isArray(resolved.enum) && resolved.enum.length === 1) types.push(String(resolved.enum[0]));
      }
      for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
        for (const sub of (node[key] as unknown[] | undefined) ?? []) visit(sub, depth + 1);
      }
    };
    visit(resolvePointer(this.doc, pointer), 0);
    return types;
  }

  byId(operationId: string): Operation | undefined {
    return this.operations.find((op) => op.operationId === operationId);
  }

  /** The operation for an HTTP method and a concrete request path such as `/customers/cus_123`. */
  match(method: string, path: string): Operation | undefined {
    const upper = method.toUpperCase();
    const candidates = this.operations.filter((op) => op.method === upper && op.pathPattern.test(path));
    // A literal segment beats a template: `/customers/individual` over `/customers/{customer_id}`.
    const templates = (op: Operation) => op.path.split('{').length - 1;
    return candidates.sort((a, b) => templates(a) - templates(b))[0];
  }

  /** Validates `value` against the schema at `pointer`; returns readable errors with JSON pointers into `value`. */
  validate(pointer: string, value: unknown): SchemaError[] {
    let validateFn = this.compiled.get(pointer);
    if (!validateFn) {
      try {
        validateFn = this.ajv.compile({ $ref: `${SPEC_ID}#${pointer}` });
      } catch (error) {
        return [{ pointer: '/', message: `the spec schema at ${pointer} cannot be compiled: ${(error as Error).message}` }];
      }
      this.compiled.set(pointer, validateFn);
    }
    if (validateFn(value)) return [];
    return simplify(this.narrowAlternatives([...(validateFn.errors ?? [])]));
  }

  /**
   * A failed oneOf/anyOf reports the errors of every branch. When the value's `const`
   * fields (such as `scheme`) pick out exactly one `$ref` branch, keep only that branch's errors.
   */
  private narrowAlternatives(errors: ErrorObject[]): ErrorObject[] {
    let result = errors;
    let start = 0;
    for (let index = 0; index < result.length; index++) {
      const error = result[index];
      if (!['oneOf', 'anyOf'].includes(error.keyword) || !Array.isArray(error.schema)) continue;
      const branch = this.applicableBranch(error.schema as unknown[], error.data);
      if (branch) {
        const inner = this.validateRaw(branch, error.data).map((e) => ({ ...e, instancePath: `${error.instancePath}${e.instancePath}` }));
        const before = result.slice(0, start);
        const own = result.slice(start, index).filter((e) => !e.instancePath.startsWith(error.instancePath));
        result = [...before, ...own, ...inner, ...result.slice(index + 1)];
        index = before.length + own.length + inner.length - 1;
      }
      start = index + 1;
    }
    return result;
  }

  private applicableBranch(branches: unknown[], data: unknown): string | null {
    if (!data || typeof data !== 'object') return null;
    const matching = branches.filter((branch) => {
      const ref = (branch as Json | undefined)?.$ref;
      if (typeof ref !== 'string' || !ref.startsWith('#/')) return false;
      const properties = ((resolvePointer(this.doc, ref) as Json | undefined)?.properties ?? {}) as Record<string, Json>;
      const consts = Object.entries(properties).filter(([, schema]) => schema && 'const' in schema);
      return consts.length > 0 && consts.every(([name, schema]) => (data as Json)[name] === schema.const);
    });
    return matching.length === 1 ? ((matching[0] as Json).$ref as string).slice(1) : null;
  }

  private validateRaw(pointer: string, value: unknown): ErrorObject[] {
    let validateFn = this.compiled.get(pointer);
    if (!validateFn) {
      validateFn = this.ajv.compile({ $ref: `${SPEC_ID}#${pointer}` });
      this.compiled.set(pointer, validateFn);
    }
    return validateFn(value) ? [] : this.narrowAlternatives([...(validateFn.errors ?? [])]);
  }
}

/** Drops the noise of failed oneOf/anyOf branches when a more specific error exists. */
function simplify(errors: ErrorObject[]): SchemaError[] {
  const specific = errors.filter((e) => !['oneOf', 'anyOf', 'if'].includes(e.keyword));
  const chosen = specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  const result: SchemaError[] = [];
  for (const error of chosen) {
    const extra =
      error.keyword === 'additionalProperties'
        ? ` ("${(error.params as { additionalProperty: string }).additionalProperty}")`
        : error.keyword === 'enum'
          ? ` (${((error.params as { allowedValues: unknown[] }).allowedValues ?? []).join(', ')})`
          : '';
    const entry = { pointer: error.instancePath || '/', message: `${error.message ?? error.keyword}${extra}` };
    const key = `${entry.pointer} ${entry.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      result.push(entry);
    }
  }
  return result;
}
