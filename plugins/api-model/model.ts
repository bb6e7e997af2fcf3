import kebabCase from 'lodash/kebabCase';
import { collectErrorCodes, type ErrorCodeEntry } from './error-codes';
import { requestFieldErrors, withFieldErrors } from './field-errors';
import { HTTP_METHODS, type HttpMethod, type JsonObject, type LoadedSpec, type OpenApiDocument } from './load';
import { operationErrorsOf, OPERATION_ERRORS_EXTENSION, type OperationErrorModel } from './operation-errors';
import { ANY_OPERATION_EXTENSION, generalErrorCodes, withOwnErrorExamples } from './own-error-examples';
import { OPERATIONS_WITHOUT_SIDEBAR_ENTRY } from './sidebar';
import { collectWebhookEvents, type WebhookEventEntry } from './webhook-events';

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

/** `CardsController_createCreditCard` → `cards-controller-create-credit-card`: the id every page and link uses. */
export const pageIdOf = (name: string): string => kebabCase(name);

export const operationRoute = (pageId: string) => `/docs/${pageId}`;
export const tagRoute = (pageId: string) => `/docs/categories-${pageId}`;

type Parameter = ParameterModel & { name: string; in: string };

function operationsOf(doc: OpenApiDocument, securitySchemes: Record<string, SecuritySchemeModel>, errorCodes: ErrorCodeEntry[]): OperationModel[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method): OperationModel[] => {
      const operation = item[method];
      if (!operation) return [];
      const own = (operation.parameters ?? []) as unknown as Parameter[];
      const shared = ((item.parameters ?? []) as unknown as Parameter[]).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      const pageId = pageIdOf(operation.operationId);
      const tags = operation.tags ?? [];
      return [
        {
          operationId: operation.operationId,
          pageId,
          route: operationRoute(pageId),
          summary: operation.summary,
          ...(operation.deprecated === true ? { deprecated: typeof operation['x-sunset'] === 'string' ? { sunset: operation['x-sunset'] } : {} } : {}),
          description: operation.description ?? '',
          tag: tags[0] ?? 'Other',
          tags,
          method,
          path,
          parameters: [...shared, ...own],
          ...(operation.requestBody ? { requestBody: operation.requestBody as RequestBodyModel } : {}),
          responses: (operation.responses ?? {}) as Record<string, ResponseModel>,
          errors: withFieldErrors(
            operationErrorsOf(operation.operationId, (operation as Record<string, unknown>)[OPERATION_ERRORS_EXTENSION], errorCodes),
            requestFieldErrors([...shared, ...own], operation.requestBody as RequestBodyModel | undefined),
            errorCodes,
          ),
          servers: (operation.servers ?? item.servers ?? doc.servers ?? []) as unknown as ServerModel[],
          security: (operation.security ?? doc.security ?? []) as unknown as Record<string, string[]>[],
          securitySchemes,
          inSidebar: !OPERATIONS_WITHOUT_SIDEBAR_ENTRY.includes(operation.operationId),
          pointer: `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`,
        },
      ];
    }),
  );
}

function tagsOf(doc: OpenApiDocument, operations: OperationModel[]): TagModel[] {
  const declared = new Map(doc.tags.map((tag) => [tag.name, tag.description ?? '']));
  const names = [...new Set([...declared.keys(), ...operations.map((op) => op.tag)])];
  return names
    .map((name) => {
      const pageId = pageIdOf(name);
      return { name, description: declared.get(name) ?? '', pageId, route: tagRoute(pageId), operations: operations.filter((op) => op.tag === name) };
    })
    .filter((tag) => tag.operations.length > 0);
}

/** Builds the model from a loaded document; throws when the error catalogue or the events are inconsistent. */
export function buildModel(spec: LoadedSpec): ApiModel {
  const doc = spec.dereferenced;
  const securitySchemes = (doc.components.securitySchemes ?? {}) as unknown as Record<string, SecuritySchemeModel>;
  const errorCodes = inFile(spec, () => collectErrorCodes(spec.bundled));
  const described = inFile(spec, () => operationsOf(doc, securitySchemes, errorCodes));
  const general = generalErrorCodes(errorCodes, described, (doc.components.schemas as Record<string, Record<string, unknown>> | undefined)?.ErrorCode?.[ANY_OPERATION_EXTENSION]);
  const operations = described.map((op) => ({ ...op, responses: withOwnErrorExamples(op, general) }));
  return {
    rootFile: spec.rootFile,
    spec,
    info: doc.info,
    servers: (doc.servers ?? []) as unknown as ServerModel[],
    operations,
    tags: tagsOf(doc, operations),
    schemas: (doc.components.schemas ?? {}) as unknown as Record<string, JsonSchema>,
    webhookEvents: inFile(spec, () => collectWebhookEvents(spec.bundled)),
    errorCodes,
    securitySchemes,
  };
}

/** Prefixes a collector's error with the spec's root file, the file its pointers are in after bundling. */
function inFile<T>(spec: LoadedSpec, collect: () => T): T {
  try {
    return collect();
  } catch (error) {
    throw new Error(`${spec.rootFile}: ${(error as Error).message}`, { cause: error });
  }
}
