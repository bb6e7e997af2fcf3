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
  /** The option's name: its schema's title (the component name), else its discriminator value. */
  label: string;
  /** The value of the discriminating property that selects this option, e.g. `sepa`. */
  discriminatorValue?: string;
  schema: SchemaNode;
}

/** One field (or a whole schema) as the reference shows it. */
export interface SchemaNode {
  name?: string;
  /** Readable type without `null`, e.g. `string`, `integer`, `object (Money)`, `array of object`. */
  type: string;
  /** The value may be `null` (`T | null`, `oneOf: [T, null]`, `nullable: true`). */
  nullable?: boolean;
  /**
   * In a request: the field must be sent. In a response (or a webhook payload): the field is
   * always present (possibly `null` when it is also nullable).
   */
  required?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  /** When deprecated: the date it goes away (`x-sunset`, `YYYY-MM-DD`). */
  sunset?: string;
  description?: string;
  enum?: EnumValue[];
  /** Human-readable constraints: `≤ 100 characters`, `pattern ^[A-Z]{3}$`, `≥ 1`. */
  constraints?: string[];
  /** JSON of the default value. */
  default?: string;
  /** JSON of the example value. */
  example?: string;
  /** Fields of an object, or of the objects in an array. */
  properties?: SchemaNode[];
  /** oneOf / anyOf alternatives; `discriminator` names the property whose value tells them apart. */
  variants?: { kind: 'oneOf' | 'anyOf'; discriminator?: string; options: SchemaVariant[] };
  /** The field's path from its body or parameter list, e.g. `counterparty.bank_account.iban` (endpoint pages). */
  path?: string;
  /** The field's anchor id on its endpoint page, e.g. `request-body-credit_limit.amount` (endpoint pages). */
  anchor?: string;
}

export interface FieldExample {
  field: string;
  /** JSON of the value. */
  example: string;
}

export interface ExampleView {
  /** The example's key in the spec; a response example named like a request example is that request's response. */
  name?: string;
  label?: string;
  /** Prism language of the example: `json`, or `text` for other media. */
  language: string;
  /** The example as text (pretty-printed JSON, or text). */
  code: string;
}

export interface MediaView {
  contentType: string;
  schema?: SchemaNode;
  /** Status of an earlier response on the page with the same fields, whose table this one points to. */
  schemaSameAs?: string;
  /** With `schemaSameAs`: this response's own example value of each field (dotted name, `errors[].field`), in the table's order. */
  fieldExamples?: FieldExample[];
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

/** One named request example and the code samples that send it. */
export interface RequestExampleView {
  name: string;
  label: string;
  samples: SampleCode[];
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
  /** The spec's description of the operation (Markdown) with coming names dated in plain text: what the meta description quotes. */
  specDescription: string;
  servers: ServerModel[];
  auth: AuthRequirement;
  related: RelatedLink[];
  parameterGroups: ParameterGroup[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  /** The code samples, sending the first request example. */
  samples: SampleCode[];
  /**
   * Every named request example with its samples, when the operation has several: the reader
   * picks one, and the samples and the responses' examples paired with it follow.
   */
  requestExamples: RequestExampleView[];
}

/* Props of the theme components the generated pages render (serialised into the MDX). */

export interface ServerInfo {
  url: string;
  descriptionHtml?: string;
  /** The server the examples are written for, so the code samples call it by default. */
  samplesDefault?: boolean;
}

export interface CodeSample {
  id: string;
  label: string;
  language: string;
  /** The code block (highlighted code and copy button) as build-time HTML. */
  html: string;
}

/** A request example the reader can pick on an endpoint page. */
export interface ExampleChoice {
  name: string;
  label: string;
}

/** The example blocks of one response status, as the code column shows them. */
export interface ResponseExamples {
  status: string;
  /** `201 Created`. */
  label: string;
  contentType?: string;
  examples: {
    /** The request example this one answers; unpaired examples answer any request. */
    pairedWith?: string;
    /** The code block (title, highlighted code, copy button) as build-time HTML. */
    html: string;
  }[];
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
