import { createHash } from 'node:crypto';
import type { MediaModel, OperationModel, ParameterModel } from '../../api-model';
import { examplesServer } from '../../api-model/servers';
import { comingErrorNote, NO_COMING, withAvailableFrom, withAvailableFromText, withDatedErrors, type ComingMarks } from '../../api-model/coming';
import { withAnchors } from './anchors';
import { withComingMarked } from './coming';
import { renderCodeSamples, type MultipartField, type SampleRequest } from './codeSamples';
import { unlinkMissingDocs, type DocIndex } from './docs';
import { codesAtStatus, describeOperation } from './errors';
import { listCursorExample, listPageExample, listSampleQuery } from './listQuery';
import { answeringExample, pathValueIn } from './pathValues';
import { relatedLinks } from './related';
import { isRecord } from '../../api-model/isRecord';
import { withoutExamples, withOwnExamples, type World } from './ownExamples';
import { mapDescriptions, markdownText, toSchemaNode } from './schema';
import type {
  AuthRequirement,
  ExampleView,
  FieldExample,
  MediaView,
  OperationView,
  ParameterGroup,
  RequestBodyView,
  RequestExampleView,
  ResponseView,
  SchemaNode,
} from './types';

/** Reason phrases for the statuses the spec uses (RFC 9110 wording, sentence case). */
export const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
  '400': 'Bad request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not found',
  '409': 'Conflict',
  '413': 'Content too large',
  '415': 'Unsupported media type',
  '422': 'Unprocessable content',
  '429': 'Too many requests',
  '500': 'Internal server error',
  '503': 'Service unavailable',
  default: 'Any other status',
};

const LOCATION_ORDER: ParameterGroup['location'][] = ['path', 'query', 'header', 'cookie'];

/** The conventions page's section on keys; linked from every endpoint once it is written. */
const AUTH_DOC = '/docs/api/intro#authentication';

const isJson = (contentType: string) => /[/+]json\b/i.test(contentType);

/** A parameter's example: its own, its first named one, or its schema's. */
export function parameterExample(param: ParameterModel): unknown {
  if (param.example !== undefined) return param.example;
  const named = param.examples && Object.values(param.examples)[0]?.value;
  if (named !== undefined) return named;
  return param.schema?.example ?? (Array.isArray(param.schema?.examples) ? param.schema.examples[0] : undefined);
}

function parameterNode(param: ParameterModel, exampleOf: (param: ParameterModel) => unknown): SchemaNode {
  const node = toSchemaNode(param.schema, { name: param.name, required: param.required === true });
  const description = markdownText(param.description);
  if (description) node.description = description;
  if (param.deprecated) node.deprecated = true;
  if (param.deprecated && typeof (param as { 'x-sunset'?: unknown })['x-sunset'] === 'string') node.sunset = (param as { 'x-sunset'?: string })['x-sunset'];
  const example = exampleOf(param);
  if (example !== undefined) node.example = JSON.stringify(example);
  return node;
}

/** A parameter's example on the operation `op`: on a list, a `cursor` of its own objects (`listQuery.ts`). */
export function operationParameterExample(op: Partial<Pick<OperationModel, 'responses'>>, param: ParameterModel): unknown {
  return (param.in === 'query' && param.name === 'cursor' ? listCursorExample(op) : undefined) ?? parameterExample(param);
}

export function parameterGroups(op: Pick<OperationModel, 'parameters'> & Partial<Pick<OperationModel, 'responses'>>): ParameterGroup[] {
  return LOCATION_ORDER.map((location) => ({
    location,
    parameters: op.parameters.filter((p) => p.in === location).map((p) => parameterNode(p, (param) => operationParameterExample(op, param))),
  })).filter((group) => group.parameters.length > 0);
}

function mediaExamples(contentType: string, media: MediaModel): ExampleView[] {
  const language = isJson(contentType) ? 'json' : 'text';
  const example = (value: unknown, label?: string, name?: string): ExampleView => ({
    ...(name ? { name } : {}),
    ...(label ? { label } : {}),
    language,
    code: typeof value === 'string' && language === 'text' ? value : JSON.stringify(value, null, 2),
  });
  if (media.examples && Object.keys(media.examples).length > 0) {
    return Object.entries(media.examples)
      .filter(([, named]) => named.value !== undefined)
      .map(([name, named]) => example(named.value, named.summary ?? name, name));
  }
  if (media.example !== undefined) return [example(media.example)];
  return [];
}

