import { CtaBand } from '@/components/ui/cta-band';
import type { TransferReceiptContent } from '@/lib/content/pages';
import type { TransferDetails } from '@/lib/transfer/transfer';
import { ReceiptLink } from './receipt-link';
import styles from './receipt-cta.module.scss';

type ReceiptCtaProps = { receipt: TransferReceiptContent; details: TransferDetails };

/** Asks for the transfer receipt by WhatsApp. */
export function ReceiptCta({ receipt, details }: ReceiptCtaProps) {
  return (
    <CtaBand
      contactHours
      headingId="comprobante-titulo"
      title={receipt.title}
      tone="dark"
      layout="stack"
      action={
        <ReceiptLink
          whatsappUrl={details.receiptWhatsAppUrl}
          whatsappNumber={details.whatsappNumber}
          invoiceMessage={receipt.invoiceWhatsappMessage}
          className={styles.cta}
        />
      }
    >
      Envíanos la captura o el PDF del comprobante junto con tu número de factura. Lo revisamos y te
      confirmamos el pago por el mismo chat.
    </CtaBand>
  );
}
