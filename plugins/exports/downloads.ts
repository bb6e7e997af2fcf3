import { createHash } from 'node:crypto';
import Converter from 'openapi-to-postmanv2';
import { stringify } from 'yaml';
import type { HttpMethod, JsonValue, OpenApiDocument } from '../api-model';
import { absoluteLinks } from '../api-reference/render/markdownText';

export { DOWNLOAD_FILES } from './downloadFiles';

/** The Postman variable that holds the reader's API key. */
export const POSTMAN_KEY_VARIABLE = 'bearerToken';

/** Descriptions link to the docs with site paths; in a file read elsewhere they need the site's address. */
export function withAbsoluteLinks<T extends JsonValue>(value: T, siteUrl: string): T {
  if (typeof value === 'string') return absoluteLinks(value, siteUrl) as T;
  if (Array.isArray(value)) return value.map((item) => withAbsoluteLinks(item, siteUrl)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withAbsoluteLinks(item, siteUrl)])) as T;
  }
  return value;
}

export function openapiYaml(spec: OpenApiDocument): string {
  return stringify(spec, { lineWidth: 0, aliasDuplicateObjects: false });
}

export function openapiJson(spec: OpenApiDocument): string {
  return `${JSON.stringify(spec, null, 2)}\n`;
}

interface PostmanCollection {
  info: { _postman_id?: string; name: string; schema: string };
  variable?: { key: string; value: string; type?: string; description?: string }[];
  [key: string]: unknown;
}

interface ConversionResult {
  result: boolean;
  reason?: string;
  output?: { type: string; data: PostmanCollection }[];
}

interface PostmanItem {
  item?: PostmanItem[];
  request?: { method?: string; url?: { path?: string[] }; auth?: { type: string } };
}

/** The converter lets every request inherit the collection's bearer auth; `security: []` means no key at all. */
function markOperationsWithoutAuth(items: PostmanItem[], spec: OpenApiDocument): void {
  for (const item of items) {
    if (item.item) markOperationsWithoutAuth(item.item, spec);
    const method = item.request?.method?.toLowerCase() as HttpMethod | undefined;
    const path = `/${(item.request?.url?.path ?? []).join('/').replace(/:(\w+)/g, '{$1}')}`;
    const operation = method ? spec.paths[path]?.[method] : undefined;
    const security = (operation?.security ?? spec.security) as unknown[] | undefined;
    if (item.request && operation && Array.isArray(security) && security.length === 0) item.request.auth = { type: 'noauth' };
  }
}

/** A UUID-shaped id derived from the content, so that the same spec gives the same file. */
function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A Postman collection (v2.1) of every operation, one folder per tag, with the first server
 * (the sandbox) as `{{baseUrl}}` and bearer auth reading `{{bearerToken}}`.
 */
export async function postmanCollection(spec: OpenApiDocument): Promise<PostmanCollection> {
  const result = await new Promise<ConversionResult>((resolve, reject) => {
    Converter.convertV2(
      { type: 'json', data: spec },
      { folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example' },
      (error: unknown, converted?: unknown) => (error ? reject(error) : resolve(converted as ConversionResult)),
    );
  });
  const collection = result.output?.find((output) => output.type === 'collection')?.data;
  if (!result.result || !collection) throw new Error(`openapi-to-postmanv2 could not convert the spec: ${result.reason ?? 'no collection'}`);
  collection.info._postman_id = stableId(JSON.stringify(spec));
  markOperationsWithoutAuth(collection.item as PostmanItem[], spec);
  const variables = (collection.variable ?? []).filter((variable) => variable.key !== POSTMAN_KEY_VARIABLE);
  collection.variable = [
    ...variables,
    { key: POSTMAN_KEY_VARIABLE, value: '', type: 'string', description: 'Your secret API key: a sandbox key (sk_test_...) for the sandbox base URL.' },
  ];
  return collection;
}
