import operationErrors from '@generated/api-content/default/operation-errors.json';
import KeyedTable from '../KeyedTable';
import { escapeHtml, inlineMarkdownHtml } from '@site/src/utils/html';
import { operationErrorRows, type OperationErrors as Errors } from '../../operationErrorRows';

const CATALOGUE = '/docs/api/intro';

interface Props {
  /** The operations whose `x-errors` to show, by operationId. */
  operations: string[];
  /** Only these codes (each must be among the operations' errors). */
  codes?: string[];
  /** What the reader should do, by code: the guide's own advice, shown in a third column. */
  advice?: Record<string, string>;
}

/** The errors particular to one or more operations and when each is returned, from the spec's `x-errors`. */
export default function OperationErrors({ operations, codes, advice }: Props) {
  const rows = operationErrorRows(operationErrors as Record<string, Errors>, operations, codes);
  const several = operations.length > 1;
  const headers = ['Error', ...(several ? ['Operations'] : []), 'When', ...(advice ? ['What to do'] : [])];
  return (
    <KeyedTable
      headers={headers}
      rows={rows.map((row) => ({
        key: `${row.status} ${row.code}`,
        href: `${CATALOGUE}#${row.code}`,
        cells: [
          ...(several ? [row.operations.map((op) => `<a href="${escapeHtml(op.route)}">${escapeHtml(op.summary)}</a>`).join(', ')] : []),
          inlineMarkdownHtml(row.when),
          ...(advice ? [inlineMarkdownHtml(advice[row.code] ?? '')] : []),
        ],
      }))}
    />
  );
}
