import { createHash } from 'node:crypto';
import { examplesServer, type ApiModel, type JsonValue, type OperationModel, type ParameterModel, type ResponseModel, type ServerModel } from '../api-model';
import { NO_COMING, withAvailableFrom, withDatedErrors, withNotes, type ComingMarks } from '../api-model/coming';
import { additionsAt, comingPlacement } from '../api-model/comingPlacement';
import { absoluteLinks } from '../api-reference/render/markdownText';
import { isFile, type MultipartField } from '../api-reference/view/codeSamples';
import { describeOperation } from '../api-reference/view/errors';
import { operationParameterExample, parameterExample, sampleRequest, samplePathValues, STATUS_TEXT } from '../api-reference/view/operation';
import { freshHeaderNote, freshHeaderOf, freshKeyScript, keyVariableOf, POSTMAN_RETRY_VARIABLE, RETRY_VARIABLE_DESCRIPTION, retryNote } from './postmanIdempotency';

/** The Postman variables of the collection: the base URL (the server the example requests are written for) and the reader's API key. */
export const POSTMAN_BASE_URL_VARIABLE = 'baseUrl';
export const POSTMAN_KEY_VARIABLE = 'apiKey';

const SCHEMA_URL = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

type Description = { content: string; type: 'text/markdown' };
interface KeyValue {
  key: string;
  value: string;
  disabled?: boolean;
  description?: Description;
}
type FormParam = { key: string; type: 'text'; value: string } | { key: string; type: 'file'; src: string; contentType: string };
interface PostmanRequest {
  method: string;
  header: KeyValue[];
  url: { raw: string; host: string[]; path: string[]; query?: KeyValue[]; variable?: KeyValue[] };
  body?: { mode: 'raw'; raw: string; options: { raw: { language: 'json' } } } | { mode: 'formdata'; formdata: FormParam[] };
  auth?: { type: 'noauth' };
  description?: Description;
}
export interface PostmanItem {
  id: string;
  name: string;
  description?: Description;
  item?: PostmanItem[];
  request?: PostmanRequest;
  response?: {
    id: string;
    name: string;
    originalRequest: PostmanRequest;
    status: string;
    code: number;
    header: KeyValue[];
    body: string;
    _postman_previewlanguage: 'json';
  }[];
  event?: { listen: 'prerequest' | 'test'; script: { id: string; type: 'text/javascript'; exec: string[] } }[];
}
export interface PostmanCollection {
  info: { _postman_id: string; name: string; description: Description; schema: string };
  auth: { type: 'bearer'; bearer: { key: 'token'; value: string; type: 'string' }[] };
  variable: { key: string; value: string; type: 'string'; description: string }[];
  item: PostmanItem[];
}

/** A UUID-shaped id derived from `text`, so that the same spec gives the same file. */
export function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

type Json = JsonValue;
type JsonObject = { [key: string]: Json };
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node a local `$ref` (`#/components/...`) points at in the bundled document. */
function resolvePointer(doc: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Postman collection: only local $refs are supported, found ${ref}`);
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    if (node === undefined) throw new Error(`Postman collection: $ref ${ref} points at nothing`);
  }
  return node;
}

const deref = (doc: Json, node: Json | undefined): Json | undefined => (isObject(node) && typeof node.$ref === 'string' ? deref(doc, resolvePointer(doc, node.$ref)) : node);

const SCHEMA_REF = '#/components/schemas/';

/** Keywords that only annotate a schema: left out of the tests' schemas, which validate the same without them. */
const ANNOTATIONS = new Set(['description', 'example', 'examples', 'deprecated', 'externalDocs', 'readOnly', 'writeOnly']);

/**
 * A response schema of the bundled spec as one self-contained JSON Schema for a test: every
 * component schema it uses, whole (no depth limit), under `definitions`, with the `$ref`s
 * pointing there, and without the annotations (descriptions, examples).
 */
export function selfContainedSchema(doc: Json, schema: Json): JsonObject {
  const definitions: JsonObject = {};
  // `inProperties`: the keys of a `properties` object are field names, not keywords.
  const rewrite = (node: Json, inProperties = false): Json => {
    if (Array.isArray(node)) return node.map((child) => rewrite(child));
    if (!isObject(node)) return node;
    if (inProperties) return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewrite(value)]));
    if (typeof node.$ref === 'string') {
      if (!node.$ref.startsWith(SCHEMA_REF)) throw new Error(`Postman collection: a schema refers to ${node.$ref}, not to a component schema`);
      const name = node.$ref.slice(SCHEMA_REF.length);
      if (!(name in definitions)) {
        definitions[name] = {};
        definitions[name] = rewrite(resolvePointer(doc, node.$ref));
      }
      const ref = `#/definitions/${name}`;
      // Draft-07 validators (Postman's) ignore a `$ref`'s siblings; 3.1 applies them: keep them in force.
      const siblings = Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref' && !ANNOTATIONS.has(key)));
      return Object.keys(siblings).length > 0 ? { allOf: [{ $ref: ref }], ...(rewrite(siblings) as JsonObject) } : { $ref: ref };
    }
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => !ANNOTATIONS.has(key))
        .map(([key, value]) => [key, rewrite(value, key === 'properties' || key === 'patternProperties')]),
    );
  };
  const root = rewrite(schema);
  return Object.keys(definitions).length > 0 ? { ...(isObject(root) ? root : { allOf: [root] }), definitions } : (root as JsonObject);
}

