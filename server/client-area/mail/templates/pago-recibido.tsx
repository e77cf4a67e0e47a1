// server/client-area: Node only. The thanks for a payment the agency recorded.
import { formatPesosFromCents, formatSpanishDate } from '../../../../lib/site/format';
import { DetailList } from '../detail-list';
import { MailLayout } from '../layout';
import type { MessageDefinition, MessageProps } from '../message-definition';
import { Paragraph } from '../paragraph';

function PaymentReceivedMessage({ data, subject }: MessageProps<'pago_recibido'>) {
  return (
    <MailLayout
      subject={subject}
      preview={`Registramos tu pago de ${formatPesosFromCents(data.amountCents)}. ¡Gracias!`}
      heading="¡Gracias por tu pago!"
      action={{ label: 'Ver en tu panel', href: data.panelLink }}
      reason="registramos un pago a tu nombre"
    >
      <Paragraph>Hola, {data.name}:</Paragraph>
      <Paragraph>Registramos el pago de tu factura:</Paragraph>
      <DetailList
        items={[
          { label: 'Factura', value: data.number },
          { label: 'Concepto', value: data.concept },
          { label: 'Importe', value: formatPesosFromCents(data.amountCents) },
          { label: 'Pagada el', value: formatSpanishDate(data.paidOn) },
          // A payment recorded without the transfer's reference has none to show.
          ...(data.reference ? [{ label: 'Referencia', value: data.reference, code: true }] : []),
        ]}
      />
      <Paragraph>
        Si necesitas el CFDI de este pago, puedes solicitarlo desde tu panel, junto a la factura.
      </Paragraph>
    </MailLayout>
  );
}

export const paymentReceived: MessageDefinition<'pago_recibido'> = {
  getSubject: (data) => `Recibimos tu pago de la factura ${data.number}`,
  Message: PaymentReceivedMessage,
};
