import type { ReactNode } from 'react';
import styles from './data-table.module.scss';

type LogTableProps = {
  /** The accessible name of the scrolling region. */
  label: string;
  columns: string[];
  /** The table's rows, one per entry. */
  children: ReactNode;
};

/** A log's table of text, newest entry first, in a region that scrolls sideways on a phone. */
export function LogTable({ label, columns, children }: LogTableProps) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
