import type { OpenApiDocument } from '../api-model';

type Json = Record<string, unknown>;

/** For the diff's tests: a spec whose one operation is `POST /cards` (`createCard`) with the given fields, and the given webhooks. */
export function specWithOneOperation(operation: Json, webhooks: Json = {}): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    tags: [],
    components: {},
    paths: { '/cards': { post: { operationId: 'createCard', summary: 's', ...operation } } },
    webhooks,
  } as unknown as OpenApiDocument;
}
