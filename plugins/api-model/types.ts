import type { ErrorCodeEntry } from './error-codes';
import type { HttpMethod, JsonObject, LoadedSpec } from './load';
import type { OperationErrorModel } from './operation-errors';
import type { WebhookEventEntry } from './webhook-events';

// The shapes of the model, apart from the code that builds it (model.ts), so that the modules
// model.ts calls can take them without importing model.ts back.
/** A JSON Schema object as the dereferenced document holds it. */
export type JsonSchema = {
  [key: string]: unknown;
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  contentMediaType?: string;
  additionalProperties?: boolean | JsonSchema;
};

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterModel {
  name: string;
  in: ParameterLocation;
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value?: unknown }>;
  /** The value names one request (an `Idempotency-Key`): no two requests may be shown sending the same one. */
  'x-unique-per-request'?: boolean;
  /** On the `Idempotency-Key`: the statuses whose response a retry with the key replays (`2XX`: every success). */
  'x-replayed-statuses'?: string[];
  /** On the `Idempotency-Key`: the codes of those statuses that mean the request did not run, never replayed. */
  'x-not-replayed-codes'?: string[];
}

export interface MediaModel {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value?: unknown }>;
  encoding?: Record<string, { contentType?: string }>;
}

export interface RequestBodyModel {
  required?: boolean;
  description?: string;
  content?: Record<string, MediaModel>;
}

export interface HeaderModel {
  description?: string;
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
}

export interface ResponseModel {
  description?: string;
  headers?: Record<string, HeaderModel>;
  content?: Record<string, MediaModel>;
}

export interface ServerModel {
  url: string;
  description?: string;
  /** The examples' objects live on this server: the code samples and Postman default to it (`servers.ts`). */
  'x-example-objects'?: boolean;
}

export interface SecuritySchemeModel {
  type: string;
  scheme?: string;
  description?: string;
  name?: string;
  in?: string;
}

/** One operation of the API, with everything the pages, exports and checks read about it. */
export interface OperationModel {
  operationId: string;
  /** The page's id and slug: kebab-case of the operationId (`cards-controller-create-credit-card`). */
  pageId: string;
  /** The page's route, `/docs/{pageId}`. */
  route: string;
  summary: string;
  /** Present when the operation is `deprecated`: the date it goes away (`x-sunset`), when given. */
  deprecated?: { sunset?: string };
  description: string;
  /** The first tag: the group the operation is listed under. */
  tag: string;
  tags: string[];
  method: HttpMethod;
  path: string;
  /** Path-level parameters (unless the operation redefines them) then the operation's own, `$ref`s resolved. */
  parameters: ParameterModel[];
  requestBody?: RequestBodyModel;
  /** Its responses; a problem response shows only the examples of errors this operation can return (`own-error-examples.ts`). */
  responses: Record<string, ResponseModel>;
  /**
   * The errors particular to this operation and when it returns each: its `x-errors` in the spec's
   * order, then those its request fields carry (`field-errors.ts`).
   */
  errors: OperationErrorModel[];
  /** The codes any operation can return that this one can (`ErrorCode`'s `x-any-operation`, `own-error-examples.ts`), in the catalogue's order. */
  generalErrors: { code: string; status: number }[];
  /** The operation's servers, else its path item's, else the document's. */
  servers: ServerModel[];
  /** The operation's security requirements, else the document's. */
  security: Record<string, string[]>[];
  securitySchemes: Record<string, SecuritySchemeModel>;
  /** Whether the operation has an entry in the docs sidebar (it always has a page). */
  inSidebar: boolean;
  /** JSON pointer of the operation in the bundled document. */
  pointer: string;
}

export interface TagModel {
  name: string;
  description: string;
  /** The tag page's id and slug part: kebab-case of the name (`virtual-accounts`). */
  pageId: string;
  /** The tag page's route, `/docs/categories-{pageId}`. */
  route: string;
  operations: OperationModel[];
}

/** The API description as every part of the site reads it: loaded, bundled and checked once. */
export interface ApiModel {
  /** The root file, relative to the site directory. */
  rootFile: string;
  spec: LoadedSpec;
  info: JsonObject;
  servers: ServerModel[];
  operations: OperationModel[];
  /** Tags that have operations, in the document's order (then in order of first use). */
  tags: TagModel[];
  /** Component schemas, `$ref`s resolved. */
  schemas: Record<string, JsonSchema>;
  webhookEvents: WebhookEventEntry[];
  errorCodes: ErrorCodeEntry[];
  securitySchemes: Record<string, SecuritySchemeModel>;
}

