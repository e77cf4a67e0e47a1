import type { AuditEntry } from '@/lib/staff-area/staff-contract';
import { AuditEntryRow } from './audit-entry-row';
import styles from './audit-table.module.scss';

const COLUMNS = ['Fecha', 'Persona', 'Acción', 'Detalle', 'Dirección'];

/**
 * A page of the audit log, newest first: a table on a wide screen, a card per entry below `lg`,
 * where each field carries its name and none is left out.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Bitácora</caption>
      <thead className={styles.head}>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={styles.body}>
        {entries.map((entry, index) => (
          <AuditEntryRow key={`${entry.at}-${index}`} entry={entry} />
        ))}
      </tbody>
    </table>
  );
}
