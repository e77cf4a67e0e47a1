import { formatMoment } from '@/lib/staff-area/dashboard-format';
import type { AuditEntry } from '@/lib/staff-area/staff-contract';
import tableStyles from './data-table.module.scss';
import styles from './audit-entry-row.module.scss';

/**
 * One entry of the audit log as a row of its table. Each change is an item of its own, its
 * field named in one element and each value boxed in another, so a value that reads like
 * «Sitio; Monto: $10.00 → $99,999.00» stays one value of one field.
 */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td className={tableStyles.moment}>{formatMoment(entry.at)}</td>
      <td className={tableStyles.label}>{entry.actor || 'Cuenta desconocida'}</td>
      <td className={tableStyles.text}>
        {entry.action}
        {entry.attempts > 1 && <span className={styles.attempts}>×{entry.attempts}</span>}
      </td>
      <td className={tableStyles.text}>
        {entry.detail && <p className={styles.line}>{entry.detail}</p>}
        {entry.changes.length > 0 && (
          <ul className={styles.changes} aria-label="Cambios">
            {entry.changes.map((change, index) => (
              // Spaces between the parts keep the copied text readable; the layout ignores them.
              <li key={index} className={styles.change}>
                <span className={styles.field}>{change.field}</span>{' '}
                {change.before !== '' && (
                  <>
                    <q className={styles.value}>{change.before}</q>{' '}
                    <span className={styles.arrow} aria-hidden="true">
                      →
                    </span>{' '}
                    <span className={styles.hidden}>pasó a</span>{' '}
                  </>
                )}
                <q className={styles.value}>{change.after}</q>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.origin}>desde {entry.address ?? 'la línea de comandos'}</p>
      </td>
    </tr>
  );
}
