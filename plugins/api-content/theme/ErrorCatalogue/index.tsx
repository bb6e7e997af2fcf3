import errorCodes from '@generated/api-content/default/error-codes.json';
import KeyedTable from '../KeyedTable';
import { escapeHtml, inlineCodeHtml } from '@site/src/utils/html';

export interface ErrorCode {
  code: string;
  status: number;
  title: string;
  description: string;
}

interface Props {
  /** Defaults to every code in the spec (from the spec, by the api-content plugin). */
  codes?: ErrorCode[];
}

/** Every error code with its status and meaning; each row is the anchor the problem `type` URIs point at. */
export default function ErrorCatalogue({ codes = errorCodes as ErrorCode[] }: Props) {
  return (
    <KeyedTable
      anchored
      headers={['Code', 'Status', 'Meaning and what to do']}
      rows={codes.map(({ code, status, title, description }) => ({
        key: code,
        href: `#${code}`,
        cells: [String(status), `<strong>${escapeHtml(title)}.</strong> ${inlineCodeHtml(description)}`],
      }))}
    />
  );
}
