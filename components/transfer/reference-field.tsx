'use client';

import { useId, useRef, useState } from 'react';
import { useEarlyInput } from '@/components/hooks/use-early-input';
import { buildTransferReference } from '@/lib/transfer/transfer';
import { CopyButton } from './copy-button';
import { InvoiceSummary } from './invoice-summary';
import { useInvoicePayment } from './use-invoice-payment';
import styles from './reference-field.module.scss';

/**
 * The payment concept: the invoice of a payment link, or one built from the number the visitor
 * types. Either way it comes with a copy button.
 */
export function ReferenceField({ prefix }: { prefix: string }) {
  const invoice = useInvoicePayment();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEarlyInput(inputRef, setTyped);

  if (invoice) {
    return (
      <div className={styles.reference}>
        <div className={styles.row}>
          <span className={styles.value}>{invoice.number}</span>
          <CopyButton text={invoice.number} label="concepto de pago" />
        </div>
        <InvoiceSummary invoice={invoice} />
      </div>
    );
  }

  const reference = buildTransferReference(typed, prefix);
  return (
    <div className={styles.reference}>
      <div className={styles.row}>
        <output htmlFor={inputId} className={styles.value} aria-live="polite">
          {reference ?? (
            <>
              {prefix}-<span className={styles.placeholder}>número de factura</span>
            </>
          )}
        </output>
        {reference && <CopyButton text={reference} label="concepto de pago" />}
      </div>
      <label htmlFor={inputId} className={styles.label}>
        Tu número de factura
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder="Ej. 1042"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
      />
    </div>
  );
}
