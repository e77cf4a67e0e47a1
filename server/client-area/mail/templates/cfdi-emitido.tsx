// server/client-area: Node only. The CFDI of a paid invoice was issued.
import { DetailList } from '../detail-list';
import { MailLayout } from '../layout';
import type { MessageDefinition, MessageProps } from '../message-definition';
import { Paragraph } from '../paragraph';

function CfdiIssuedMessage({ data, subject }: MessageProps<'cfdi_emitido'>) {
  const action = data.downloadUrl
    ? { label: 'Descargar tu CFDI', href: data.downloadUrl }
    : { label: 'Ver en tu panel', href: data.panelLink };
  return (
    <MailLayout
      subject={subject}
      preview={`Ya emitimos el CFDI de tu factura ${data.number}.`}
      heading="Tu CFDI está listo"
      action={action}
      reason="emitimos un CFDI a tu nombre"
    >
      <Paragraph>Hola, {data.name}:</Paragraph>
      <Paragraph>Emitimos el CFDI de tu factura:</Paragraph>
      <DetailList
        items={[
          { label: 'Factura', value: data.number },
          { label: 'Folio fiscal', value: data.uuid, code: true },
        ]}
      />
      <Paragraph>
        {data.downloadUrl
          ? 'Descárgalo desde el enlace; también queda en tu panel, junto a la factura.'
          : 'Lo encuentras en tu panel, junto a la factura.'}
      </Paragraph>
    </MailLayout>
  );
}

export const cfdiIssued: MessageDefinition<'cfdi_emitido'> = {
  getSubject: (data) => `Tu CFDI de la factura ${data.number} está listo`,
  Message: CfdiIssuedMessage,
};
