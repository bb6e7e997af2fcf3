/**
 * The serialisable props the generated reference pages pass to the components in
 * `src/theme/ApiReference`. Built from the OpenAPI document at generation time.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options' | 'trace';

export interface EnumValue {
  value: string;
  descriptionHtml?: string;
}

export interface SchemaVariant {
  label: string;
  schema: SchemaNode;
}

/** One field (or a whole schema) as the reference shows it. */
export interface SchemaNode {
  name?: string;
  /** Readable type, e.g. `string`, `integer`, `object (Money)`, `array of object`, `string | null`. */
  type: string;
  required?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  descriptionHtml?: string;
  enum?: EnumValue[];
  /** Human-readable constraints: `≤ 100 characters`, `pattern ^[A-Z]{3}$`, `default 20`. */
  constraints?: string[];
  /** JSON of the example value. */
  example?: string;
  /** Fields of an object, or of the objects in an array. */
  properties?: SchemaNode[];
  /** oneOf / anyOf alternatives. */
  variants?: { kind: 'oneOf' | 'anyOf'; options: SchemaVariant[] };
}

export interface NamedExample {
  label?: string;
  /** Pretty-printed JSON (or text for non-JSON media). */
  value: string;
}

export interface MediaContent {
  contentType: string;
  schema?: SchemaNode;
  examples: NamedExample[];
}

export interface ParameterGroup {
  location: 'path' | 'query' | 'header' | 'cookie';
  parameters: SchemaNode[];
}

export interface RequestBodyProps {
  required: boolean;
  descriptionHtml?: string;
  contents: MediaContent[];
}

export interface ResponseProps {
  status: string;
  statusText: string;
  descriptionHtml?: string;
  headers: SchemaNode[];
  contents: MediaContent[];
}

export type AuthRequirement =
  | { kind: 'none' }
  | { kind: 'bearer'; header: string; /** Where the site explains keys, once that page exists. */ learnMore?: string }
  | { kind: 'other'; names: string[] };

export interface ServerInfo {
  url: string;
  descriptionHtml?: string;
}

export interface CodeSample {
  /** Stable key, used for the remembered choice. */
  id: string;
  label: string;
  /** Prism language. */
  language: string;
  code: string;
}

export interface RelatedLink {
  kind: 'overview' | 'guide';
  label: string;
  /** Site route, e.g. `/docs/guides/wallets`. */
  to: string;
}

/** One operation in the index that the landing page and the tag pages list. */
export interface OperationSummary {
  id: string;
  title: string;
  method: HttpMethod;
  path: string;
  tag: string;
  inSidebar: boolean;
}

export interface TagSummary {
  name: string;
  pageId: string;
  route: string;
  operations: OperationSummary[];
}
