import StaticHtml from '@theme/ApiReference/StaticHtml';
import { escapeHtml } from '@site/src/utils/html';
import styles from './styles.module.css';

export interface KeyedRow {
  /** The row's key: an error code, an event type. With `anchored`, also its anchor id. */
  key: string;
  /** Where the row header (the key, as code) links: the row's own anchor, or another page. */
  href: string;
  /** The other cells, as HTML. */
  cells: string[];
}

interface Props {
  headers: string[];
  rows: KeyedRow[];
  /** Give each row the anchor `#<key>` (highlighted when targeted; StaticHtml registers it for the link checker). */
  anchored?: boolean;
}

/**
 * A reference table whose rows are named by a key (error codes, event types). On narrow
 * screens each row becomes a block: the key and short cells on one line, the last cell below.
 * Nothing in it is interactive, so it is HTML that hydration does not walk (StaticHtml): the
 * error catalogue and the event list are hundreds of elements.
 */
export default function KeyedTable({ headers, rows, anchored = false }: Props) {
  const headerRow = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows
    .map(({ key, href, cells }) => {
      const id = anchored ? ` id="${escapeHtml(key)}"` : '';
      const rowHead = `<a href="${escapeHtml(href)}"><code>${escapeHtml(key)}</code></a>`;
      return `<tr${id} class="${styles.row}"><th scope="row" class="${styles.head}">${rowHead}</th>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
    })
    .join('');
  return <StaticHtml html={`<table class="${styles.table}"><thead><tr>${headerRow}</tr></thead><tbody>${body}</tbody></table>`} />;
}
