import type { ClientAccessEntry } from '@/lib/staff-area/client-work-contract';
import { formatAddress, formatMoment } from '@/lib/staff-area/dashboard-format';
import { LogTable } from '@/components/staff-area/log-table';
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
        <LogTable label="Accesos del cliente" columns={['Fecha', 'Evento', 'Dirección']}>
          {entries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td className={styles.text}>{formatMoment(entry.at)}</td>
              <td className={styles.text}>{entry.event}</td>
              <td className={styles.text}>
                {entry.address ? formatAddress(entry.address) : 'La agencia'}
              </td>
            </tr>
          ))}
        </LogTable>
      )}
    </section>
  );
}