function mediaViews(content: Record<string, MediaModel> | undefined): MediaView[] {
  return Object.entries(content ?? {}).map(([contentType, media]) => ({
    contentType,
    ...(media.schema ? { schema: toSchemaNode(media.schema) } : {}),
    examples: mediaExamples(contentType, media),
  }));
}

/** The request body, each field with the value the operation's request examples give it (as a response's fields do), else its schema's. */
export function requestBody(op: Pick<OperationModel, 'requestBody'>): RequestBodyView | undefined {
  if (!op.requestBody) return undefined;
  const description = markdownText(op.requestBody.description);
  const contents = mediaViews(op.requestBody.content).map((view) =>
    view.schema ? { ...view, schema: withOwnExamples(view.schema, exampleValues(op.requestBody?.content?.[view.contentType])) } : view,
  );
  return {
    required: op.requestBody.required === true,
    ...(description ? { description } : {}),
    contents,
  };
}

/** What a table lists apart from its examples. */
const fieldsKey = (schema: SchemaNode) => JSON.stringify(schema, (key, value: unknown) => (key === 'example' ? undefined : value));

const hasVariants = (node: SchemaNode): boolean => node.variants !== undefined || (node.properties ?? []).some(hasVariants);

/** The value each leaf field of a table has in `values`, a response's own examples (first first), named by its path (`errors[].field`); a field they leave out is left out. */
export function fieldExamplesOf(node: SchemaNode, values: unknown[], prefix = ''): FieldExample[] {
  const items = values.flatMap((value) => (Array.isArray(value) ? value : [value])).filter(isRecord);
  return (node.properties ?? []).flatMap((child) => {
    if (child.name === undefined) return [];
    const field = `${prefix}${child.name}`;
    const given = items.map((item) => item[child.name!]).filter((value) => value !== undefined);
    if (child.properties?.length) return fieldExamplesOf(child, given, `${field}${child.type.startsWith('array') ? '[]' : ''}.`);
    return given.length === 0 ? [] : [{ field, example: JSON.stringify(given[0]) }];
  });
}

/**
 * Shows a field table or header list that several responses share (error bodies, rate-limit
 * headers) once, at its first response; a later one points there, with its own example value of
 * each field, since each response's fields show its own examples (a table with `oneOf` options
 * is shared only when its examples are the same too). Keeps pages short.
 */
function shareRepeats(list: ResponseView[], valuesOf: (status: string, contentType: string) => unknown[]): ResponseView[] {
  const schemaOwner = new Map<string, string>();
  const headersOwner = new Map<string, string>();
  return list.map((response) => {
    const shared = { ...response };
    const headersKey = JSON.stringify(response.headers);
    if (response.headers.length > 0) {
      const owner = headersOwner.get(headersKey);
      if (owner) {
        shared.headers = [];
        shared.headersSameAs = owner;
      } else headersOwner.set(headersKey, response.status);
    }
    shared.contents = response.contents.map((content) => {
      if (!content.schema) return content;
      const key = hasVariants(content.schema) ? JSON.stringify(content.schema) : fieldsKey(content.schema);
      const owner = schemaOwner.get(key);
      if (!owner) {
        schemaOwner.set(key, response.status);
        return content;
      }
      const own = fieldExamplesOf(content.schema, valuesOf(response.status, content.contentType));
      const pointer: MediaView = { ...content, schemaSameAs: owner, ...(own.length > 0 ? { fieldExamples: own } : {}) };
      delete pointer.schema;
      return pointer;
    });
    return shared;
  });
}

/** The body field that repeats a header: `X-Request-Id` is `request_id` in an error body. */
export const bodyFieldOfHeader = (header: string) => header.replace(/^x-/i, '').toLowerCase().replace(/-/g, '_');

