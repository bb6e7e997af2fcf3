import type { JsonValue } from '../load';
import { OPERATION_ERRORS_EXTENSION } from '../operation-errors';
import { isObject, operationsOf } from '../walk';
import type { Finding, Rule } from './types';

const DEFINITION = /^\s*- `([a-z_]+)` \((\d{3})\):/gm;
const MENTION = /`([45]\d\d) ([a-z_]+)`/g;

/**
 * An operation's own errors are written once, in its `x-errors` ({ code, when }): each code is in
 * the ErrorCode catalogue, listed once, with its status among the operation's responses; the
 * operation's description names no error code with its status (the page renders `x-errors`).
 */
export const operationErrors: Rule = (doc) => {
  const schemas = isObject(doc.components.schemas) ? doc.components.schemas : {};
  const errorCode = isObject(schemas.ErrorCode) ? schemas.ErrorCode : {};
  const statusOf = new Map<string, string>();
  for (const [, code, status] of String(errorCode.description ?? '').matchAll(DEFINITION)) statusOf.set(code, status);
  const findings: Finding[] = [];
  for (const entry of operationsOf(doc)) {
    if (entry.section !== 'paths') continue;
    const pointer = `${entry.pointer}/${OPERATION_ERRORS_EXTENSION}`;
    for (const [, status, code] of String(entry.operation.description ?? '').matchAll(MENTION)) {
      findings.push({ pointer: `${entry.pointer}/description`, rule: 'operation-errors', message: `names \`${status} ${code}\`: list the error in ${OPERATION_ERRORS_EXTENSION} with when it happens, and leave it out of the description` });
    }
    const raw = (entry.operation as Record<string, unknown>)[OPERATION_ERRORS_EXTENSION];
    if (raw === undefined) continue;
    if (!Array.isArray(raw)) {
      findings.push({ pointer, rule: 'operation-errors', message: `${OPERATION_ERRORS_EXTENSION} is a list of { code, when }` });
      continue;
    }
    const responses = isObject(entry.operation.responses) ? Object.keys(entry.operation.responses) : [];
    const seen = new Set<string>();
    raw.forEach((item: unknown, index) => {
      const at = `${pointer}/${index}`;
      const { code, when } = (isObject(item as JsonValue) ? item : {}) as { code?: unknown; when?: unknown };
      if (typeof code !== 'string' || typeof when !== 'string' || when.trim() === '') {
        findings.push({ pointer: at, rule: 'operation-errors', message: 'an entry is { code: <error code>, when: <when this operation returns it> }' });
        return;
      }
      const status = statusOf.get(code);
      if (!status) findings.push({ pointer: `${at}/code`, rule: 'operation-errors', message: `${code} is not an error code of ErrorCode` });
      else if (!responses.includes(status)) findings.push({ pointer: `${at}/code`, rule: 'operation-errors', message: `${code} is a ${status}, but the operation has no ${status} response` });
      if (seen.has(code)) findings.push({ pointer: `${at}/code`, rule: 'operation-errors', message: `${code} is listed twice` });
      seen.add(code);
    });
  }
  return findings;
};
