/**
 * The API description as the site publishes it (`/openapi.{yaml,json}`): the bundled document
 * with each operation's errors as its pages show them, so the file and the pages agree. Its
 * `x-errors` lists every error of the operation (its own and its fields'), and a problem response
 * shared with other operations keeps, inline, only the examples of errors this operation returns.
 */
import type { JsonObject, JsonValue, LoadedSpec, OpenApiDocument } from './load';
import { buildModel, type ApiModel } from './model';
import { OPERATION_ERRORS_EXTENSION } from './operation-errors';
import { declareReplayedHeaders, REPLAYED_EXTENSION } from './replayed-responses';
import { inlined, isObject } from './walk';

const PROBLEM = 'application/problem+json';

export function publishedDocument(model: ApiModel): OpenApiDocument {
  const doc = structuredClone(model.spec.bundled);
  for (const op of model.operations) {
    const operation = doc.paths[op.path]?.[op.method] as JsonObject | undefined;
    if (!operation) continue;
    if (op.errors.length > 0) operation[OPERATION_ERRORS_EXTENSION] = op.errors.map(({ code, when }) => ({ code, when }));
    const responses = operation.responses;
    if (!isObject(responses)) continue;
    for (const [status, response] of Object.entries(op.responses)) {
      const kept = Object.keys(response.content?.[PROBLEM]?.examples ?? {});
      const written = inlined(doc, responses[status]);
      const media = isObject(written) && isObject(written.content) ? written.content[PROBLEM] : undefined;
      if (!isObject(written) || !isObject(media) || !isObject(media.examples)) continue;
      const examples = media.examples;
      if (Object.keys(examples).every((name) => kept.includes(name))) continue;
      const own: JsonObject = { ...media };
      delete own.examples;
      if (kept.length > 0) own.examples = Object.fromEntries(kept.map((name) => [name, examples[name] as JsonValue]));
      responses[status] = { ...written, content: { ...(written.content as JsonObject), [PROBLEM]: own } };
    }
  }
  return declareReplayedHeaders(doc, model.operations);
}

/**
 * The bundled document with the `Idempotent-Replayed` headers the model derives declared, as the
 * published document has them: what a diff compares, so that a change to the key's replay rule
 * shows as the headers it adds or removes. A spec whose key states no rule is returned as it is.
 */
export function bundledAsPublished(spec: LoadedSpec): OpenApiDocument {
  const parameters = Object.values(spec.bundled.components?.parameters ?? {});
  if (!parameters.some((parameter) => isObject(parameter) && REPLAYED_EXTENSION in parameter)) return spec.bundled;
  return declareReplayedHeaders(structuredClone(spec.bundled), buildModel(spec).operations);
}