/** The value the response's first example body gives the header's body field, if any. */
function headerValueInBody(media: Record<string, MediaModel> | undefined, header: string): string | undefined {
  const first = Object.values(media ?? {}).map((m) => exampleValues(m)[0]).find((value) => value !== undefined);
  const value = isRecord(first) ? first[bodyFieldOfHeader(header)] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Each response's headers and body fields, every example shown the value of the example the page
 * shows beside it: a body field's of the response's first example, a header's of the body's copy
 * of it (`X-Request-Id` and `request_id`); `world`, the spec's example objects, for an object the
 * example does not hold (`withOwnExamples`).
 */
export function responses(op: Pick<OperationModel, 'responses'>, world: World = []): ResponseView[] {
  return shareRepeats(
    Object.entries(op.responses).map(([status, response]) => {
      const description = markdownText(response.description);
      return {
        status,
        statusText: STATUS_TEXT[status] ?? '',
        ...(description ? { description } : {}),
        headers: Object.entries(response.headers ?? {}).map(([name, header]) => {
          const node = toSchemaNode(header.schema, { name, required: header.required === true });
          const headerDescription = markdownText(header.description);
          if (headerDescription) node.description = headerDescription;
          const inBody = headerValueInBody(response.content, name);
          if (inBody !== undefined || header.example !== undefined) node.example = JSON.stringify(inBody ?? header.example);
          return node;
        }),
        contents: withOperationExamples(response.content, Number(status) >= 400, world),
      };
    }),
    (status, contentType) => exampleValues(op.responses[status]?.content?.[contentType]),
  );
}

/** The values of a media's examples, in the spec's order. */
function exampleValues(media: MediaModel | undefined): unknown[] {
  return [...Object.values(media?.examples ?? {}).map((example) => example.value), media?.example].filter((value) => value !== undefined);
}

/** A response body's fields with examples from that response's own examples; an error's none without one. */
function withOperationExamples(content: Record<string, MediaModel> | undefined, isError: boolean, world: World): MediaView[] {
  return mediaViews(content).map((view) => {
    if (!view.schema) return view;
    const values = exampleValues(content?.[view.contentType]);
    return { ...view, schema: isError && values.length === 0 ? withoutExamples(view.schema) : withOwnExamples(view.schema, values, world) };
  });
}

export function authRequirement(op: Pick<OperationModel, 'security' | 'securitySchemes'>, docExists: (route: string) => boolean): AuthRequirement {
  const requirements = op.security;
  if (requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0)) return { kind: 'none' };
  const names = requirements.flatMap((r) => Object.keys(r));
  const schemes = names.map((name) => op.securitySchemes[name]);
  const bearer = schemes.find((s) => s?.type === 'http' && s.scheme?.toLowerCase() === 'bearer');
  if (bearer) return { kind: 'bearer', header: 'Authorization', ...(docExists(AUTH_DOC) ? { learnMore: AUTH_DOC } : {}) };
  return { kind: 'other', names };
}

/** The value of the example named `name`, else of the first example. */
function exampleValue(media: MediaModel | undefined, name?: string): unknown {
  if (!media) return undefined;
  const chosen = name === undefined ? undefined : media.examples?.[name]?.value;
  if (chosen !== undefined) return chosen;
  const named = media.examples && Object.values(media.examples).find((e) => e.value !== undefined)?.value;
  if (named !== undefined) return named;
  return media.example;
}

const allowedTypes = (media: MediaModel, name: string) =>
  (media.encoding?.[name]?.contentType ?? '').split(',').map((type) => type.trim()).filter(Boolean);

/** The content type a sample's file part sends when its example names no file: one the field's `encoding` allows, PDF where allowed. */
function fileContentType(media: MediaModel, name: string): string {
  const allowed = allowedTypes(media, name);
  return allowed.find((type) => type === 'application/pdf') ?? allowed[0] ?? 'application/pdf';
}

/** The media type a file name's extension says (`.jpg` is `image/jpeg`), among the types the field's `encoding` allows. */
function typeOfFileName(media: MediaModel, name: string, fileName: string): string | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (!extension) return undefined;
  const subtype = extension === 'jpg' ? 'jpeg' : extension;
  const allowed = allowedTypes(media, name);
  const type = (allowed.length > 0 ? allowed : [`application/${subtype}`]).find((candidate) => candidate.split('/')[1] === subtype);
  if (!type) throw new Error(`request example: the file "${fileName}" of \`${name}\` is not one of the types its encoding allows (${allowed.join(', ')})`);
  return type;
}

/**
 * The file part of a sample: the file the request example names (`file: passport.jpg`), sent
 * with the type its extension says, so that the upload is the one the response beside it
 * reports; a generic document of an allowed type when the example names none.
 */
