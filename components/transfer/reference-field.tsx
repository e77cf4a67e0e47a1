'use client';

import { useId, useState } from 'react';
import { buildTransferReference } from '@/lib/transfer/transfer';
import { CopyButton } from './copy-button';
import styles from './reference-field.module.scss';

/** Builds the payment concept from the visitor's invoice number and lets them copy it. */
export function ReferenceField({ prefix }: { prefix: string }) {
  const [invoice, setInvoice] = useState('');
  const inputId = useId();
  const reference = buildTransferReference(invoice, prefix);

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
        id={inputId}
        className={styles.input}
        value={invoice}
        onChange={(event) => setInvoice(event.target.value)}
        placeholder="Ej. 1042"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
      />
    </div>
  );
}
