// server/client-area: Node only. The reminder after an unpaid invoice's due date.
import { formatSpanishDate } from '../../../../lib/site/format';
import { siteConfig } from '../../../../lib/site/site-config';
import { DetailList } from '../detail-list';
import { MailLayout } from '../layout';
import { formatDays } from '../mail-format';
import type { MessageDefinition, MessageProps } from '../message-definition';
import { Paragraph } from '../paragraph';
import { getInvoiceDetails, getPaymentAction } from './invoice-details';

function InvoiceOverdueMessage({ data, subject }: MessageProps<'factura_vencida'>) {
  return (
    <MailLayout
      subject={subject}
      preview={`La factura ${data.number} sigue pendiente. Si ya la pagaste, gracias.`}
      heading="Tu factura sigue pendiente"
      action={getPaymentAction(data)}
      reason={`tienes una factura pendiente con ${siteConfig.name} y los recordatorios están activos en tu cuenta`}
      remindersLink={data.panelLink}
    >
      <Paragraph>Hola, {data.name}:</Paragraph>
      <Paragraph>
        Esta factura venció el {formatSpanishDate(data.dueDate)}, hace {formatDays(data.daysLate)},
        y todavía no vemos el pago:
      </Paragraph>
      <DetailList items={getInvoiceDetails(data, 'Venció el')} />
      <Paragraph>
        Si ya la pagaste, gracias: la transferencia puede tardar en reflejarse y no tienes que hacer
        nada más. Si necesitas más tiempo o tienes una duda sobre la factura, escríbenos a{' '}
        {siteConfig.email} y lo vemos contigo.
      </Paragraph>
    </MailLayout>
  );
}

export const invoiceOverdue: MessageDefinition<'factura_vencida'> = {
  getSubject: (data) => `Tu factura ${data.number} venció hace ${formatDays(data.daysLate)}`,
  Message: InvoiceOverdueMessage,
};
