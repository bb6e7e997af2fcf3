/**
 * The spec's examples against what their operation says: a response shows what its request set,
 * and a list or an object read through a path or a filter holds only what that selects.
 */
import { sampleRequest } from '../../../plugins/api-reference/view/operation';
import { findCurlCommands, type CurlCommand } from './curl';
import { parseMdx } from './mdx';
import type { WorldProblem } from './world';
import { deref, escapePointerSegment, resolvePointer, type ApiModel, type JsonValue, type OpenApiDocument, type OperationModel } from './spec';

type Json = Record<string, unknown>;
type Schema = Json;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => JSON.stringify(value);

/** `file#pointer (line N)` of a place reached from `pointer` in the bundled spec by `segments`, following `$ref`s. */
export function placeOf(model: ApiModel, pointer: string, segments: (string | number)[]): string {
  const doc = model.spec.bundled as OpenApiDocument;
  let found = deref(doc, resolvePointer(doc as JsonValue, pointer) as JsonValue, pointer);
  for (const segment of segments) {
    const next = `${found.pointer}/${escapePointerSegment(String(segment))}`;
    found = deref(doc, (found.node as Record<string, JsonValue> | JsonValue[] | undefined)?.[segment as never], next);
  }
  const place = model.spec.locate(found.pointer);
  return `${place.file}#${place.pointer}${place.line === undefined ? '' : ` (line ${place.line})`}`;
}

/** The properties a schema defines, through `allOf`, `oneOf` and `anyOf`. */
export function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const own = (schema.properties ?? {}) as Record<string, Schema>;
  const parts = ['allOf', 'oneOf', 'anyOf'].flatMap((keyword) => (schema[keyword] as Schema[] | undefined) ?? []);
  return Object.assign({}, ...parts.map(propertiesOf), own) as Record<string, Schema>;
}

const itemSchema = (schema: Schema | undefined): Schema | undefined => {
  if (!schema) return undefined;
  if (schema.items) return schema.items as Schema;
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    for (const part of (schema[keyword] as Schema[] | undefined) ?? []) {
      const items = itemSchema(part);
      if (items) return items;
    }
  }
  return undefined;
};

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.values(value).every(isEmpty));

/** A field the API fills in when the request leaves it out, as its description says. */
const filledWhenOmitted = (schema: Schema) => /defaults to|when you leave it out|generated/i.test(String(schema.description ?? ''));

interface Pair {
  op: OperationModel;
  name: string;
  request: unknown;
  requestSchema: Schema;
  status: string;
  responseName: string;
  response: unknown;
  responseSchema: Schema;
}

function pairsOf(op: OperationModel): Pair[] {
  const media = op.requestBody?.content?.['application/json'];
  if (!media?.schema) return [];
  const requests = Object.entries(media.examples ?? {}).filter(([, example]) => example.value !== undefined);
  return requests.flatMap(([name, request]) =>
    Object.entries(op.responses)
      .filter(([status]) => /^2\d\d$/.test(status))
      .flatMap(([status, response]) => {
        const answer = response.content?.['application/json'];
        if (!answer?.schema) return [];
        const examples = Object.entries(answer.examples ?? {}).filter(([, example]) => example.value !== undefined);
        const paired = examples.filter(([responseName]) => responseName === name);
        return (paired.length > 0 ? paired : examples).map(([responseName, example]) => ({
          op, name, request: request.value, requestSchema: media.schema as Schema, status, responseName, response: example.value, responseSchema: answer.schema as Schema,
        }));
      }),
  );
}

/**
 * Rule `response-shows-request`: what a request example sets, its response shows (a field the
 * response has, at the same path, with the same value); and a response to a create request shows
 * no value for a field the request could have set but did not, beyond the field's default or what
 * its description says the API fills in.
 */