const description = (markdown: string | undefined, siteUrl: string): Description | undefined =>
  markdown?.trim() ? { content: absoluteLinks(markdown.trim(), siteUrl), type: 'text/markdown' } : undefined;

const withDescription = <T extends object>(value: T, text: Description | undefined): T => (text ? { ...value, description: text } : value);

function exampleText(param: ParameterModel): string | undefined {
  const example = parameterExample(param);
  return example === undefined ? undefined : String(example);
}

/** A header; the one whose value names one request (see `postmanIdempotency.ts`) is always sent, with the operation's key variable. */
function headerParameter(op: OperationModel, p: ParameterModel, siteUrl: string): KeyValue {
  if (p === freshHeaderOf(op)) {
    const variable = keyVariableOf(op);
    return withDescription({ key: p.name, value: `{{${variable}}}` }, description(`${p.description ?? ''}\n\n${freshHeaderNote(variable)}`.trim(), siteUrl));
  }
  return withDescription({ key: p.name, value: exampleText(p) ?? '', ...(p.required ? {} : { disabled: true }) }, description(p.description, siteUrl));
}

/** The operation's description as the request shows it: its errors, and how to retry with the same key when it takes one. */
function requestDescription(op: OperationModel): string {
  const fresh = freshHeaderOf(op);
  const text = describeOperation(op);
  return fresh ? `${text.trimEnd()}\n\n${retryNote(fresh.name, keyVariableOf(op))}\n` : text;
}

function postmanRequest(op: OperationModel, siteUrl: string, exampleName?: string, response?: unknown): PostmanRequest {
  const sample = sampleRequest(op, exampleName);
  const segments = op.path.split('/').filter(Boolean).map((segment) => segment.replace(/^\{(.+)\}$/, ':$1'));
  const params = (location: ParameterModel['in']) => op.parameters.filter((p) => p.in === location);
  // The query parameters the code samples send are on, with their values; the others are listed with their example, off.
  const sent = new URLSearchParams(sample.path.split('?')[1] ?? '');
  const query = params('query').map((p) =>
    withDescription(
      sent.has(p.name) ? { key: p.name, value: sent.get(p.name)! } : { key: p.name, value: String(operationParameterExample(op, p) ?? ''), disabled: true },
      description(p.description, siteUrl),
    ),
  );
  // The path's values are the samples' too: the object the response example is about.
  const sentPath = samplePathValues(op, exampleName, response);
  const variable = params('path').map((p) => withDescription({ key: p.name, value: sentPath[p.name] ?? exampleText(p) ?? '' }, description(p.description, siteUrl)));
  const header: KeyValue[] = [{ key: 'Accept', value: 'application/json' }];
  for (const p of params('header')) header.push(headerParameter(op, p, siteUrl));
  const enabledQuery = query.filter((q) => !q.disabled).map((q) => `${q.key}=${q.value}`);
  const request: PostmanRequest = {
    method: op.method.toUpperCase(),
    header,
    url: {
      raw: `{{${POSTMAN_BASE_URL_VARIABLE}}}/${segments.join('/')}${enabledQuery.length ? `?${enabledQuery.join('&')}` : ''}`,
      host: [`{{${POSTMAN_BASE_URL_VARIABLE}}}`],
      path: segments,
      ...(query.length ? { query } : {}),
      ...(variable.length ? { variable } : {}),
    },
  };
  if (sample.body?.kind === 'json') {
    header.push({ key: 'Content-Type', value: 'application/json' });
    request.body = { mode: 'raw', raw: JSON.stringify(sample.body.value, null, 2), options: { raw: { language: 'json' } } };
  } else if (sample.body?.kind === 'multipart') {
    request.body = {
      mode: 'formdata',
      formdata: sample.body.fields.map((field: MultipartField): FormParam =>
        isFile(field) ? { key: field.name, type: 'file', src: field.fileName, contentType: field.contentType } : { key: field.name, type: 'text', value: field.value },
      ),
    };
  }
  if (!sample.bearerAuth) request.auth = { type: 'noauth' };
  return withDescription(request, description(requestDescription(op), siteUrl));
}

