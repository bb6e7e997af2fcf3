import kebabCase from 'lodash/kebabCase';
import { collectErrorCodes, type ErrorCodeEntry } from './error-codes';
import { requestFieldErrors, withFieldErrors } from './field-errors';
import { HTTP_METHODS, type LoadedSpec, type OpenApiDocument } from './load';
import { operationErrorsOf, OPERATION_ERRORS_EXTENSION } from './operation-errors';
import { REPLAYED_HEADER, withReplayedHeader } from './replayed-responses';
import { ANY_OPERATION_EXTENSION, generalErrorCodes, generalErrorsOf, withOwnErrorExamples } from './own-error-examples';
import { OPERATIONS_WITHOUT_SIDEBAR_ENTRY } from './sidebar';
import { collectWebhookEvents } from './webhook-events';
import type { ApiModel, HeaderModel, JsonSchema, OperationModel, ParameterModel, RequestBodyModel, ResponseModel, SecuritySchemeModel, ServerModel, TagModel } from './types';

export type { JsonSchema, ParameterLocation, ParameterModel, MediaModel, RequestBodyModel, HeaderModel, ResponseModel, ServerModel, SecuritySchemeModel, OperationModel, TagModel, ApiModel } from './types';

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
          generalErrors: [],
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
  const replayedHeader = (doc.components.headers as Record<string, HeaderModel> | undefined)?.[REPLAYED_HEADER];
  const operations = described.map((op) => {
    const generalErrors = generalErrorsOf(op, general, errorCodes);
    return { ...op, generalErrors, responses: withReplayedHeader({ ...op, generalErrors, responses: withOwnErrorExamples(op, general) }, replayedHeader) };
  });
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
