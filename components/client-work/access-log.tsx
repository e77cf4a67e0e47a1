import type { ClientAccessEntry } from '@/lib/staff-area/client-work-contract';
import { formatAddress, formatMoment } from '@/lib/staff-area/dashboard-format';
import styles from '@/components/staff-area/data-table.module.scss';

/** The client's access log, newest first: sign-ins, failures, password changes, CFDI requests. */
export function AccessLog({ entries }: { entries: ClientAccessEntry[] }) {
  return (
    <section className={styles.section} aria-labelledby="cliente-accesos">
      <h2 id="cliente-accesos" className={styles.title}>
        Bitácora de accesos
      </h2>
      {entries.length === 0 ? (
        <p className={styles.empty}>Todavía no ha entrado a su panel.</p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than a phone.
        <div className={styles.scroll} role="region" aria-label="Accesos del cliente" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Evento</th>
                <th scope="col">Dirección</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td className={styles.text}>{formatMoment(entry.at)}</td>
                  <td className={styles.text}>{entry.event}</td>
                  <td className={styles.text}>
                    {entry.address ? formatAddress(entry.address) : 'La agencia'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
