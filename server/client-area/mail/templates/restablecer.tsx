// server/client-area: Node only. The link to choose a new password, valid for one hour.
import { siteConfig } from '../../../../lib/site/site-config';
import { LinkFallback } from '../link-fallback';
import { MailLayout } from '../layout';
import { formatMexicoCityDateTime } from '../mail-format';
import type { MessageDefinition, MessageProps } from '../message-definition';
import { Paragraph } from '../paragraph';

function PasswordResetMessage({ data, subject }: MessageProps<'restablecer'>) {
  return (
    <MailLayout
      subject={subject}
      preview="Usa este enlace en la próxima hora para elegir una contraseña nueva."
      heading="Restablece tu contraseña"
      action={{ label: 'Elegir una contraseña nueva', href: data.link }}
      afterAction={
        <>
          <Paragraph tone="note">
            El enlace sirve una sola vez y vence en 1 hora, el{' '}
            {formatMexicoCityDateTime(data.expiresAt)}.
          </Paragraph>
          <LinkFallback href={data.link} />
        </>
      }
      reason={`se pidió restablecer la contraseña de tu cuenta en el área de clientes de ${siteConfig.name}`}
    >
      <Paragraph>Hola, {data.name}:</Paragraph>
      <Paragraph>
        Se pidió un enlace para restablecer la contraseña de tu cuenta <strong>{data.email}</strong>{' '}
        en el área de clientes.
      </Paragraph>
      <Paragraph>Si no lo pediste tú, ignora este correo: tu contraseña no cambia.</Paragraph>
    </MailLayout>
  );
}

export const passwordReset: MessageDefinition<'restablecer'> = {
  getSubject: () => `Restablece tu contraseña de ${siteConfig.name}`,
  Message: PasswordResetMessage,
};
