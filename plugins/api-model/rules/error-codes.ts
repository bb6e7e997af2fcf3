import { forEachString, isObject } from '../walk';
import type { Finding, Rule } from './types';

const MENTION = /`([45]\d\d) ([a-z_]+)`/g;
const DEFINITION = /^\s*- `([a-z_]+)` \((\d{3})\):/gm;

/**
 * Error codes quoted in prose as `422 wallet_archived` exist in the ErrorCode enum with that status,
 * and every ErrorCode value is defined with its status in the enum's description.
 */
export const errorCodes: Rule = (doc) => {
  const schemas = isObject(doc.components.schemas) ? doc.components.schemas : {};
  const errorCode = schemas.ErrorCode;
  if (!isObject(errorCode)) return [];
  const findings: Finding[] = [];
  const statusOf = new Map<string, string>();
  for (const [, code, status] of String(errorCode.description ?? '').matchAll(DEFINITION)) statusOf.set(code, status);
  for (const code of Array.isArray(errorCode.enum) ? errorCode.enum.map(String) : []) {
    if (!statusOf.has(code)) findings.push({ pointer: '/components/schemas/ErrorCode/description', rule: 'error-codes', message: `code ${code} is not defined as "- \`${code}\` (<status>): ..."` });
  }
  forEachString(doc, '', (text, pointer) => {
    for (const [, status, code] of text.matchAll(MENTION)) {
      if (!statusOf.has(code)) findings.push({ pointer, rule: 'error-codes', message: `mentions error code ${code}, which is not in ErrorCode` });
      else if (statusOf.get(code) !== status) findings.push({ pointer, rule: 'error-codes', message: `mentions ${status} ${code}, but ${code} is a ${statusOf.get(code)}` });
    }
  });
  return findings;
};