/** The documented success: the first 2xx response of the operation. */
function successStatus(op: OperationModel): string {
  const status = Object.keys(op.responses).find((code) => /^2\d\d$/.test(code));
  if (!status) throw new Error(`Postman collection: ${op.operationId} documents no 2xx response`);
  return status;
}

/** The test script of a request: the documented success status, and the body against its whole schema. */
function testScript(op: OperationModel, doc: Json): string[] {
  const status = successStatus(op);
  const response = deref(doc, resolvePointer(doc, `#${op.pointer}/responses/${status}`));
  const media = isObject(response) && isObject(response.content) ? deref(doc, response.content['application/json']) : undefined;
  const lines = [
    `pm.test(${JSON.stringify(`Status is ${status} ${STATUS_TEXT[status] ?? ''}`.trim())}, function () {`,
    `  pm.response.to.have.status(${Number(status)});`,
    '});',
  ];
  if (isObject(media) && media.schema !== undefined) {
    const schema = JSON.stringify(selfContainedSchema(doc, media.schema), null, 2).replace(/\n/g, '\n  ');
    lines.push(
      '',
      `pm.test(${JSON.stringify(`Body matches the ${status} response schema`)}, function () {`,
      `  const schema = ${schema};`,
      '  pm.response.to.have.jsonSchema(schema);',
      '});',
    );
  } else {
    lines.push('', 'pm.test("No response body", function () {', '  pm.expect(pm.response.text()).to.equal("");', '});');
  }
  return lines.join('\n').split('\n');
}

/**
 * The request a response example answers: the body of the request example of the same name
 * (of any content type, a multipart upload too), else of the operation's first one, and in the
 * path the ids the response is about.
 */
function originalRequestOf(op: OperationModel, siteUrl: string, responseName: string | undefined, response: unknown): PostmanRequest {
  const requests = Object.values(op.requestBody?.content ?? {}).flatMap((media) => Object.keys(media.examples ?? {}));
  const request = postmanRequest(op, siteUrl, responseName !== undefined && requests.includes(responseName) ? responseName : undefined, response);
  const original: PostmanRequest = { ...request, header: request.header.map(({ key, value }) => ({ key, value })) };
  delete original.description;
  return original;
}

/** The header naming the request a response answers: each saved response answers its own request, so has its own id. */
const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A saved response's headers: its content type and every header the spec marks always present
 * (`required`), with the header's example; the request id is one of its own, of the same shape.
 */
export function savedResponseHeaders(response: ResponseModel, savedResponseId: string): KeyValue[] {
  const always = Object.entries(response.headers ?? {}).filter(([, header]) => header.required === true && header.example !== undefined);
  return [
    { key: 'Content-Type', value: 'application/json' },
    ...always.map(([key, header]) => ({
      key,
      value: key === REQUEST_ID_HEADER ? `req_${createHash('sha256').update(savedResponseId).digest('hex').slice(0, 20)}` : String(header.example),
    })),
  ];
}

/** The examples of the operation's success responses, as Postman saved responses (the site shows the error examples), each with the request that produces it. */
function savedResponses(op: OperationModel, siteUrl: string): NonNullable<PostmanItem['response']> {
  return Object.entries(op.responses).flatMap(([status, response]) => {
    const media = response.content?.['application/json'];
    if (!media || !/^2\d\d$/.test(status)) return [];
    const named = Object.entries(media.examples ?? {}).filter(([, example]) => example.value !== undefined);
    const examples = named.length > 0 ? named.map(([key, example]) => [example.summary ?? key, example.value, key] as const) : media.example !== undefined ? [[response.description ?? status, media.example, undefined] as const] : [];
    return examples.map(([name, value, key]) => {
      const id = stableId(`${op.operationId} ${status} ${name}`);
      return {
        id,
        name: `${status} ${name}`,
        originalRequest: originalRequestOf(op, siteUrl, key, value),
        status: STATUS_TEXT[status] ?? status,
        code: Number(status),
        header: savedResponseHeaders(response, id),
        body: JSON.stringify(value, null, 2),
        _postman_previewlanguage: 'json' as const,
      };
    });
  });
}

