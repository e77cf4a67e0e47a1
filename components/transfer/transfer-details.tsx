import type { TransferDetails as Details } from '@/lib/transfer/transfer';
import { ReferenceField } from './reference-field';
import { TransferField } from './transfer-field';
import styles from './transfer-details.module.scss';

/** The data to register in the visitor's bank app, with copy buttons. */
export function TransferDetails({ title, details }: { title: string; details: Details }) {
  return (
    <section className={styles.card} aria-labelledby="datos-titulo">
      <p className={styles.badge}>SPEI · {details.provider}</p>
      <h2 id="datos-titulo" className={styles.title}>
        {title}
      </h2>
      <dl className={styles.list}>
        <TransferField label="CLABE interbancaria" copy={{ text: details.clabe, label: 'CLABE' }}>
          <span className={styles.clabe}>{details.clabeDisplay}</span>
        </TransferField>
        <TransferField
          label="Beneficiario"
          copy={{ text: details.beneficiary, label: 'beneficiario' }}
        >
          {details.beneficiary}
        </TransferField>
        <TransferField
          label="Banco destino"
          note={`Es el banco por el que ${details.provider} recibe transferencias SPEI; tu app lo elige sola al escribir la CLABE.`}
        >
          {details.bankName}
        </TransferField>
        <TransferField
          label="Concepto de pago"
          note={`Usa ${details.referencePrefix}- seguido del número de tu factura, por ejemplo ${details.referencePrefix}-1042. Así identificamos tu pago sin esperas.`}
        >
          <ReferenceField prefix={details.referencePrefix} />
        </TransferField>
      </dl>
    </section>
  );
}
