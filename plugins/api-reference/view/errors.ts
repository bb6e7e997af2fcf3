import type { OperationModel } from '../../api-model';
import { table } from '../render/markdownText';

/** Where every error code is explained, and the problem `type` URLs point. */
export const ERROR_CATALOGUE_ROUTE = '/docs/api/intro';

/**
 * The operation's description followed by its own errors (`x-errors`) as a Markdown table, so
 * that the endpoint page, its Markdown twin and the Postman request all show them from the spec.
 */
export function describeOperation(op: Pick<OperationModel, 'description' | 'errors'>): string {
  if (op.errors.length === 0) return op.description;
  const rows = op.errors.map((error) => [`[\`${error.status} ${error.code}\`](${ERROR_CATALOGUE_ROUTE}#${error.code})`, error.when]);
  return [
    op.description.trimEnd(),
    '',
    `**Errors of this operation**, besides those [every operation can return](${ERROR_CATALOGUE_ROUTE}#errors):`,
    '',
    table(['Error', 'When'], rows),
    '',
  ].join('\n');
}
