import errorCodes from '@generated/api-content/default/error-codes.json';
import KeyedTable from '../KeyedTable';
import { escapeHtml, inlineMarkdownHtml } from '@site/src/utils/html';
import { ANY_OPERATION } from '../../returnedBy';

export interface ErrorCode {
  code: string;
  status: number;
  title: string;
  description: string;
  /** `any`, or the operations whose errors list the code. */
  returnedBy: 'any' | { summary: string; route: string }[];
}

interface Props {
  /** Defaults to every code in the spec (from the spec, by the api-content plugin). */
  codes?: ErrorCode[];
}

/** Who can return a code, under its meaning: a fourth column would not fit beside the table of contents. */
function returnedByHtml(returnedBy: ErrorCode['returnedBy']): string {
  const who = returnedBy === 'any' ? escapeHtml(ANY_OPERATION) : returnedBy.map((op) => `<a href="${escapeHtml(op.route)}">${escapeHtml(op.summary)}</a>`).join(', ');
  return `<br /><em>Returned by:</em> ${who}.`;
}

/** Every error code with its status and meaning; each row is the anchor the problem `type` URIs point at. */
export default function ErrorCatalogue({ codes = errorCodes as ErrorCode[] }: Props) {
  return (
    <KeyedTable
      anchored
      headers={['Code', 'Status', 'Meaning and what to do']}
      rows={codes.map(({ code, status, title, description, returnedBy }) => ({
        key: code,
        href: `#${code}`,
        cells: [
          String(status),
          `<strong>${escapeHtml(title)}.</strong> ${inlineMarkdownHtml(description)}${returnedByHtml(returnedBy)}`,
        ],
      }))}
    />
  );
}
