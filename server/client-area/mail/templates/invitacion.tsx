// server/client-area: Node only. The invitation: a new client chooses their password.
import { siteConfig } from '../../../../lib/site/site-config';
import { LinkFallback } from '../link-fallback';
import { MailLayout } from '../layout';
import { formatMexicoCityDateTime } from '../mail-format';
import type { MessageDefinition, MessageProps } from '../message-definition';
import { Paragraph } from '../paragraph';

function InvitationMessage({ data, subject }: MessageProps<'invitacion'>) {
  return (
    <MailLayout
      subject={subject}
      preview={`Tu cuenta de ${data.company} está lista: elige tu contraseña para entrar.`}
      heading="Te damos la bienvenida"
      action={{ label: 'Elegir mi contraseña', href: data.link }}
      afterAction={
        <>
          <Paragraph tone="note">
            El enlace sirve una sola vez y vence el {formatMexicoCityDateTime(data.expiresAt)}. Si
            vence antes de que lo uses, escríbenos a {siteConfig.email} y te enviamos otro.
          </Paragraph>
          <LinkFallback href={data.link} />
        </>
      }
      reason={`el equipo de ${siteConfig.name} abrió una cuenta con esta dirección en su área de clientes`}
    >
      <Paragraph>Hola, {data.name}:</Paragraph>
      <Paragraph>
        El equipo de {siteConfig.name} te abrió una cuenta en el área de clientes para{' '}
        {data.company}. Ahí ves el avance de tus proyectos, tus facturas y tus servicios en un solo
        lugar.
      </Paragraph>
      <Paragraph>
        Tu usuario es <strong>{data.email}</strong>. Para entrar, primero elige tu contraseña:
      </Paragraph>
    </MailLayout>
  );
}

export const invitation: MessageDefinition<'invitacion'> = {
  getSubject: () => `Tu acceso a ${siteConfig.name}: elige tu contraseña`,
  Message: InvitationMessage,
};
