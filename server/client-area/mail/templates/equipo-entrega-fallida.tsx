// server/client-area: Node only. To the managers: a message could not be delivered.
import { siteConfig } from '../../../../lib/site/site-config';
import { DetailList } from '../detail-list';
import { MailLayout } from '../layout';
import type { MessageDefinition, MessageProps } from '../message-definition';
import { Paragraph } from '../paragraph';
import { MAIL_COLORS, MAIL_FONT_SIZES } from '../theme';

const STEPS = [
  'Revisa que la dirección esté bien escrita; si no, corrígela en la ficha del cliente.',
  'Si el buzón está lleno o el servidor no la reconoce, avísale al cliente por WhatsApp o por teléfono.',
  'Cuando esté resuelto, reintenta el envío desde la bandeja de salida.',
];

function TeamDeliveryFailedMessage({ data, subject }: MessageProps<'equipo_entrega_fallida'>) {
  return (
    <MailLayout
      subject={subject}
      preview={`«${data.summary}» no llegó a ${data.recipient}.`}
      heading="Un correo no se pudo entregar"
      action={{ label: 'Ver la bandeja de salida', href: data.outboxLink }}
      reason={`eres gerente del equipo de ${siteConfig.name}`}
    >
      <Paragraph>Este mensaje no se pudo entregar y ya no se reintentará solo:</Paragraph>
      <DetailList
        items={[
          { label: 'Para', value: data.recipient },
          { label: 'Mensaje', value: data.summary },
          { label: 'Motivo', value: data.reason, code: true },
        ]}
      />
      <Paragraph>Qué hacer:</Paragraph>
      <ol
        style={{
          margin: '0 0 24px',
          paddingLeft: '24px',
          fontSize: `${MAIL_FONT_SIZES.body}px`,
          lineHeight: '26px',
          color: MAIL_COLORS.text,
        }}
      >
        {STEPS.map((step) => (
          <li key={step} style={{ marginBottom: '8px' }}>
            {step}
          </li>
        ))}
      </ol>
    </MailLayout>
  );
}

export const teamDeliveryFailed: MessageDefinition<'equipo_entrega_fallida'> = {
  getSubject: (data) => `Correo no entregado a ${data.recipient}: ${data.summary}`,
  Message: TeamDeliveryFailedMessage,
};
