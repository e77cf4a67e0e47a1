import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { WhatsAppIcon } from '@/components/ui/icons';
import styles from './receipt-cta.module.scss';

/** Asks for the transfer receipt by WhatsApp. */
export function ReceiptCta({ title, whatsappUrl }: { title: string; whatsappUrl: string }) {
  return (
    <CtaBand
      contactHours
      headingId="comprobante-titulo"
      title={title}
      tone="dark"
      layout="stack"
      action={
        <ButtonLink href={whatsappUrl} external size="lg" className={styles.cta}>
          <WhatsAppIcon width={22} height={22} />
          Enviar comprobante por WhatsApp
        </ButtonLink>
      }
    >
      Envíanos la captura o el PDF del comprobante junto con tu número de factura. Lo revisamos y te
      confirmamos el pago por el mismo chat.
    </CtaBand>
  );
}
