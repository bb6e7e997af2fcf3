import {
  deref as derefIn,
  escapePointerSegment as escapePointer,
  ExampleValidator,
  HTTP_METHODS,
  loadApiModel,
  resolvePointer as resolveIn,
  type ApiModel,
  type ExampleContext,
  type JsonValue,
  type OpenApiDocument,
} from './spec';

type Json = Record<string, unknown>;

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

/**
 * One way a value breaks a schema. `rule` is `closed-object` for a field the schema does not
 * have, `read-only` / `write-only` for a field sent the wrong way, `schema` for anything else.
 */
export interface SchemaError {
  rule: 'closed-object' | 'read-only' | 'write-only' | 'schema';
  message: string;
}

/** The error codes of the catalogue, and the codes a field error in `errors` can carry. */
export interface ErrorCatalogue {
  codes: { code: string; status: number; title: string }[];
  fieldErrorCodes: string[];
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
  /** Every webhook event type of the spec, sorted. */
  readonly eventTypes: string[];
  readonly errorCatalogue: ErrorCatalogue;
  private readonly validator: ExampleValidator;

  readonly doc: Json;

  constructor(private readonly model: ApiModel) {
    const doc = model.spec.bundled as unknown as Json;
    this.doc = doc;
    this.validator = new ExampleValidator(doc as OpenApiDocument);
    this.eventTypes = model.webhookEvents.map((event) => event.type);
    this.errorCatalogue = {
      codes: model.errorCodes,
      fieldErrorCodes: asList(this.schemaAt('/components/schemas/FieldError/properties/code')?.enum).map(String),
    };
    this.indexOperations();
    this.indexEvents();
  }

