import {
  HTTP_METHODS,
  resolvePointer,
  toPointer,
  type HttpMethod,
  type JsonObject,
  type JsonValue,
  type OpenApiDocument,
  type Operation,
} from './load';

export interface OperationEntry {
  /** `paths` for endpoints, `webhooks` for events. */
  section: 'paths' | 'webhooks';
  /** The path (`/cards/credit`) or the webhook name (`card.created`). */
  name: string;
  method: HttpMethod;
  operation: Operation;
  /** Path-level parameters followed by operation-level ones, refs unresolved. */
  parameters: JsonValue[];
  pointer: string;
}

export function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function operationsOf(doc: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const section of ['paths', 'webhooks'] as const) {
    for (const [name, pathItem] of Object.entries(doc[section] ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = pathItem[method];
        if (!operation) continue;
        const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
        const own = Array.isArray(operation.parameters) ? operation.parameters : [];
        entries.push({
          section,
          name,
          method,
          operation,
          parameters: [...shared, ...own],
          pointer: toPointer([section, name, method]),
        });
      }
    }
  }
  return entries;
}

/** Follows `$ref`s in the bundled document; returns the target and the pointer where it lives. */
export function deref(doc: OpenApiDocument, node: JsonValue | undefined, pointer: string): { node: JsonValue | undefined; pointer: string } {
  let current = node;
  let at = pointer;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    at = current.$ref.replace(/^#/, '');
    current = resolvePointer(doc, current.$ref);
  }
  return { node: current, pointer: at };
}

/** The object a `$ref` leads to, with the keywords written beside the `$ref` (OpenAPI 3.1 lets a `description` override the target's) kept. */
export function inlined(doc: OpenApiDocument, node: JsonValue | undefined): JsonValue | undefined {
  const target = deref(doc, node, '').node;
  if (!isObject(node) || typeof node.$ref !== 'string' || !isObject(target)) return target;
  const beside: JsonObject = { ...node };
  delete beside.$ref;
  return { ...target, ...beside };
}

/** Calls back for every string anywhere in `node` (not through `$ref`s), with its JSON pointer. */
export function forEachString(node: JsonValue, pointer: string, callback: (text: string, pointer: string) => void): void {
  if (typeof node === 'string') {
    callback(node, pointer);
  } else if (Array.isArray(node)) {
    node.forEach((item, index) => forEachString(item, `${pointer}/${index}`, callback));
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) forEachString(value, `${pointer}/${escape(key)}`, callback);
  }
}

export interface SchemaVisit {
  schema: JsonObject;
  pointer: string;
}

const NESTED_SCHEMA_MAPS = ['properties', 'patternProperties', '$defs'] as const;
const NESTED_SCHEMA_SINGLE = ['items', 'additionalProperties', 'unevaluatedProperties', 'not', 'propertyNames', 'contains', 'if', 'then', 'else'] as const;
const NESTED_SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;

/** Visits a schema and every schema nested in it, without following `$ref`s. */
export function walkSchema(schema: JsonValue | undefined, pointer: string, visit: (entry: SchemaVisit) => void): void {
  if (!isObject(schema)) return;
  visit({ schema, pointer });
  for (const key of NESTED_SCHEMA_MAPS) {
    const map = schema[key];
    if (isObject(map)) for (const [name, sub] of Object.entries(map)) walkSchema(sub, `${pointer}/${key}/${escape(name)}`, visit);
  }
  for (const key of NESTED_SCHEMA_SINGLE) walkSchema(schema[key], `${pointer}/${key}`, visit);
  for (const key of NESTED_SCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((sub, index) => walkSchema(sub, `${pointer}/${key}/${index}`, visit));
  }
}

/**
 * Every schema written in the document: component schemas and the inline schemas of parameters,
 * headers and media types (in paths, webhooks and components), each visited once.
 */
export function allSchemas(doc: OpenApiDocument): SchemaVisit[] {
  const found: SchemaVisit[] = [];
  const collect = (schema: JsonValue | undefined, pointer: string) => walkSchema(schema, pointer, (entry) => found.push(entry));
  const components = doc.components;
  if (isObject(components.schemas)) {
    for (const [name, schema] of Object.entries(components.schemas)) collect(schema, `/components/schemas/${escape(name)}`);
  }
  forEachSchemaHolder(doc, (holder, pointer) => collect(holder.schema, `${pointer}/schema`));
  return found;
}

/** Calls back for every parameter, header and media type object (not through `$ref`s), with its pointer. */
export function forEachSchemaHolder(doc: OpenApiDocument, callback: (holder: JsonObject, pointer: string, kind: 'parameter' | 'header' | 'media') => void): void {
  const visitContent = (content: JsonValue | undefined, pointer: string) => {
    if (!isObject(content)) return;
    for (const [type, media] of Object.entries(content)) if (isObject(media)) callback(media, `${pointer}/content/${escape(type)}`, 'media');
  };
  const visitHeaders = (headers: JsonValue | undefined, pointer: string) => {
    if (!isObject(headers)) return;
    for (const [name, header] of Object.entries(headers)) {
      if (isObject(header) && header.$ref === undefined) callback(header, `${pointer}/headers/${escape(name)}`, 'header');
    }
  };
  const visitParameters = (parameters: JsonValue | undefined, pointer: string) => {
    if (!Array.isArray(parameters)) return;
    parameters.forEach((parameter, index) => {
      if (isObject(parameter) && parameter.$ref === undefined) callback(parameter, `${pointer}/parameters/${index}`, 'parameter');
    });
  };
  const visitResponse = (response: JsonValue | undefined, pointer: string) => {
    if (!isObject(response) || response.$ref !== undefined) return;
    visitHeaders(response.headers, pointer);
    visitContent(response.content, pointer);
  };
  for (const section of ['paths', 'webhooks'] as const) {
    for (const [name, pathItem] of Object.entries(doc[section] ?? {})) {
      const itemPointer = `/${section}/${escape(name)}`;
      visitParameters(pathItem.parameters, itemPointer);
      for (const method of HTTP_METHODS) {
        const operation = pathItem[method];
        if (!operation) continue;
        const pointer = `${itemPointer}/${method}`;
        visitParameters(operation.parameters, pointer);
        const body = operation.requestBody;
        if (isObject(body) && body.$ref === undefined) visitContent(body.content, `${pointer}/requestBody`);
        if (isObject(operation.responses)) {
          for (const [status, response] of Object.entries(operation.responses)) visitResponse(response, `${pointer}/responses/${escape(status)}`);
        }
      }
    }
  }
  const components = doc.components;
  for (const [kind, callbackKind] of [['parameters', 'parameter'], ['headers', 'header']] as const) {
    const map = components[kind];
    if (isObject(map)) {
      for (const [name, holder] of Object.entries(map)) if (isObject(holder)) callback(holder, `/components/${kind}/${escape(name)}`, callbackKind);
    }
  }
  if (isObject(components.responses)) {
    for (const [name, response] of Object.entries(components.responses)) visitResponse(response, `/components/responses/${escape(name)}`);
  }
  if (isObject(components.requestBodies)) {
    for (const [name, body] of Object.entries(components.requestBodies)) {
      if (isObject(body)) visitContent(body.content, `/components/requestBodies/${escape(name)}`);
    }
  }
}

function escape(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}
