// server/client-area: Node only. A new invoice, with the transfer page that pays it.
import { formatPesosFromCents, formatSpanishDate } from '../../../../lib/site/format';
import { siteConfig } from '../../../../lib/site/site-config';
import { DetailList } from '../detail-list';
import { MailLayout } from '../layout';
import type { MessageDefinition, MessageProps } from '../message-definition';
import { Paragraph } from '../paragraph';
import { getInvoiceDetails, getPaymentAction } from './invoice-details';

function NewInvoiceMessage({ data, subject }: MessageProps<'factura_nueva'>) {
  const amount = formatPesosFromCents(data.amountCents);
  return (
    <MailLayout
      subject={subject}
      preview={`Factura ${data.number} por ${amount}, vence el ${formatSpanishDate(data.dueDate)}.`}
      heading="Tienes una factura nueva"
      action={getPaymentAction(data)}
      reason={`eres cliente de ${siteConfig.name} y esta factura está a tu nombre`}
    >
      <Paragraph>Hola, {data.name}:</Paragraph>
      <Paragraph>Estos son los datos de la factura:</Paragraph>
      <DetailList items={getInvoiceDetails(data)} />
      <Paragraph>
        Puedes pagarla por transferencia: la página de pago ya tiene el importe y el concepto listos
        para copiar en la app de tu banco.
      </Paragraph>
    </MailLayout>
  );
}

export const newInvoice: MessageDefinition<'factura_nueva'> = {
  getSubject: (data) =>
    `Nueva factura ${data.number} por ${formatPesosFromCents(data.amountCents)}`,
  Message: NewInvoiceMessage,
};
