/**
 * The operation view: what one endpoint page shows, built once from the spec model and
 * rendered twice — to HTML for the page (render/html.ts, pages.ts) and to Markdown for its
 * `.md` twin and llms-full.txt (render/markdown.ts). Descriptions are Markdown here; each
 * rendering turns them into its own format.
 */
import type { HttpMethod, OperationModel, ParameterLocation, ServerModel } from '../../api-model';

export type { HttpMethod } from '../../api-model';

export interface EnumValue {
  value: string;
  description?: string;
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
  description?: string;
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

export interface ExampleView {
  label?: string;
  /** Prism language of the example: `json`, or `text` for other media. */
  language: string;
  /** The example as text (pretty-printed JSON, or text). */
  code: string;
}

export interface MediaView {
  contentType: string;
  schema?: SchemaNode;
  /** Status of an earlier response on the page with this very schema, shown there instead. */
  schemaSameAs?: string;
  examples: ExampleView[];
}

export interface ParameterGroup {
  location: ParameterLocation;
  parameters: SchemaNode[];
}

export interface RequestBodyView {
  required: boolean;
  description?: string;
  contents: MediaView[];
}

export interface ResponseView {
  status: string;
  statusText: string;
  description?: string;
  headers: SchemaNode[];
  /** Status of an earlier response on the page with these very headers, shown there instead. */
  headersSameAs?: string;
  contents: MediaView[];
}

export type AuthRequirement =
  | { kind: 'none' }
  | { kind: 'bearer'; header: string; /** Where the site explains keys, once that page exists. */ learnMore?: string }
  | { kind: 'other'; names: string[] };

export interface SampleCode {
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

/** Everything an endpoint page shows. */
export interface OperationView {
  operation: OperationModel;
  /** The operation's description (Markdown), links to docs not written yet reduced to their text. */
  description: string;
  servers: ServerModel[];
  auth: AuthRequirement;
  related: RelatedLink[];
  parameterGroups: ParameterGroup[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  samples: SampleCode[];
}

/* Props of the theme components the generated pages render (serialised into the MDX). */

export interface ServerInfo {
  url: string;
  descriptionHtml?: string;
}

export interface CodeSample {
  id: string;
  label: string;
  language: string;
  /** The code block (highlighted code and copy button) as build-time HTML. */
  html: string;
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
