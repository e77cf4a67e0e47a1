// server/client-area: Node only. To the managers: a client asked for the CFDI of an invoice.
import { formatPesosFromCents } from '../../../../lib/site/format';
import { siteConfig } from '../../../../lib/site/site-config';
import { DetailList } from '../detail-list';
import { MailLayout } from '../layout';
import type { MessageDefinition, MessageProps } from '../message-definition';
import { Paragraph } from '../paragraph';

function TeamCfdiRequestMessage({ data, subject }: MessageProps<'equipo_cfdi_solicitado'>) {
  return (
    <MailLayout
      subject={subject}
      preview={`${data.company} pidió el CFDI de la factura ${data.number}.`}
      heading="Un cliente pidió su CFDI"
      action={{ label: 'Abrir la cola de CFDI', href: data.queueLink }}
      reason={`eres gerente del equipo de ${siteConfig.name}`}
    >
      <Paragraph>
        {data.clientName}, de {data.company}, pidió el CFDI de una factura pagada:
      </Paragraph>
      <DetailList
        items={[
          { label: 'Cliente', value: data.clientName },
          { label: 'Empresa', value: data.company },
          { label: 'Correo', value: data.clientEmail },
          { label: 'Factura', value: data.number },
          { label: 'Importe', value: formatPesosFromCents(data.amountCents) },
          { label: 'RFC', value: data.rfc, code: true },
        ]}
      />
      <Paragraph>
        Los datos fiscales completos están en la cola. Al registrar el folio fiscal, el cliente
        recibe su aviso por correo.
      </Paragraph>
    </MailLayout>
  );
}

export const teamCfdiRequest: MessageDefinition<'equipo_cfdi_solicitado'> = {
  getSubject: (data) => `Solicitud de CFDI: factura ${data.number} de ${data.company}`,
  Message: TeamCfdiRequestMessage,
};