export function requestResponsePairs(model: ApiModel): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const op of model.operations) {
    for (const pair of pairsOf(op)) {
      const where = (path: (string | number)[]) =>
        placeOf(model, pair.op.pointer, ['responses', pair.status, 'content', 'application/json', 'examples', pair.responseName, 'value', ...path]);
      const report = (path: (string | number)[], message: string) =>
        problems.push({ rule: 'response-shows-request', message: `${op.operationId}: the response "${pair.responseName}" to the request "${pair.name}" ${message}`, places: [where(path)] });
      const sent = (request: unknown, response: unknown, requestSchema: Schema | undefined, responseSchema: Schema | undefined, path: (string | number)[]) => {
        const dotted = path.join('.');
        if (Array.isArray(request)) {
          if (!Array.isArray(response) || response.length !== request.length) {
            report(path, `shows ${Array.isArray(response) ? response.length : show(response)} for \`${dotted}\`, which the request sent with ${request.length} entries`);
            return;
          }
          request.forEach((item, index) => sent(item, response[index], itemSchema(requestSchema), itemSchema(responseSchema), [...path, index]));
          return;
        }
        if (isObject(request)) {
          if (!isObject(response)) {
            report(path, `shows ${show(response)} for \`${dotted}\`, which the request sent`);
            return;
          }
          const requestProperties = propertiesOf(requestSchema);
          const responseProperties = propertiesOf(responseSchema);
          for (const [name, value] of Object.entries(request)) {
            if (!(name in responseProperties) || requestProperties[name]?.writeOnly) continue;
            if (!(name in response)) report([...path], `leaves out \`${[...path, name].join('.')}\`, which the request sent`);
            else sent(value, response[name], requestProperties[name], responseProperties[name], [...path, name]);
          }
          if (op.method === 'post') {
            for (const [name, value] of Object.entries(response)) {
              if (name === 'id' || name in request || !(name in requestProperties) || isEmpty(value)) continue;
              if (show(value) === show(requestProperties[name].default)) continue;
              if (filledWhenOmitted(requestProperties[name])) continue;
              report([...path, name], `shows \`${[...path, name].join('.')}\` = ${show(value)}, which the request could set but did not send`);
            }
          }
          return;
        }
        if (show(request) !== show(response)) report(path, `shows \`${dotted}\` = ${show(response)}, but the request set ${show(request)}`);
      };
      sent(pair.request, pair.response, pair.requestSchema, pair.responseSchema, []);
    }
  }
  return problems;
}

/** The value a parameter's example gives it, as the code samples send it. */
function exampleOf(op: OperationModel, name: string): unknown {
  const parameter = op.parameters.find((p) => p.name === name);
  return parameter?.example ?? Object.values(parameter?.examples ?? {})[0]?.value ?? parameter?.schema?.example;
}

export const LIST_FILTER_EXTENSION = 'x-list-filter';

/**
 * Rule `response-fits-request`: a list holds only what its operation returns: the items of a list
 * under a path parameter belong to it (a customer's cards are that customer's), and every item has
 * the field values of the operation's `x-list-filter` (`type: payment` on list payments).
 */
export function responsesFitRequests(model: ApiModel): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const op of model.operations) {
    const pathValues = op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, exampleOf(op, p.name)] as const).filter(([, value]) => typeof value === 'string');
    const raw = resolvePointer(model.spec.bundled as JsonValue, op.pointer) as Json | undefined;
    const filter = Object.entries((raw?.[LIST_FILTER_EXTENSION] ?? {}) as Json);
    for (const [status, response] of Object.entries(op.responses)) {
      if (!/^2\d\d$/.test(status)) continue;
      const examples = Object.entries(response.content?.['application/json']?.examples ?? {}).filter(([, example]) => example.value !== undefined);
      for (const [name, example] of examples) {
        const value = example.value as Json;
        const items = value.object === 'list' && Array.isArray(value.data) ? (value.data as Json[]).map((item, index) => [item, ['data', index]] as const) : [[value, []] as const];
        for (const [item, path] of items) {
          const where = () => placeOf(model, op.pointer, ['responses', status, 'content', 'application/json', 'examples', name, 'value', ...path]);
          if (value.object !== 'list') continue;
          for (const [param, id] of pathValues) {
            if (param in item && item[param] !== id) {
              problems.push({ rule: 'response-fits-request', message: `${op.operationId} ${name}: ${String(item.id)} has \`${param}\` ${show(item[param])}, but the list is of ${String(id)} (the path's example)`, places: [where()] });
            }
          }
          for (const [field, wanted] of filter) {
            if (show(item[field]) !== show(wanted)) {
              problems.push({ rule: 'response-fits-request', message: `${op.operationId} ${name}: ${String(item.id)} has \`${field}\` ${show(item[field])}, but the operation returns only ${show(wanted)} (${LIST_FILTER_EXTENSION})`, places: [where()] });
            }
          }
        }
      }
    }
  }
  return problems;
}

