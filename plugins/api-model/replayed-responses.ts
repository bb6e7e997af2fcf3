/**
 * Which responses a retry with the same `Idempotency-Key` replays, with `Idempotent-Replayed: true`.
 * The spec states it once, on the key parameter: `x-replayed-statuses` (`2XX` for every success,
 * and the statuses of the refusals that executed) and `x-not-replayed-codes` (the codes of those
 * statuses that mean the request did not run, which are never stored). A refusal status is
 * replayed on an operation only when the operation can return a code of it that is stored: a
 * `409` whose only codes are the key's own conflicts is never replayed. Every replayed response
 * of an operation that takes the key declares the header, and no other response does.
 */
import type { OpenApiDocument } from './load';
import type { OperationModel, HeaderModel, ResponseModel } from './types';
import { inlined, isObject } from './walk';

export const REPLAYED_EXTENSION = 'x-replayed-statuses';
export const NOT_REPLAYED_EXTENSION = 'x-not-replayed-codes';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

type KeyedOperation = Pick<OperationModel, 'parameters'>;
/** What decides whether an operation's response is replayed: its key, and the codes it can return. */
export type ReplayingOperation = Pick<OperationModel, 'parameters' | 'errors' | 'generalErrors'>;

const keyOf = (op: KeyedOperation) => op.parameters.find((parameter) => parameter.in === 'header' && parameter.name === IDEMPOTENCY_HEADER);
const listed = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** The statuses the operation's key replays, as the key parameter lists them; none without a key. */
export function replayedStatuses(op: KeyedOperation): string[] {
  return listed(keyOf(op)?.[REPLAYED_EXTENSION]);
}

/** The codes the operation's key never replays, whatever their status. */
export function notReplayedCodes(op: KeyedOperation): string[] {
  return listed(keyOf(op)?.[NOT_REPLAYED_EXTENSION]);
}

/** Whether a status is one the key lists (`2XX` stands for every success). */
export function isReplayed(status: string, statuses: readonly string[]): boolean {
  return statuses.includes(status) || (/^2\d\d$/.test(status) && statuses.includes('2XX'));
}

/**
 * Why the operation's response with this status is replayed, or `undefined` when it is not: a
 * success the key lists, or a listed refusal status with at least one code that is stored.
 */
export function replayedBecause(op: ReplayingOperation, status: string): string | undefined {
  const statuses = replayedStatuses(op);
  if (!isReplayed(status, statuses)) return undefined;
  if (/^2\d\d$/.test(status)) return 'a success';
  const never = new Set(notReplayedCodes(op));
  const stored = [...op.errors, ...op.generalErrors].filter((error) => String(error.status) === status && !never.has(error.code)).map((error) => error.code);
  return stored.length > 0 ? `stored: ${[...new Set(stored)].join(', ')}` : undefined;
}

/** The operation's responses, each one its key replays declaring the header (new objects; shared ones untouched). */
export function withReplayedHeader(op: ReplayingOperation & Pick<OperationModel, 'responses'>, header: HeaderModel | undefined): Record<string, ResponseModel> {
  if (!header || replayedStatuses(op).length === 0) return op.responses;
  return Object.fromEntries(
    Object.entries(op.responses).map(([status, response]) =>
      replayedBecause(op, status) !== undefined && !response.headers?.[REPLAYED_HEADER] ? [status, { ...response, headers: { ...response.headers, [REPLAYED_HEADER]: header } }] : [status, response],
    ),
  );
}

/**
 * The document (changed in place) with the header declared, as a `$ref` to the shared one, on
 * every response whose operation in the model declares it and whose written response does not.
 */
export function declareReplayedHeaders(doc: OpenApiDocument, operations: Pick<OperationModel, 'path' | 'method' | 'responses'>[]): OpenApiDocument {
  for (const op of operations) {
    const responses = doc.paths[op.path]?.[op.method]?.responses;
    if (!isObject(responses)) continue;
    for (const [status, response] of Object.entries(op.responses)) {
      if (!response.headers?.[REPLAYED_HEADER]) continue;
      const written = inlined(doc, responses[status]);
      if (!isObject(written)) continue;
      const headers = isObject(written.headers) ? written.headers : {};
      if (REPLAYED_HEADER in headers) continue;
      responses[status] = { ...written, headers: { ...headers, [REPLAYED_HEADER]: { $ref: `#/components/headers/${REPLAYED_HEADER}` } } };
    }
  }
  return doc;
}
