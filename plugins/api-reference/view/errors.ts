import type { OperationModel } from '../../api-model';
import { table } from '../render/markdownText';

/** Where every error code is explained, and the problem `type` URLs point. */
export const ERROR_CATALOGUE_ROUTE = '/docs/api/intro';

/** A code as the pages write it, linked to its entry in the catalogue. */
const codeLink = (error: { code: string; status: number }) => `[\`${error.status} ${error.code}\`](${ERROR_CATALOGUE_ROUTE}#${error.code})`;

const joined = (items: string[], conjunction = 'and') => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`);

/**
 * The operation's description followed by its errors: those any operation can return that this
 * one can, named, then its own errors (`x-errors`) as a Markdown table, so that the endpoint
 * page, its Markdown twin and the Postman request all show them from the spec.
 */
export function describeOperation(op: Pick<OperationModel, 'description' | 'errors' | 'generalErrors'>): string {
  const general = `those [any operation can return](${ERROR_CATALOGUE_ROUTE}#errors) that apply here (${joined(op.generalErrors.map(codeLink))})`;
  if (op.errors.length === 0) {
    return op.generalErrors.length > 0 ? [op.description.trimEnd(), '', `**Errors of this operation**: only ${general}.`, ''].join('\n') : op.description;
  }
  const rows = op.errors.map((error) => [codeLink(error), error.when]);
  return [
    op.description.trimEnd(),
    '',
    op.generalErrors.length > 0 ? `**Errors of this operation**: ${general}, and these:` : '**Errors of this operation**:',
    '',
    table(['Error', 'When'], rows),
    '',
  ].join('\n');
}

/**
 * The codes the operation returns with one error status, any operation's and its own, each linked
 * to the catalogue: what a reader who lands on the status's response (`#response-422`) looks for,
 * which the table of the operation's errors says when each applies. `dated` gives a coming code's
 * note of when it starts. Empty for a status with no code of its own.
 */
export function codesAtStatus(op: Pick<OperationModel, 'errors' | 'generalErrors'>, status: string, dated: (code: string) => string | undefined = () => undefined): string {
  const all = [...op.generalErrors, ...op.errors].filter((error) => String(error.status) === status).map((error) => error.code);
  const codes = all.filter((code, at) => all.indexOf(code) === at);
  if (codes.length === 0) return '';
  const named = codes.map((code) => {
    const note = dated(code)?.replace(/\.$/, '');
    return `[\`${code}\`](${ERROR_CATALOGUE_ROUTE}#${code})${note ? ` (${note})` : ''}`;
  });
  return `This operation returns ${status} with ${joined(named, 'or')}.`;
}
