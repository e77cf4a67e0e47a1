import { formatPesosFromCents } from '@/lib/site/format';
import type { InvoicePayment } from '@/lib/transfer/invoice-payment';
import styles from './invoice-summary.module.scss';

/** The invoice a payment link preselected: its number and the amount to transfer. */
export function InvoiceSummary({ invoice }: { invoice: InvoicePayment }) {
  return (
    <dl className={styles.summary}>
      <div className={styles.item}>
        <dt className={styles.label}>Factura</dt>
        <dd className={styles.value}>{invoice.number}</dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.label}>Monto a transferir</dt>
        <dd className={styles.value}>{formatPesosFromCents(invoice.amountCents)} MXN</dd>
      </div>
    </dl>
  );
}