function filePart(media: MediaModel, name: string, example: unknown): MultipartField {
  const named = typeof example === 'string' && /^[\w.-]+\.[A-Za-z0-9]+$/.test(example) ? example : undefined;
  const typed = named === undefined ? undefined : typeOfFileName(media, name, named);
  if (named !== undefined && typed !== undefined) return { name, fileName: named, contentType: typed };
  const contentType = fileContentType(media, name);
  return { name, fileName: contentType === 'application/pdf' ? 'document.pdf' : `document.${contentType.split('/')[1]}`, contentType };
}

function multipartFields(media: MediaModel, exampleName?: string): MultipartField[] {
  const example = (exampleValue(media, exampleName) ?? {}) as Record<string, unknown>;
  const schema = media.schema ?? {};
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  return Object.entries(properties)
    .filter(([name]) => required.has(name) || example[name] !== undefined)
    .map(([name, prop]): MultipartField => {
      if (prop.format === 'binary' || prop.contentMediaType !== undefined) return filePart(media, name, example[name]);
      const value = example[name] ?? prop.example ?? (Array.isArray(prop.enum) ? prop.enum[0] : 'string');
      return { name, value: String(value) };
    });
}

/**
 * A UUID v4-shaped value of its own for each request a sample shows (the same on every build), for
 * a parameter whose value names one request: one example key on every operation's samples would
 * make a reader's second sample a replay of the first, or a `409 idempotency_key_reused`.
 */
export function uniqueSampleValue(request: string): string {
  const hex = createHash('sha256').update(request).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const firstRequestExample = (op: Pick<OperationModel, 'requestBody'>) => Object.keys(Object.values(op.requestBody?.content ?? {})[0]?.examples ?? {})[0];

/**
 * The values the samples of the request example `exampleName` send in the path: the id of the
 * object the response example that answers them is about (`pathValues.ts`), or that `response`
 * is about when given, so that a request and the response shown under it are about one object;
 * a parameter's own example when the response names none.
 */
export function samplePathValues(
  op: Pick<OperationModel, 'parameters' | 'requestBody'> & Partial<Pick<OperationModel, 'responses'>>,
  exampleName?: string,
  response?: unknown,
): Record<string, string> {
  const answer = response === undefined ? answeringExample(op, exampleName ?? firstRequestExample(op)) : { value: response };
  const values: Record<string, string> = {};
  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    const like = parameterExample(param);
    const value = (typeof like === 'string' && answer ? pathValueIn(answer.value, param.name, like) : undefined) ?? parameterExample(param) ?? param.schema?.default;
    if (value !== undefined) values[param.name] = String(value);
  }
  return values;
}

/**
 * The request the code samples show: the server the examples' objects live on (the samples read
 * another base URL and the API key from the environment), example parameters (in the path, the object the
 * response example is about; required ones, and optional query and header parameters that
 * have an example; on a list, the query its response example answers, `listQuery.ts`) and the body of the request example named `exampleName`
 * (by default the first).
 */
export function sampleRequest(
  op: Pick<OperationModel, 'method' | 'path' | 'parameters' | 'requestBody' | 'servers' | 'security' | 'securitySchemes'> & Partial<Pick<OperationModel, 'responses'>>,
  exampleName?: string,
): SampleRequest {
  const server = examplesServer(op.servers)?.url ?? 'https://api.example.com';
  const params = op.parameters;
  const valueOf = (p: ParameterModel) => String(parameterExample(p) ?? p.schema?.default ?? `{${p.name}}`);
  const pathValues = samplePathValues(op, exampleName);
  const path = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const param = params.find((p) => p.in === 'path' && p.name === name);
    return param ? encodeURIComponent(pathValues[name] ?? valueOf(param)) : whole;
  });
  const page = listPageExample(op);
  const query = (
    page
      ? listSampleQuery(params, page, valueOf)
      : params.filter((p) => p.in === 'query' && (p.required || parameterExample(p) !== undefined)).map((p) => [p, valueOf(p)] as const)
  ).map(([p, value]) => `${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`);

  // Every header the operation takes and documents a value for, optional ones too (an
  // `Idempotency-Key`): a sample copied as it is then follows the rules a retry needs.
  const headers: [string, string][] = [];
  for (const p of params.filter((p) => p.in === 'header' && (p.required || parameterExample(p) !== undefined))) {
    headers.push([p.name, p['x-unique-per-request'] ? uniqueSampleValue(`${op.method} ${op.path} ${exampleName ?? ''}`) : valueOf(p)]);
  }

  const content = op.requestBody?.content ?? {};
  const jsonType = Object.keys(content).find(isJson);
  const multipartType = Object.keys(content).find((type) => type.startsWith('multipart/form-data'));
  let body: SampleRequest['body'];
  if (jsonType) body = { kind: 'json', value: exampleValue(content[jsonType], exampleName) ?? {} };
  else if (multipartType) body = { kind: 'multipart', fields: multipartFields(content[multipartType], exampleName) };
  return {
    method: op.method,
    baseUrl: server.replace(/\/$/, ''),
    path: `${path}${query.length ? `?${query.join('&')}` : ''}`,
    bearerAuth: authRequirement(op, () => false).kind === 'bearer',
    headers,
    ...(body ? { body } : {}),
  };
}

