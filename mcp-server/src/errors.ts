import { NotFoundError } from './failures';
import { describedOperations, type OperationInfo } from './operationIndex';
import type { Site } from './site';
import { deref, loadSpec, type Json, type OpenApi } from './spec';
import { nearest } from './text';

/** The page whose catalogue has an entry (an anchor) per error code. */
export const ERROR_CATALOGUE_PATH = '/docs/api/intro';

export interface ErrorCode {
  code: string;
  status: number;
  title: string;
  description: string;
}

const ACRONYMS: Record<string, string> = { api: 'API', kyc: 'KYC', id: 'ID' };
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const humanize = (code: string) => capitalise(code.split('_').map((word) => ACRONYMS[word] ?? word).join(' '));

/**
 * The error codes of the published spec: the Problem schema's `code` property lists each as
 * "- `code` (status): meaning" (the same source as the site's catalogue).
 */
export function errorCodes(spec: OpenApi): ErrorCode[] {
  const problem = deref(spec, spec.components?.schemas?.Problem).node;
  const code = deref(spec, (problem.properties as Json | undefined)?.code).node;
  const found = [...String(code.description ?? '').matchAll(/^\s*[-*]\s+`([a-z][a-z0-9_]*)`\s+\((\d{3})\):?\s+(.+)$/gm)].map(([, name, status, meaning]) => ({
    code: name,
    status: Number(status),
    title: humanize(name),
    description: capitalise(meaning.trim()),
  }));
  return found.sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}

/** What the API reference says a status means for any operation (the shared response's description). */
export function statusMeaning(spec: OpenApi, status: number): string | undefined {
  for (const operation of describedOperations(spec)) {
    const response = operation.operation.responses as Json | undefined;
    const entry = response?.[String(status)];
    if (entry) return String(deref(spec, entry).node.description ?? '').replace(/\s+/g, ' ').trim() || undefined;
  }
  return undefined;
}

/** An operation's own errors and when each happens: its `x-errors`, the spec's one list of them. */
export interface OperationError {
  code: string;
  when: string;
}

export const operationErrors = (operation: OperationInfo): OperationError[] =>
  ((operation.operation['x-errors'] as Json[] | undefined) ?? []).map((entry) => ({ code: String(entry.code), when: String(entry.when ?? '').replace(/\s+/g, ' ').trim() }));

/** Whether the code is one of the operation's own errors. */
export const namesCode = (operation: OperationInfo, code: string) => operationErrors(operation).some((entry) => entry.code === code);

/** Codes that no operation names: they can come from any operation that documents their status. */
export function generalCodes(spec: OpenApi): Set<string> {
  const operations = describedOperations(spec);
  return new Set(errorCodes(spec).filter((entry) => !operations.some((operation) => namesCode(operation, entry.code))).map((entry) => entry.code));
}

export async function errorCodeAnswer(site: Site, wanted: string): Promise<string> {
  const spec = await loadSpec(site);
  const codes = errorCodes(spec);
  const key = wanted.trim().replace(/^.*#/, '').replace(/^\d{3}\s+/, '').toLowerCase();
  const entry = codes.find((candidate) => candidate.code === key);
  if (!entry) {
    throw new NotFoundError(`Error code \`${wanted}\``, nearest(key, codes.map((c) => c.code)), `Every code: ${site.link(ERROR_CATALOGUE_PATH)}#error-codes`);
  }
  const operations = describedOperations(spec);
  const withStatus = operations.filter((operation) => Boolean((operation.operation.responses as Json | undefined)?.[String(entry.status)]));
  const naming = withStatus.filter((operation) => namesCode(operation, entry.code));
  const general = generalCodes(spec).has(entry.code);
  const lines = [
    `# \`${entry.code}\` (${entry.status} ${entry.title})`,
    `Catalogue entry: ${site.link(ERROR_CATALOGUE_PATH)}#${entry.code}`,
    '',
    entry.description,
    '',
    `HTTP ${entry.status}, \`application/problem+json\`: \`type\` is ${site.link(ERROR_CATALOGUE_PATH)}#${entry.code}, \`code\` is \`${entry.code}\`. Branch on \`code\`, not on \`title\` or \`detail\`.`,
  ];
  const meaning = statusMeaning(spec, entry.status);
  if (meaning) lines.push(`What a ${entry.status} means on every operation: ${meaning}`);
  lines.push('', 'Returned by:');
  if (naming.length > 0) {
    lines.push(
      ...naming.map((operation) => {
        const when = operationErrors(operation).find((own) => own.code === entry.code)?.when;
        return `- \`${operation.method.toUpperCase()} ${operation.path}\` ${operation.summary} (${operation.operationId}): ${site.link(operation.route)}${when ? `. When: ${when}` : ''}`;
      }),
    );
  }
  if (general) {
    lines.push(`- any of the ${withStatus.length} operations that document a ${entry.status} response (list_operations lists them; get_operation shows each one's errors).`);
  } else if (naming.length === 0) {
    lines.push(`- no operation names it; ${withStatus.length} operations document a ${entry.status} response.`);
  }
  lines.push('', `Errors in general (the body's fields, how to handle them): ${site.link(ERROR_CATALOGUE_PATH)}#errors`);
  return lines.join('\n');
}
