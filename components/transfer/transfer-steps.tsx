import type { ReactNode } from 'react';
import type { TransferDetails } from '@/lib/transfer/transfer';
import styles from './transfer-steps.module.scss';

/** The numbered steps of a SPEI transfer, from the bank app to the receipt. */
export function TransferSteps({ title, details }: { title: string; details: TransferDetails }) {
  const steps: { title: string; text: ReactNode }[] = [
    {
      title: 'Abre la app de tu banco',
      text: 'Entra a tu banca móvil o en línea y elige Transferir → Nueva cuenta o Agregar contacto por SPEI.',
    },
    {
      title: 'Registra la CLABE',
      text: (
        <>
          Copia y pega la CLABE <span className={styles.nowrap}>{details.clabeDisplay}</span>. El
          banco destino aparece solo; si tu app pide el beneficiario, escríbelo como aparece en los
          datos.
        </>
      ),
    },
    {
      title: 'Escribe el monto y el concepto',
      text: `Captura el total de tu factura en pesos (MXN) y, en concepto de pago, ${details.referencePrefix}- con tu número de factura. Si tu banco pide referencia numérica, usa solo los dígitos de la factura (hasta 7).`,
    },
    {
      title: 'Confirma y guarda el comprobante',
      text: 'SPEI funciona todos los días a cualquier hora y el dinero suele llegar en segundos. Guarda la captura o el PDF con la clave de rastreo.',
    },
    {
      title: 'Envíanos tu comprobante',
      text: 'Mándalo por WhatsApp con tu número de factura. Cuando el pago se refleje, te confirmamos y marcamos tu factura como pagada.',
    },
  ];

  return (
    <section aria-labelledby="pasos-titulo">
      <h2 id="pasos-titulo" className={styles.title}>
        {title}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
