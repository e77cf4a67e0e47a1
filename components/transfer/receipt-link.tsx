'use client';

import { ButtonLink } from '@/components/ui/button';
import { WhatsAppIcon } from '@/components/ui/icons';
import { buildWhatsAppLink } from '@/lib/site/whatsapp-link';
import { buildInvoiceReceiptMessage } from '@/lib/transfer/invoice-payment';
import { useInvoicePayment } from './use-invoice-payment';

type ReceiptLinkProps = {
  /** The link for any invoice: the message asks the client to add its number. */
  whatsappUrl: string;
  /** The agency's WhatsApp number (digits), for the link of a preselected invoice. */
  whatsappNumber: string;
  /** The message for a preselected invoice, with `{number}` and `{amount}`. */
  invoiceMessage: string;
  className?: string;
};

/** "Enviar comprobante por WhatsApp", naming the invoice and amount of a payment link. */
export function ReceiptLink({
  whatsappUrl,
  whatsappNumber,
  invoiceMessage,
  className,
}: ReceiptLinkProps) {
  const invoice = useInvoicePayment();
  const href = invoice
    ? buildWhatsAppLink(whatsappNumber, buildInvoiceReceiptMessage(invoiceMessage, invoice))
    : whatsappUrl;
  return (
    <ButtonLink href={href} external size="lg" className={className}>
      <WhatsAppIcon width={22} height={22} />
      Enviar comprobante por WhatsApp
    </ButtonLink>
  );
}
