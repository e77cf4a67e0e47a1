import type { ReactNode } from 'react';
import { formatAddress, formatMoment } from '@/lib/staff-area/dashboard-format';
import type { AuditEntry } from '@/lib/staff-area/staff-contract';
import styles from './audit-entry-row.module.scss';

/** Who acted, an e-mail given a place to break after its «@». */
function Actor({ actor }: { actor: string }) {
  if (!actor) return 'Cuenta desconocida';
  const at = actor.indexOf('@');
  if (at < 0) return actor;
  return (
    <>
      {actor.slice(0, at + 1)}
      <wbr />
      {actor.slice(at + 1)}
    </>
  );
}

/** When, the day and the time each kept whole where the column is narrow. */
function Moment({ at }: { at: string }) {
  const [day, time] = formatMoment(at).split(', ');
  return (
    <time dateTime={at}>
      <span className={styles.whole}>{time ? `${day},` : day}</span>
      {time && (
        <>
          {' '}
          <span className={styles.whole}>{time}</span>
        </>
      )}
    </time>
  );
}

/** A field's name, shown beside its value where the row stacks into a card (the table's header
 * names it for assistive technology). */
function CardLabel({ children }: { children: ReactNode }) {
  return (
    <span className={styles.cardLabel} aria-hidden="true">
      {children}
    </span>
  );
}

/**
 * One entry of the audit log as a row of its table; on a phone, a card with every field named.
 * Each change is an item of its own, its field named in one element and each value boxed in
 * another, so a value that reads like «Sitio; Monto: $10.00 → $99,999.00» stays one value of
 * one field.
 */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className={styles.row}>
      <td className={`${styles.cell} ${styles.moment}`}>
        <CardLabel>Fecha</CardLabel>
        <Moment at={entry.at} />
      </td>
      <td className={`${styles.cell} ${styles.person}`}>
        <CardLabel>Persona</CardLabel>
        <span>
          <Actor actor={entry.actor} />
        </span>
      </td>
      <td className={`${styles.cell} ${styles.action}`}>
        <CardLabel>Acción</CardLabel>
        <span>
          {entry.action}
          {entry.attempts > 1 && (
            <span className={styles.attempts}>
              <span aria-hidden="true">×{entry.attempts}</span>
              <span className={styles.hidden}>({entry.attempts} intentos)</span>
            </span>
          )}
        </span>
      </td>
      <td className={`${styles.cell} ${styles.detail}`}>
        {entry.detail && (
          <>
            <CardLabel>Detalle</CardLabel>
            <p className={styles.line}>{entry.detail}</p>
          </>
        )}
        {entry.changes.length > 0 && (
          <>
            <CardLabel>Cambios</CardLabel>
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
          </>
        )}
      </td>
      <td className={`${styles.cell} ${styles.address}`}>
        <CardLabel>Dirección</CardLabel>
        <span>{entry.address ? formatAddress(entry.address) : 'Línea de comandos'}</span>
      </td>
    </tr>
  );
}
