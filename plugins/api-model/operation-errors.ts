/**
 * The errors particular to an operation, from its `x-errors` extension: each a code of the error
 * catalogue and when this operation returns it. The statuses come from the catalogue, so a code
 * has one status everywhere. The errors every operation can return (authentication, validation,
 * idempotency, rate limits, server errors) are the conventions page's, not listed per operation.
 */
import type { ErrorCodeEntry } from './error-codes';

export interface OperationErrorModel {
  code: string;
  status: number;
  /** When this operation returns the code: Markdown with `code` spans, one or more sentences. */
  when: string;
}

export const OPERATION_ERRORS_EXTENSION = 'x-errors';

/** The operation's `x-errors`, with each code's status from the catalogue; throws on a malformed entry or an unknown code. */
export function operationErrorsOf(operationId: string, raw: unknown, catalogue: ErrorCodeEntry[]): OperationErrorModel[] {
  if (raw === undefined) return [];
  const where = `operation ${operationId}: ${OPERATION_ERRORS_EXTENSION}`;
  if (!Array.isArray(raw)) throw new Error(`${where} must be a list of { code, when }`);
  return raw.map((entry: unknown, index) => {
    const { code, when } = (entry ?? {}) as { code?: unknown; when?: unknown };
    if (typeof code !== 'string' || typeof when !== 'string' || when.trim() === '') {
      throw new Error(`${where}[${index}] must be { code: <error code>, when: <text> }`);
    }
    const known = catalogue.find((c) => c.code === code);
    if (!known) throw new Error(`${where}[${index}]: ${code} is not an error code of the catalogue (ErrorCode)`);
    return { code, status: known.status, when: when.trim() };
  });
}
