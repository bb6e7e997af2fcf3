import { sentences } from './sentences';
import type { OperationModel } from './spec';
import { isRecord } from '../../../plugins/api-model/isRecord';

const EVERY_POST = /\b(?:[Ee]very|[Ee]ach|[Aa]ll|[Aa]ny)\s+`?POST`?s?\b/;
const SPEAKS_OF_KEYS = /idempotency|Idempotency-Key/i;
/** The conventions' rule: only a POST that creates a resource or moves money takes a key. */
const NARROWED = /\bcreates?\s+a\s+resource\s+or\s+moves?\s+money\b/;

/** Whether an operation (a model's, or a document's with its parameters resolved) takes an `Idempotency-Key` header parameter. */
export const takesAnIdempotencyKey = (operation: { parameters: readonly unknown[] }) =>
  operation.parameters.some((parameter) => isRecord(parameter) && parameter.in === 'header' && String(parameter.name).toLowerCase() === 'idempotency-key');

/** The POST operations without an `Idempotency-Key` header parameter. */
export function keylessPosts(operations: OperationModel[]): string[] {
  return operations
    .filter((operation) => operation.method === 'post' && !takesAnIdempotencyKey(operation))
    .map((operation) => operation.operationId);
}

/** Sentences that give every POST an idempotency key while some POST takes none. */
export function everyPostKeyProblems(file: string, text: string, keyless: string[]): string[] {
  if (keyless.length === 0) return [];
  return sentences(text)
    .filter((sentence) => EVERY_POST.test(sentence.text) && SPEAKS_OF_KEYS.test(sentence.text) && !NARROWED.test(sentence.text))
    .map((sentence) => `${file}:${sentence.line}: "${sentence.text.trim().replace(/\s+/g, ' ').slice(0, 100)}" gives every POST an idempotency key, but ${keyless.join(', ')} take none; say "every \`POST\` that creates a resource or moves money" (rule: every-post-key)`);
}