const environmentName = (server: ServerModel) => (server.description ?? server.url).split(' (')[0].toLowerCase();

/** What the base URL variable holds, the other servers to set it to (the example ids exist on one only), and why the examples are dated ahead. */
function baseUrlDescription(servers: ServerModel[], coming: ComingMarks): string {
  const chosen = examplesServer(servers);
  if (!chosen) return 'The base URL.';
  const others = servers.filter((server) => server !== chosen).map((server) => ` For ${environmentName(server)}, set it to ${server.url} and use the ids of your own objects there.`);
  const release = coming.date;
  const dated = release ? ` The examples show the API as it is once the coming release of ${release} ships (see the changelog), so they are dated around that release.` : '';
  return `The base URL: ${environmentName(chosen)}, the server the example requests are written for.${dated}${others.join('')}`;
}

/** The operation as Postman describes it: what the coming release adds to its parameters, and its descriptions' `<AvailableFrom />`, say from when. */
function withComingDates(op: OperationModel, coming: ComingMarks): OperationModel {
  const placed = comingPlacement(coming).operation(op.operationId)?.parameters;
  const added = (p: ParameterModel) => additionsAt(placed?.get(p.in), p.name);
  return {
    ...op,
    description: withAvailableFrom(op.description, coming),
    errors: withDatedErrors(op.operationId, op.errors, coming),
    parameters: op.parameters.map((p) => {
      const additions = added(p);
      const text = p.description === undefined ? undefined : withAvailableFrom(p.description, coming);
      return additions.length > 0 ? { ...p, description: withNotes(text, coming, additions) } : text === p.description ? p : { ...p, description: text };
    }),
  };
}

/**
 * A Postman collection (v2.1) of every operation, one folder per tag, built from the spec model:
 * requests with the example values the code samples send, `{{baseUrl}}` (the server the example requests are written for) and bearer
 * auth reading `{{apiKey}}`, a test on every request (the documented success status and the
 * response's whole JSON schema), and the spec's success examples as saved responses. Ids derive
 * from the spec, so the same spec gives the same file. What the coming release adds says from when (`coming`).
 */
export function postmanCollection(model: ApiModel, siteUrl: string, coming: ComingMarks = NO_COMING): PostmanCollection {
  const doc = model.spec.bundled as unknown as Json;
  const item = (unmarked: OperationModel): PostmanItem => {
    const op = withComingDates(unmarked, coming);
    const request = postmanRequest(op, siteUrl);
    const freshKey = freshHeaderOf(op)
      ? [{ listen: 'prerequest' as const, script: { id: stableId(`prerequest ${op.operationId}`), type: 'text/javascript' as const, exec: freshKeyScript(keyVariableOf(op)) } }]
      : [];
    return {
      id: stableId(`request ${op.operationId}`),
      name: op.summary,
      request,
      response: savedResponses(op, siteUrl),
      event: [...freshKey, { listen: 'test', script: { id: stableId(`test ${op.operationId}`), type: 'text/javascript', exec: testScript(op, doc) } }],
    };
  };
  const info = model.info as { title?: string; description?: string };
  return {
    info: {
      _postman_id: stableId(JSON.stringify(model.spec.bundled)),
      name: info.title ?? 'API',
      description: description(info.description && withAvailableFrom(info.description, coming), siteUrl) ?? { content: '', type: 'text/markdown' },
      schema: SCHEMA_URL,
    },
    auth: { type: 'bearer', bearer: [{ key: 'token', value: `{{${POSTMAN_KEY_VARIABLE}}}`, type: 'string' }] },
    variable: [
      { key: POSTMAN_BASE_URL_VARIABLE, value: examplesServer(model.servers)?.url ?? '', type: 'string', description: baseUrlDescription(model.servers, coming) },
      { key: POSTMAN_KEY_VARIABLE, value: '', type: 'string', description: "Your secret API key, of the base URL's environment: a live key (sk_live_...) for production, a sandbox key (sk_test_...) for the sandbox." },
      ...(model.operations.some((op) => freshHeaderOf(op)) ? [{ key: POSTMAN_RETRY_VARIABLE, value: 'false', type: 'string' as const, description: RETRY_VARIABLE_DESCRIPTION }] : []),
    ],
    item: model.tags.map((tag) =>
      withDescription({ id: stableId(`tag ${tag.name}`), name: tag.name, item: tag.operations.map(item) }, description(tag.description && withAvailableFrom(tag.description, coming), siteUrl)),
    ),
  };
}
