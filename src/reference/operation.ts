import { sampleRequestFromSchema } from 'docusaurus-plugin-openapi-docs/lib/openapi/createRequestExample';
import { sampleResponseFromSchema } from 'docusaurus-plugin-openapi-docs/lib/openapi/createResponseExample';
import { createCodeSamples, type MultipartField, type SampleRequest } from './codeSamples';
import { highlight } from './highlight';
import { docRouteExists, markdownToHtml } from './markdown';
import type {
  AuthRequirement,
  CodeSample,
  HttpMethod,
  MediaContent,
  NamedExample,
  ParameterGroup,
  RequestBodyProps,
  ResponseProps,
  SchemaNode,
  ServerInfo,
} from './model';
import { toSchemaNode, type JsonSchema } from './schema';

/** The parts of an OpenAPI operation (after $ref resolution) that the reference reads. */
export interface ApiOperation {
  operationId?: string;
  method: HttpMethod;
  path: string;
  tags?: string[];
  description?: string;
  parameters?: ApiParameter[];
  requestBody?: { required?: boolean; description?: string; content?: Record<string, ApiMedia> };
  responses?: Record<string, ApiResponse>;
  servers?: { url: string; description?: string }[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, { type: string; scheme?: string; description?: string; name?: string; in?: string }>;
}

interface ApiParameter {
  name: string;
  in: ParameterGroup['location'];
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

interface ApiMedia {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value?: unknown }>;
}

interface ApiResponse {
  description?: string;
  headers?: Record<string, { description?: string; required?: boolean; schema?: JsonSchema; example?: unknown }>;
  content?: Record<string, ApiMedia>;
}

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

function parameterExample(param: ApiParameter): unknown {
  if (param.example !== undefined) return param.example;
  const named = param.examples && Object.values(param.examples)[0]?.value;
  if (named !== undefined) return named;
  return param.schema?.example ?? (Array.isArray(param.schema?.examples) ? param.schema.examples[0] : undefined);
}

function parameterNode(param: ApiParameter): SchemaNode {
  const node = toSchemaNode(param.schema, { name: param.name, required: param.required === true });
  const descriptionHtml = markdownToHtml(param.description);
  if (descriptionHtml) node.descriptionHtml = descriptionHtml;
  if (param.deprecated) node.deprecated = true;
  const example = parameterExample(param);
  if (example !== undefined) node.example = JSON.stringify(example);
  return node;
}

export function parameterGroups(op: ApiOperation): ParameterGroup[] {
  const params = op.parameters ?? [];
  return LOCATION_ORDER.map((location) => ({
    location,
    parameters: params.filter((p) => p.in === location).map(parameterNode),
  })).filter((group) => group.parameters.length > 0);
}

type ExampleSchema = Parameters<typeof sampleRequestFromSchema>[0];

const isJson = (contentType: string) => /[/+]json\b/i.test(contentType);

function mediaExamples(contentType: string, media: ApiMedia, kind: 'request' | 'response'): NamedExample[] {
  const language = isJson(contentType) ? 'json' : 'text';
  const example = (value: unknown, label?: string): NamedExample => ({
    ...(label ? { label } : {}),
    language,
    html: highlight(typeof value === 'string' && language === 'text' ? value : JSON.stringify(value, null, 2), language),
  });
  if (media.examples && Object.keys(media.examples).length > 0) {
    return Object.entries(media.examples)
      .filter(([, named]) => named.value !== undefined)
      .map(([name, named]) => example(named.value, named.summary ?? name));
  }
  if (media.example !== undefined) return [example(media.example)];
  if (media.schema && language === 'json') {
    const sample = kind === 'request' ? sampleRequestFromSchema(media.schema as ExampleSchema) : sampleResponseFromSchema(media.schema as ExampleSchema);
    if (sample !== undefined) return [example(sample, 'Generated from the schema')];
  }
  return [];
}

function mediaContents(content: Record<string, ApiMedia> | undefined, kind: 'request' | 'response'): MediaContent[] {
  return Object.entries(content ?? {}).map(([contentType, media]) => ({
    contentType,
    ...(media.schema ? { schema: toSchemaNode(media.schema) } : {}),
    examples: mediaExamples(contentType, media, kind),
  }));
}

export function requestBody(op: ApiOperation): RequestBodyProps | undefined {
  if (!op.requestBody) return undefined;
  const descriptionHtml = markdownToHtml(op.requestBody.description);
  return {
    required: op.requestBody.required === true,
    ...(descriptionHtml ? { descriptionHtml } : {}),
    contents: mediaContents(op.requestBody.content, 'request'),
  };
}

/**
 * Shows a schema or header list that several responses share (error bodies, rate-limit
 * headers) once, at its first response; later ones point there. Keeps pages short.
 */
function shareRepeats(list: ResponseProps[]): ResponseProps[] {
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
      const key = JSON.stringify(content.schema);
      const owner = schemaOwner.get(key);
      if (!owner) {
        schemaOwner.set(key, response.status);
        return content;
      }
      const pointer: MediaContent = { ...content, schemaSameAs: owner };
      delete pointer.schema;
      return pointer;
    });
    return shared;
  });
}

