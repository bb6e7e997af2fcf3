import { stringify } from 'yaml';
import type { JsonValue, OpenApiDocument } from '../api-model';
import { absoluteLinks } from '../api-reference/render/markdownText';

export { DOWNLOAD_FILES } from './downloadFiles';
export { postmanCollection } from './postman';

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
