import { factsToChangelog, OpenAPITraverser, type IChange } from '@useoptic/openapi-utilities';
import type { JsonObject, OpenApiDocument } from '../api-model';
import { classify, type OperationIndex } from './classify';
import { EVENT_PATH_PREFIX, EVENT_STATUS, type ApiChange } from './types';


function withEventsAsResponses(doc: OpenApiDocument): JsonObject {
  const paths: JsonObject = { ...doc.paths };
  for (const [type, item] of Object.entries(doc.webhooks ?? {})) {
    const post = (item.post ?? Object.values(item)[0]) as JsonObject | undefined;
    const body = (post?.requestBody ?? {}) as JsonObject;
    paths[`${EVENT_PATH_PREFIX}${type}`] = {
      post: { operationId: `event:${type}`, responses: { [EVENT_STATUS]: { description: 'payload', content: body.content ?? {} } } },
    };
  }
  return { openapi: doc.openapi, info: doc.info, paths };
}

function facts(doc: OpenApiDocument) {
  const traverser = new OpenAPITraverser();
  traverser.traverse(withEventsAsResponses(doc) as never);
  return [...traverser.facts()];
}

/** `METHOD /path` -> operationId, for the operations of both documents. */
function operationIndex(...docs: OpenApiDocument[]): OperationIndex {
  const index: OperationIndex = new Map();
  for (const doc of docs) {
    for (const [pathKey, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const id = (operation as JsonObject | undefined)?.operationId;
        if (typeof id === 'string') index.set(`${method} ${pathKey}`, id);
      }
    }
  }
  return index;
}

/**
 * Every change from `before` to `after` (both dereferenced), classified by the site's versioning
 * rules. Descriptions, summaries and examples are not changes to the contract and are left out.
 */
export function diffDocuments(before: OpenApiDocument, after: OpenApiDocument): ApiChange[] {
  const changes = factsToChangelog(facts(before), facts(after)) as IChange[];
  return classify(changes, operationIndex(before, after));
}
