import { WhatsAppIcon } from '@/components/ui/icons';
import styles from './receipt-cta.module.scss';

/** Asks for the transfer receipt by WhatsApp. */
export function ReceiptCta({ title, whatsappUrl }: { title: string; whatsappUrl: string }) {
  return (
    <section className={styles.card} aria-labelledby="comprobante-titulo">
      <h2 id="comprobante-titulo" className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>
        Envíanos la captura o el PDF del comprobante junto con tu número de factura. Lo revisamos y
        te confirmamos el pago por el mismo chat.
      </p>
      <a href={whatsappUrl} className={styles.cta} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon width={22} height={22} />
        Enviar comprobante por WhatsApp
      </a>
    </section>
  );
}
