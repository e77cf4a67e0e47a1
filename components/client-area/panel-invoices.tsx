'use client';

import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { INVOICE_STATUS_LABELS, type PanelData } from '@/lib/client-area/client-api-contract';
import { formatPesosFromCents, formatSpanishDate } from '@/lib/site/format';
import { buildInvoicePaymentPath } from '@/lib/transfer/invoice-payment';
import { InvoiceCfdi } from './invoice-cfdi';
import styles from './panel-invoices.module.scss';

type PanelInvoicesProps = Pick<PanelData, 'invoices' | 'fiscalData'> & { token: string };

/**
 * The client's invoices with amount in MXN, status and due date; unpaid ones link to payment,
 * paid ones lead to their CFDI.
 */
export function PanelInvoices({ invoices, fiscalData, token }: PanelInvoicesProps) {
  // Data saved with one request fill the form of the next one.
  const [savedFiscalData, setSavedFiscalData] = useState(fiscalData);
  return (
    <section className={styles.card} aria-labelledby="panel-facturas">
      <h2 id="panel-facturas" className={styles.heading}>
        Facturas
      </h2>
      {invoices.length === 0 ? (
        <p className={styles.empty}>No tienes facturas registradas.</p>
      ) : (
        <ul className={styles.list}>
          {invoices.map((invoice) => (
            <li key={invoice.number} className={styles.invoice}>
              <div className={styles.summary}>
                <h3 className={styles.number}>{invoice.number}</h3>
                <p className={styles.concept}>{invoice.concept}</p>
                <p className={styles.due}>Vence el {formatSpanishDate(invoice.dueDate)}</p>
              </div>
              <div className={styles.amountBox}>
                <p className={styles.amount}>{formatPesosFromCents(invoice.amountCents)} MXN</p>
                <p className={styles[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</p>
                {invoice.status !== 'pagada' && (
                  <ButtonLink
                    href={buildInvoicePaymentPath(invoice)}
                    size="sm"
                    className={styles.pay}
                  >
                    Pagar por transferencia
                    <span className={styles.hidden}> la factura {invoice.number}</span>
                  </ButtonLink>
                )}
              </div>
              {invoice.status === 'pagada' && (
                <InvoiceCfdi
                  token={token}
                  invoiceNumber={invoice.number}
                  cfdi={invoice.cfdi}
                  savedFiscalData={savedFiscalData}
                  onFiscalDataSaved={setSavedFiscalData}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
