import type { StaffInvoice } from '@/lib/staff-area/client-work-contract';
import { formatPesosFromCents } from '@/lib/site/format';
import styles from './client-balance.module.scss';

type Owed = { count: number; cents: number };

function sumOwed(invoices: readonly StaffInvoice[], status: StaffInvoice['status']): Owed {
  const owed = invoices.filter((invoice) => invoice.status === status);
  return {
    count: owed.length,
    cents: owed.reduce((total, invoice) => total + invoice.amountCents, 0),
  };
}

const invoicesWord = (count: number) => (count === 1 ? '1 factura' : `${count} facturas`);

/**
 * What the client owes, first thing on their page: the overdue amount (stressed when there is
 * one) and the pending one, each with its count of invoices and a link to them.
 */
export function ClientBalance({
  name,
  invoices,
}: {
  name: string;
  invoices: readonly StaffInvoice[];
}) {
  const overdue = sumOwed(invoices, 'vencida');
  const pending = sumOwed(invoices, 'pendiente');
  return (
    <section className={styles.balance} aria-labelledby="cliente-saldo">
      <h2 id="cliente-saldo" className={styles.title}>
        Saldo de {name}
      </h2>
      <dl className={styles.figures}>
        <div className={overdue.count > 0 ? styles.overdue : styles.figure}>
          <dt>Vencido</dt>
          <dd>
            <strong>{formatPesosFromCents(overdue.cents)}</strong>
            <span>{overdue.count > 0 ? invoicesWord(overdue.count) : 'Nada vencido'}</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Por cobrar, aún en plazo</dt>
          <dd>
            <strong>{formatPesosFromCents(pending.cents)}</strong>
            <span>{pending.count > 0 ? invoicesWord(pending.count) : 'Nada pendiente'}</span>
          </dd>
        </div>
      </dl>
      {overdue.count + pending.count > 0 && (
        <a className={styles.link} href="#cliente-facturas">
          Ver las facturas
        </a>
      )}
    </section>
  );
}