  /** The model's operations, with what the checks match and validate: path patterns and the pointers of their schemas. */
  private indexOperations() {
    for (const model of this.model.operations) {
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

  /**
   * Validates `value` against the schema at `pointer` with the validator of the spec's own
   * examples: objects closed at every level, `readOnly` fields refused in a request and
   * `writeOnly` fields in a response. Returns one error per problem, each naming its JSON pointer.
   */
  validate(pointer: string, value: unknown, context: ExampleContext): SchemaError[] {
    const schema = { $ref: `#${pointer}` };
    const problem = this.validator.validate(schema, value as JsonValue, context);
    if (problem === undefined) return [];
    // A failed oneOf reports every branch; said again against the branch the value belongs to,
    // the errors are about that branch only. (A value that then passes broke oneOf itself.)
    const narrowed = this.narrow(schema, value, 0);
    const focused = narrowed === schema ? undefined : this.validator.validate(narrowed, value as JsonValue, context);
    return parseProblems(focused ?? problem);
  }

  /**
   * `node` with each oneOf/anyOf that `value` reaches replaced by the one branch `value` can
   * belong to (judged by type, `const` and `enum`, and the `const` fields of an object branch).
   * Returns `node` itself when nothing was narrowed.
   */
  private narrow(node: JsonValue | undefined, value: unknown, depth: number): JsonValue | undefined {
    if (!isJsonObject(node) || depth > 64) return node;
    const { $ref, ...siblings } = node;
    if (typeof $ref === 'string') {
      const target = resolvePointer(this.doc, $ref) as JsonValue | undefined;
      const narrowed = this.narrow(target, value, depth + 1);
      if (narrowed === target) return node;
      return Object.keys(siblings).length === 0 ? narrowed! : { ...siblings, allOf: [narrowed!, ...asList(siblings.allOf)] };
    }
    const out: Record<string, JsonValue> = { ...node };
    let changed = false;
    if (Array.isArray(node.allOf)) {
      const list = node.allOf.map((sub) => this.narrow(sub, value, depth + 1)!);
      if (list.some((sub, index) => sub !== (node.allOf as JsonValue[])[index])) {
        out.allOf = list;
        changed = true;
      }
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const branches = node[key];
      if (!Array.isArray(branches)) continue;
      const admitted = branches.filter((branch) => this.admits(branch, value));
      if (admitted.length !== 1) continue;
      delete out[key];
      out.allOf = [...asList(out.allOf), this.narrow(admitted[0], value, depth + 1)!];
      changed = true;
    }
    if (isJsonObject(node.properties) && isJsonObject(value)) {
      const properties = node.properties;
      const entries = Object.entries(properties).map(([name, sub]) => [name, name in value ? this.narrow(sub, value[name], depth + 1)! : sub] as const);
      if (entries.some(([name, sub]) => sub !== properties[name])) {
        out.properties = Object.fromEntries(entries);
        changed = true;
      }
    }
    if (isJsonObject(node.items) && Array.isArray(value) && value.length > 0) {
      const items = node.items;
      const list = value.map((item) => this.narrow(items, item, depth + 1)!);
      // One schema for every item: narrow only when all items narrow the same way.
      if (list.some((sub) => sub !== items) && list.every((sub) => JSON.stringify(sub) === JSON.stringify(list[0]))) {
        out.items = list[0];
        changed = true;
      }
    }
    return changed ? out : node;
  }

  /** The schema at `pointer`, through `$ref`s. */
  private schemaAt(pointer: string): Record<string, JsonValue> | undefined {
    const node = derefIn(this.doc as OpenApiDocument, resolvePointer(this.doc, pointer) as JsonValue | undefined, pointer).node;
    return isJsonObject(node) ? node : undefined;
  }

  /** Whether `value` could belong to `branch`, judged cheaply: type, const, enum, const fields. */
  private admits(branch: JsonValue, value: unknown): boolean {
    const schema = derefIn(this.doc as OpenApiDocument, branch, '').node;
    if (!isJsonObject(schema)) return true;
    const types = schema.type === undefined ? undefined : asList(schema.type).map(String);
    if (types && !types.some((type) => hasType(value, type))) return false;
    if ('const' in schema && schema.const !== value) return false;
    if (Array.isArray(schema.enum) && !schema.enum.includes(value as JsonValue)) return false;
    if (isJsonObject(schema.properties)) {
      if (!isJsonObject(value)) return false;
      for (const [name, sub] of Object.entries(schema.properties)) {
        const property = derefIn(this.doc as OpenApiDocument, sub, '').node;
        if (isJsonObject(property) && 'const' in property && value[name] !== property.const) return false;
      }
    }
    return true;
  }
}

let cached: Promise<SpecIndex> | undefined;

/** The index of the bundled API description (examples/api.yaml and the files it references), built once per test file. */
export function specIndex(): Promise<SpecIndex> {
  cached ??= loadApiModel().then((model) => new SpecIndex(model));
  return cached;
}

const isJsonObject = (value: unknown): value is Record<string, JsonValue> => typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: JsonValue | undefined): JsonValue[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isJsonObject(value);
    case 'integer':
      return Number.isInteger(value);
    default:
      return typeof value === type;
  }
}

const MORE = /^and (\d+) more$/;
const UNKNOWN_FIELD = /^must NOT have (?:unevaluated|additional) properties '(.*)'$/;
const SENT_WRONG_WAY: [RegExp, SchemaError['rule']][] = [
  [/^is read-only and must not be sent in a request$/, 'read-only'],
  [/^is write-only and must not appear in a response$/, 'write-only'],
];

/**
 * Turns the validator's summary (`<pointer> <message>` items joined by "; ", at most four, then
 * "and N more") into one error per item, a field the schema lacks named by its own pointer.
 */
export function parseProblems(summary: string): SchemaError[] {
  return summary.split('; ').map((item): SchemaError => {
    const more = MORE.exec(item);
    if (more) return { rule: 'schema', message: `and ${more[1]} more problems; fix these and run the check again` };
    const space = item.indexOf(' ');
    if (!item.startsWith('/') || space < 0) return { rule: 'schema', message: item };
    const [pointer, text] = [item.slice(0, space), item.slice(space + 1)];
    const unknown = UNKNOWN_FIELD.exec(text);
    if (unknown) {
      const field = `${pointer === '/' ? '' : pointer}/${escapePointer(unknown[1])}`;
      return { rule: 'closed-object', message: `${field} is not a field of the schema` };
    }
    const wrongWay = SENT_WRONG_WAY.find(([pattern]) => pattern.test(text));
    return { rule: wrongWay?.[1] ?? 'schema', message: `${pointer} ${text}` };
  });
}