/** The path parameters of `path` if it is an instance of `template` (`/customers/{customer_id}/cards`). */
export function pathValuesOf(template: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = new RegExp(`^${template.replace(/\{([^}]+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
  const match = pattern.exec(path);
  return match ? Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])])) : undefined;
}

/** A list response shown on a page, and the request the page sends for it (its curl's path and query). */
export interface DocList {
  operationId: string;
  value: unknown;
  where: string;
  /** The path and query of the nearest curl above it that calls the same operation, if any. */
  url?: string;
}

/** Query parameters that narrow a list by a field of the same name that the items carry. */
const NOT_ITEM_FIELDS = new Set(['limit', 'cursor', 'created_after', 'created_before']);

/** What a list request selects by: `x-list-filter`, and the path's and query's values that items carry as fields. */
export function listCriteria(model: ApiModel, op: OperationModel, url?: string): [string, unknown, string][] {
  const raw = resolvePointer(model.spec.bundled as JsonValue, op.pointer) as Json | undefined;
  const wanted: [string, unknown, string][] = Object.entries((raw?.[LIST_FILTER_EXTENSION] ?? {}) as Json).map(([field, filter]) => [field, filter, LIST_FILTER_EXTENSION]);
  if (url) {
    const [path, query = ''] = url.split('?');
    for (const [name, id] of Object.entries(pathValuesOf(op.path, path) ?? {})) wanted.push([name, id, 'the request path']);
    for (const [name, filter] of new URLSearchParams(query)) {
      if (!NOT_ITEM_FIELDS.has(name) && op.parameters.some((p) => p.in === 'query' && p.name === name)) wanted.push([name, filter, `the request's ${name}=${filter}`]);
    }
  }
  return wanted;
}

/** The path and query a spec example of `op` is the answer to: the request its code samples send. */
export const exampleUrlOf = (op: OperationModel): string => sampleRequest(op).path;

/**
 * Rule `response-fits-request` on the docs: a list a page shows holds only what its operation
 * returns (`x-list-filter`) and what the path of the request above it names.
 */
export function docListsFitRequests(model: ApiModel, lists: DocList[]): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const list of lists) {
    const op = model.operations.find((candidate) => candidate.operationId === list.operationId);
    const value = list.value as Json;
    if (!op || value?.object !== 'list' || !Array.isArray(value.data)) continue;
    // The query's filters are the rule `list-filter-kept`'s (world-list-requests.ts).
    const wanted = listCriteria(model, op, list.url?.split('?')[0]);
    for (const item of value.data as Json[]) {
      for (const [field, filter, source] of wanted) {
        if (!(field in item) || String(item[field]) === String(filter)) continue;
        problems.push({ rule: 'response-fits-request', message: `${op.operationId}: ${String(item.id)} has \`${field}\` ${show(item[field])}, but the list holds only ${show(filter)} (${source})`, places: [list.where] });
      }
    }
  }
  return problems;
}

/** A page's curl calls and the `2xx` JSON responses it shows (blocks with `operation="..."`), in page order. */
export type PageExample =
  | { kind: 'call'; operationId: string; url: string; curl: CurlCommand }
  | { kind: 'response'; operationId: string; value: unknown; line: number };

export function* pageExamples(model: ApiModel, source: string): Generator<PageExample> {
  const bases = model.servers.map((server) => server.url.replace(/\/$/, ''));
  for (const block of parseMdx(source).codeBlocks) {
    for (const curl of findCurlCommands(block.code)) {
      const base = bases.find((candidate) => curl.url.startsWith(`${candidate}/`));
      if (!base) continue;
      const url = curl.url.slice(base.length);
      const op = model.operations.find((candidate) => candidate.method === curl.method.toLowerCase() && pathValuesOf(candidate.path, url.split('?')[0]));
      if (op) yield { kind: 'call', operationId: op.operationId, url, curl };
    }
    const operationId = block.meta.operation;
    if (block.lang !== 'json' || typeof operationId !== 'string' || !/^2\d\d$/.test(String(block.meta.status))) continue;
    try {
      yield { kind: 'response', operationId, value: JSON.parse(block.code) as unknown, line: block.line };
    } catch {
      continue;
    }
  }
}

/** The list responses the pages show, each with the curl above it that calls that operation. */
export function docListsOf(model: ApiModel, pages: { file: string; source: string }[]): DocList[] {
  const lists: DocList[] = [];
  for (const { file, source } of pages) {
    const calls: { operationId: string; url: string }[] = [];
    for (const example of pageExamples(model, source)) {
      if (example.kind === 'call') {
        calls.push(example);
        continue;
      }
      const call = [...calls].reverse().find((candidate) => candidate.operationId === example.operationId);
      lists.push({ operationId: example.operationId, value: example.value, where: `${file}:${example.line}`, ...(call ? { url: call.url } : {}) });
    }
  }
  return lists;
}