export function responses(op: ApiOperation): ResponseProps[] {
  return shareRepeats(Object.entries(op.responses ?? {}).map(([status, response]) => {
    const descriptionHtml = markdownToHtml(response.description);
    return {
      status,
      statusText: STATUS_TEXT[status] ?? '',
      ...(descriptionHtml ? { descriptionHtml } : {}),
      headers: Object.entries(response.headers ?? {}).map(([name, header]) => {
        const node = toSchemaNode(header.schema, { name, required: header.required === true });
        const headerDescription = markdownToHtml(header.description);
        if (headerDescription) node.descriptionHtml = headerDescription;
        if (header.example !== undefined) node.example = JSON.stringify(header.example);
        return node;
      }),
      contents: mediaContents(response.content, 'response'),
    };
  }));
}

/** The conventions page's section on keys; linked from every endpoint once it is written. */
const AUTH_DOC = '/docs/api/intro#authentication';

export function servers(op: ApiOperation): ServerInfo[] {
  return (op.servers ?? []).map(({ url, description }) => {
    const descriptionHtml = markdownToHtml(description);
    return { url, ...(descriptionHtml ? { descriptionHtml } : {}) };
  });
}

export function authRequirement(op: ApiOperation): AuthRequirement {
  const requirements = op.security ?? [];
  if (requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0)) return { kind: 'none' };
  const names = requirements.flatMap((r) => Object.keys(r));
  const schemes = names.map((name) => op.securitySchemes?.[name]);
  const bearer = schemes.find((s) => s?.type === 'http' && s.scheme?.toLowerCase() === 'bearer');
  if (bearer) {
    return { kind: 'bearer', header: 'Authorization', ...(docRouteExists(AUTH_DOC) ? { learnMore: AUTH_DOC } : {}) };
  }
  return { kind: 'other', names };
}

function firstExampleValue(media: ApiMedia | undefined): unknown {
  if (!media) return undefined;
  const named = media.examples && Object.values(media.examples).find((e) => e.value !== undefined)?.value;
  if (named !== undefined) return named;
  if (media.example !== undefined) return media.example;
  return media.schema ? sampleRequestFromSchema(media.schema as ExampleSchema) : undefined;
}

function multipartFields(media: ApiMedia): MultipartField[] {
  const example = (firstExampleValue({ ...media, schema: undefined }) ?? {}) as Record<string, unknown>;
  const schema = media.schema ?? {};
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  return Object.entries(properties)
    .filter(([name]) => required.has(name) || example[name] !== undefined)
    .map(([name, prop]) => {
      if (prop.format === 'binary' || prop.contentMediaType !== undefined) return { name, fileName: 'document.pdf' };
      const value = example[name] ?? prop.example ?? (Array.isArray(prop.enum) ? prop.enum[0] : 'string');
      return { name, value: String(value) };
    });
}

/** The request the code samples show: the sandbox server, example parameters and the first example body. */
export function sampleRequest(op: ApiOperation): SampleRequest {
  const server = op.servers?.[0]?.url ?? 'https://api.example.com';
  const params = op.parameters ?? [];
  const valueOf = (p: ApiParameter) => String(parameterExample(p) ?? p.schema?.default ?? `{${p.name}}`);
  const path = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const param = params.find((p) => p.in === 'path' && p.name === name);
    return param ? encodeURIComponent(valueOf(param)) : whole;
  });
  const query = params
    .filter((p) => p.in === 'query' && (p.required || parameterExample(p) !== undefined))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(valueOf(p))}`);
  const url = `${server.replace(/\/$/, '')}${path}${query.length ? `?${query.join('&')}` : ''}`;

  const headers: [string, string][] = [];
  if (authRequirement(op).kind === 'bearer') headers.push(['Authorization', 'Bearer sk_test_your_key']);
  for (const p of params.filter((p) => p.in === 'header' && p.required)) headers.push([p.name, valueOf(p)]);

  const content = op.requestBody?.content ?? {};
  const jsonType = Object.keys(content).find(isJson);
  const multipartType = Object.keys(content).find((type) => type.startsWith('multipart/form-data'));
  let body: SampleRequest['body'];
  if (jsonType) body = { kind: 'json', value: firstExampleValue(content[jsonType]) ?? {} };
  else if (multipartType) body = { kind: 'multipart', fields: multipartFields(content[multipartType]) };
  return { method: op.method, url, headers, ...(body ? { body } : {}) };
}

export function codeSamples(op: ApiOperation): CodeSample[] {
  return createCodeSamples(sampleRequest(op));
}
