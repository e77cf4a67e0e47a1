// server/client-area: Node only. The notice of a service's yearly renewal, 30 and 7 days ahead.
import { formatSpanishDate } from '../../../../lib/site/format';
import { siteConfig } from '../../../../lib/site/site-config';
import { DetailList } from '../detail-list';
import { MailLayout } from '../layout';
import { formatDaysAhead, formatMailboxes } from '../mail-format';
import type { MessageDefinition, MessageProps } from '../message-definition';
import { Paragraph } from '../paragraph';

function RenewalMessage({ data, subject }: MessageProps<'renovacion'>) {
  const date = formatSpanishDate(data.renewalDate);
  return (
    <MailLayout
      subject={subject}
      preview={`El hosting y el dominio ${data.domain} se renuevan el ${date}.`}
      heading={`Tu servicio se renueva ${formatDaysAhead(data.daysLeft)}`}
      action={{ label: 'Ver tus servicios', href: data.panelLink }}
      reason={`tienes un servicio de hosting con ${siteConfig.name} y los avisos de renovación están activos en tu cuenta`}
      remindersLink={data.panelLink}
    >
      <Paragraph>Hola, {data.name}:</Paragraph>
      <Paragraph>Te avisamos con tiempo: este servicio se renueva por un año más.</Paragraph>
      <DetailList
        items={[
          { label: 'Dominio', value: data.domain },
          { label: 'Plan de hosting', value: data.hostingPlan },
          // A plan without mailboxes leaves the line out rather than list «0 cuentas».
          ...(data.mailboxes > 0
            ? [{ label: 'Incluye', value: formatMailboxes(data.mailboxes) }]
            : []),
          { label: 'Se renueva el', value: date },
        ]}
      />
      <Paragraph>
        Para renovarlo, paga la factura de la renovación: te llega por correo y aparece en tu panel.
        Así tu sitio, tu dominio y tus correos siguen funcionando sin interrupción.
      </Paragraph>
      <Paragraph>
        Si prefieres no renovar con nosotros, escríbenos a {siteConfig.email} antes del {date}: te
        damos sin costo una copia de tu sitio y el código para transferir tu dominio.
      </Paragraph>
    </MailLayout>
  );
}

export const renewal: MessageDefinition<'renovacion'> = {
  getSubject: (data) => `Tu servicio ${data.domain} se renueva ${formatDaysAhead(data.daysLeft)}`,
  Message: RenewalMessage,
};
