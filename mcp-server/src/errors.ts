import { NotFoundError } from './failures';
import type { Site } from './site';
import { nearest } from './text';
import { currentIndex, type ApiViewIndex, type OperationEntry } from './view';

/** The page whose catalogue has an entry (an anchor) per error code. */
export const ERROR_CATALOGUE_PATH = '/docs/api/intro';

export async function errorCodeAnswer(site: Site, wanted: string): Promise<string> {
  const index = await currentIndex(site);
  const codes = index.errorCodes;
  const key = wanted.trim().replace(/^.*#/, '').replace(/^\d{3}\s+/, '').toLowerCase();
  const entry = codes.find((candidate) => candidate.code === key);
  if (!entry) {
    throw new NotFoundError(`Error code \`${wanted}\``, nearest(key, codes.map((c) => c.code)), `Every code: ${site.link(ERROR_CATALOGUE_PATH)}#error-codes`);
  }
  const lines = [
    `# \`${entry.code}\` (${entry.status} ${entry.title})`,
    `Catalogue entry: ${entry.url}`,
    '',
    entry.description,
    '',
    `HTTP ${entry.status}, \`application/problem+json\`: \`type\` is ${entry.url}, \`code\` is \`${entry.code}\`. Branch on \`code\`, not on \`title\` or \`detail\`.`,
    ...meaningLines(index, String(entry.status)),
    '',
    'Returned by:',
  ];
  for (const { operationId, when } of entry.namedBy) {
    const operation = index.operations.find((candidate) => candidate.operationId === operationId);
    if (!operation) continue;
    lines.push(`- ${operationLabel(operation)}. When: ${when.replace(/\s+/g, ' ').trim()}`);
  }
  if (entry.namedBy.length === 0) {
    const withStatus = index.operations.filter((operation) => operation.statuses.includes(String(entry.status)));
    const returning = withStatus.filter((operation) => operation.generalErrors.includes(entry.code));
    const others = withStatus.filter((operation) => !operation.generalErrors.includes(entry.code));
    lines.push(
      others.length === 0
        ? `- every one of the ${returning.length} operations that document a ${entry.status} response (list_operations lists them; get_operation shows each one's errors).`
        : `- ${returning.length} of the ${withStatus.length} operations that document a ${entry.status} response, all but: ${others.map((operation) => operation.operationId).join(', ')} (get_operation shows each one's errors).`,
    );
  }
  lines.push('', `Errors in general (the body's fields, how to handle them): ${site.link(ERROR_CATALOGUE_PATH)}#errors`);
  return lines.join('\n');
}

const operationLabel = (operation: OperationEntry) => `\`${operation.method.toUpperCase()} ${operation.path}\` ${operation.summary} (${operation.operationId})${operation.url ? `: ${operation.url}` : ''}`;

/**
 * What the status means: on every operation that documents it, or on most of them with each
 * exception's own meaning (the health check's per-IP 429, a 403 that also answers a missing permission).
 */
export function meaningLines(index: ApiViewIndex, status: string): string[] {
  const meaning = index.statusMeanings[status];
  if (!meaning) return [];
  if (meaning.exceptions.length === 0) return [`What a ${status} means on every operation that documents it: ${meaning.meaning}`];
  const lines = [`What a ${status} means on most operations: ${meaning.meaning}`, 'Except on these, where it means:'];
  for (const exception of meaning.exceptions) {
    const operation = index.operations.find((candidate) => candidate.operationId === exception.operationId);
    lines.push(`- ${operation ? operationLabel(operation) : exception.operationId}: ${exception.meaning}`);
  }
  return lines;
}
