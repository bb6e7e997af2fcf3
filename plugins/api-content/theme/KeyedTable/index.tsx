import type { ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

export interface KeyedRow {
  /** The row's key: an error code, an event type. With `anchored`, also its anchor id. */
  key: string;
  /** The first cell, a row header: usually the key as code, linked. */
  head: ReactNode;
  cells: ReactNode[];
}

interface Props {
  headers: string[];
  rows: KeyedRow[];
  /** Give each row the anchor `#<key>` (highlighted when targeted) and register it for the link checker. */
  anchored?: boolean;
}

/**
 * A reference table whose rows are named by a key (error codes, event types). On narrow
 * screens each row becomes a block: the key and short cells on one line, the last cell below.
 */
export default function KeyedTable({ headers, rows, anchored = false }: Props) {
  const brokenLinks = useBrokenLinks();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, head, cells }) => {
          if (anchored) brokenLinks.collectAnchor(key);
          return (
            <tr key={key} id={anchored ? key : undefined} className={styles.row}>
              <th scope="row" className={styles.head}>
                {head}
              </th>
              {cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
