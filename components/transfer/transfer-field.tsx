import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';
import styles from './transfer-field.module.scss';

type TransferFieldProps = {
  label: string;
  children: ReactNode;
  /** Adds a "Copiar" button that puts `text` on the clipboard. */
  copy?: { text: string; label: string };
  note?: ReactNode;
};

/** One row of the transfer data: the label, the value, an optional copy button and note. */
export function TransferField({ label, children, copy, note }: TransferFieldProps) {
  return (
    <div className={styles.field}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.body}>
        <div className={styles.row}>
          <div className={styles.value}>{children}</div>
          {copy && <CopyButton text={copy.text} label={copy.label} />}
        </div>
        {note && <p className={styles.note}>{note}</p>}
      </dd>
    </div>
  );
}