/** The named examples of the request body (its first content type), when it has several. */
export function requestExamples(op: Parameters<typeof sampleRequest>[0]): RequestExampleView[] {
  const media = Object.values(op.requestBody?.content ?? {})[0];
  const named = Object.entries(media?.examples ?? {}).filter(([, example]) => example.value !== undefined);
  if (named.length < 2) return [];
  return named.map(([name, example]) => ({ name, label: example.summary ?? name, samples: renderCodeSamples(sampleRequest(op, name)) }));
}

/**
 * The examples of a response's content that answer the request example `requestExample`: the
 * one named like it when the response pairs its examples with the request's, else every
 * example (they answer any request).
 */
export function examplesFor(media: Pick<MediaView, 'examples'>, requestExample: string | undefined): ExampleView[] {
  const paired = requestExample === undefined ? [] : media.examples.filter((example) => example.name === requestExample);
  return paired.length > 0 ? paired : media.examples;
}

/**
 * What an operation's view is made with besides the operation: the spec's example objects (`world`,
 * `exampleWorld(model)`: a page and an agent's answer show the same objects, so no caller may leave
 * them out) and what the coming release adds.
 */
export interface OperationViewContext {
  world: World;
  coming?: ComingMarks;
}

/**
 * Everything the endpoint page of `op` shows, with links to docs this build lacks reduced to their
 * text, and what the coming release adds marked with its date (`coming`, from the changelog).
 */
export function operationView(op: OperationModel, docs: DocIndex, { world, coming = NO_COMING }: OperationViewContext): OperationView {
  const unlink = (markdown: string) => unlinkMissingDocs(withAvailableFrom(markdown, coming), docs.exists);
  const nodes = (list: SchemaNode[]) => list.map((node) => mapDescriptions(node, unlink));
  const media = (contents: MediaView[]) => contents.map((content) => (content.schema ? { ...content, schema: mapDescriptions(content.schema, unlink) } : content));
  const body = requestBody(op);
  const examples = requestExamples(op);
  const comingCodeNote = comingErrorNote(op.operationId, coming);
  const withCodes = (description: string | undefined, codes: string) => {
    const text = [description?.trim(), codes].filter(Boolean).join(' ');
    return text ? { description: unlink(text) } : {};
  };
  const view = withAnchors({
    operation: op,
    description: unlink(deprecationNote(op) + describeOperation({ ...op, errors: withDatedErrors(op.operationId, op.errors, coming) })),
    specDescription: withAvailableFromText(op.description, coming),
    servers: op.servers.map((server) => (server.description ? { ...server, description: unlink(server.description) } : server)),
    auth: authRequirement(op, docs.exists),
    related: relatedLinks(docs, op.operationId, op.tags),
    parameterGroups: parameterGroups(op).map((group) => ({ ...group, parameters: nodes(group.parameters) })),
    ...(body ? { requestBody: { ...body, ...(body.description ? { description: unlink(body.description) } : {}), contents: media(body.contents) } } : {}),
    responses: responses(op, world).map((response) => ({
      ...response,
      ...withCodes(response.description, codesAtStatus(op, response.status, comingCodeNote)),
      headers: nodes(response.headers),
      contents: media(response.contents),
    })),
    samples: examples[0]?.samples ?? renderCodeSamples(sampleRequest(op)),
    requestExamples: examples,
  });
  return withComingMarked(view, coming);
}

/** A deprecated operation says so first, with the date it goes away (`x-sunset`). */
function deprecationNote(op: OperationModel): string {
  if (!op.deprecated) return '';
  const { sunset } = op.deprecated;
  return `**Deprecated**${sunset ? `: this operation goes away on ${sunset}` : ''}. See the [changelog](/docs/api/changelog) for what replaces it.\n\n`;
}
