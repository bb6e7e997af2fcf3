import { NotFoundError } from './failures';
import type { Site } from './site';
import { nearest } from './text';
import { currentIndex, type ApiViewIndex } from './view';

/** The page whose catalogue has an entry (an anchor) per error code. */
export const ERROR_CATALOGUE_PATH = '/docs/api/intro';

/** Codes that no operation names: they can come from any operation that documents their status. */
export const generalCodes = (index: ApiViewIndex): Set<string> => new Set(index.errorCodes.filter((entry) => entry.namedBy.length === 0).map((entry) => entry.code));

export async function errorCodeAnswer(site: Site, wanted: string): Promise<string> {
  const index = await currentIndex(site);
  const codes = index.errorCodes;
  const key = wanted.trim().replace(/^.*#/, '').replace(/^\d{3}\s+/, '').toLowerCase();
  const entry = codes.find((candidate) => candidate.code === key);
  if (!entry) {
    throw new NotFoundError(`Error code \`${wanted}\``, nearest(key, codes.map((c) => c.code)), `Every code: ${site.link(ERROR_CATALOGUE_PATH)}#error-codes`);
  }
  const withStatus = index.operations.filter((operation) => operation.statuses.includes(String(entry.status)));
  const lines = [
    `# \`${entry.code}\` (${entry.status} ${entry.title})`,
    `Catalogue entry: ${entry.url}`,
    '',
    entry.description,
    '',
    `HTTP ${entry.status}, \`application/problem+json\`: \`type\` is ${entry.url}, \`code\` is \`${entry.code}\`. Branch on \`code\`, not on \`title\` or \`detail\`.`,
  ];
  const meaning = index.statusMeanings[String(entry.status)];
  if (meaning) lines.push(`What a ${entry.status} means on every operation: ${meaning}`);
  lines.push('', 'Returned by:');
  for (const { operationId, when } of entry.namedBy) {
    const operation = index.operations.find((candidate) => candidate.operationId === operationId);
    if (!operation) continue;
    lines.push(`- \`${operation.method.toUpperCase()} ${operation.path}\` ${operation.summary} (${operation.operationId})${operation.url ? `: ${operation.url}` : ''}. When: ${when.replace(/\s+/g, ' ').trim()}`);
  }
  if (entry.namedBy.length === 0) {
    lines.push(`- any of the ${withStatus.length} operations that document a ${entry.status} response (list_operations lists them; get_operation shows each one's errors).`);
  }
  lines.push('', `Errors in general (the body's fields, how to handle them): ${site.link(ERROR_CATALOGUE_PATH)}#errors`);
  return lines.join('\n');
}
