// server/client-area: Node only. The reminder before an unpaid invoice's due date.
import { formatSpanishDate } from '../../../../lib/site/format';
import { siteConfig } from '../../../../lib/site/site-config';
import { DetailList } from '../detail-list';
import { MailLayout } from '../layout';
import { formatDaysAhead } from '../mail-format';
import type { MessageDefinition, MessageProps } from '../message-definition';
import { Paragraph } from '../paragraph';
import { getInvoiceDetails, getPaymentAction } from './invoice-details';

function InvoiceDueSoonMessage({ data, subject }: MessageProps<'factura_por_vencer'>) {
  const when = formatDaysAhead(data.daysLeft);
  return (
    <MailLayout
      subject={subject}
      preview={`Te recordamos que tu factura ${data.number} vence ${when}.`}
      heading={`Tu factura vence ${when}`}
      action={getPaymentAction(data)}
      reason={`tienes una factura pendiente con ${siteConfig.name} y los recordatorios están activos en tu cuenta`}
      remindersLink={data.panelLink}
    >
      <Paragraph>Hola, {data.name}:</Paragraph>
      <Paragraph>
        Te recordamos que esta factura vence el {formatSpanishDate(data.dueDate)}:
      </Paragraph>
      <DetailList items={getInvoiceDetails(data)} />
      <Paragraph>
        Si ya la pagaste, gracias: no tienes que hacer nada más. Registramos el pago en cuanto vemos
        la transferencia.
      </Paragraph>
    </MailLayout>
  );
}

export const invoiceDueSoon: MessageDefinition<'factura_por_vencer'> = {
  getSubject: (data) => `Tu factura ${data.number} vence ${formatDaysAhead(data.daysLeft)}`,
  Message: InvoiceDueSoonMessage,
};
