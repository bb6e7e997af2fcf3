/**
 * Which responses a retry with the same `Idempotency-Key` replays, with `Idempotent-Replayed: true`.
 * The spec states it once, on the key parameter (`x-replayed-statuses`: `2XX` for every success,
 * and the refusals that executed); every such response of an operation that takes the key
 * declares the header, and no other response does.
 */
import type { JsonObject, OpenApiDocument } from './load';
import type { OperationModel, HeaderModel, ResponseModel } from './types';
import { deref, isObject } from './walk';

export const REPLAYED_EXTENSION = 'x-replayed-statuses';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The statuses the operation's key replays, as the key parameter lists them; none without a key. */
export function replayedStatuses(op: Pick<OperationModel, 'parameters'>): string[] {
  const key = op.parameters.find((parameter) => parameter.in === 'header' && parameter.name === IDEMPOTENCY_HEADER);
  const listed = key?.[REPLAYED_EXTENSION];
  return Array.isArray(listed) ? listed.map(String) : [];
}

/** Whether a response with this status is one a retry replays (`2XX` stands for every success). */
export function isReplayed(status: string, statuses: readonly string[]): boolean {
  return statuses.includes(status) || (/^2\d\d$/.test(status) && statuses.includes('2XX'));
}

/** The operation's responses, each one its key replays declaring the header (new objects; shared ones untouched). */
export function withReplayedHeader(op: Pick<OperationModel, 'parameters' | 'responses'>, header: HeaderModel | undefined): Record<string, ResponseModel> {
  const statuses = replayedStatuses(op);
  if (!header || statuses.length === 0) return op.responses;
  return Object.fromEntries(
    Object.entries(op.responses).map(([status, response]) =>
      isReplayed(status, statuses) && !response.headers?.[REPLAYED_HEADER] ? [status, { ...response, headers: { ...response.headers, [REPLAYED_HEADER]: header } }] : [status, response],
    ),
  );
}

/**
 * The bundled document with the header declared on every response a key replays, as the
 * published document has it (`publishedDocument`): what a diff compares, so that a change to
 * `x-replayed-statuses` shows as the headers it adds or removes.
 */
export function withReplayedHeaderDeclared(doc: OpenApiDocument): OpenApiDocument {
  const out = structuredClone(doc);
  if (!isObject(out.components?.headers) || !(REPLAYED_HEADER in out.components.headers)) return out;
  for (const item of Object.values(out.paths ?? {})) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !Array.isArray(operation.parameters) || !isObject(operation.responses)) continue;
      const key = operation.parameters.map((parameter) => deref(out, parameter, '').node).find((parameter) => isObject(parameter) && parameter.in === 'header' && parameter.name === IDEMPOTENCY_HEADER);
      const listed = isObject(key) ? key[REPLAYED_EXTENSION] : undefined;
      declareReplayedHeader(out, operation.responses, Array.isArray(listed) ? listed.map(String) : []);
    }
  }
  return out;
}

/**
 * Declares the header, by reference, on each of an operation's `responses` (in `doc`) whose status
 * is one of `statuses`; a shared response it changes becomes the operation's own copy.
 */
export function declareReplayedHeader(doc: OpenApiDocument, responses: JsonObject, statuses: readonly string[]): void {
  for (const status of Object.keys(responses).filter((status) => isReplayed(status, statuses))) {
    const written = deref(doc, responses[status], '').node;
    if (!isObject(written)) continue;
    const headers = isObject(written.headers) ? written.headers : {};
    if (REPLAYED_HEADER in headers) continue;
    responses[status] = { ...written, headers: { ...headers, [REPLAYED_HEADER]: { $ref: `#/components/headers/${REPLAYED_HEADER}` } } };
  }
}
