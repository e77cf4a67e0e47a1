// server/client-area: Node only. The notice that a password changed, and what to do if it was not them.
import { siteConfig } from '../../../../lib/site/site-config';
import { MailLayout } from '../layout';
import { formatMexicoCityDateTime } from '../mail-format';
import type { MessageDefinition, MessageProps } from '../message-definition';
import { Paragraph } from '../paragraph';

function PasswordChangedMessage({ data, subject }: MessageProps<'contrasena_cambiada'>) {
  return (
    <MailLayout
      subject={subject}
      preview="Si fuiste tú, no tienes que hacer nada. Si no, escríbenos de inmediato."
      heading="Tu contraseña cambió"
      action={{ label: 'Iniciar sesión', href: data.loginLink }}
      reason="te avisamos de cada cambio de contraseña de tu cuenta, para que sepas si alguien más entró"
    >
      <Paragraph>Hola, {data.name}:</Paragraph>
      <Paragraph>
        La contraseña de tu cuenta <strong>{data.email}</strong> en el área de clientes cambió el{' '}
        {formatMexicoCityDateTime(data.changedAt)}.
      </Paragraph>
      <Paragraph>Si fuiste tú, no tienes que hacer nada.</Paragraph>
      <Paragraph>
        Si no fuiste tú, escríbenos de inmediato a <strong>{siteConfig.email}</strong> o llámanos al{' '}
        {siteConfig.phoneDisplay}, y protegemos tu cuenta.
      </Paragraph>
    </MailLayout>
  );
}

export const passwordChanged: MessageDefinition<'contrasena_cambiada'> = {
  getSubject: () => `Tu contraseña de ${siteConfig.name} cambió`,
  Message: PasswordChangedMessage,
};
