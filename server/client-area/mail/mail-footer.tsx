// server/client-area: Node only. The foot of every e-mail: why it came, and who sends it.
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { siteConfig } from '../../../lib/site/site-config';
import { MAIL_COLORS, MAIL_EDGE, MAIL_FONT_SIZES } from './theme';

interface MailFooterProps {
  reason: string;
  remindersLink?: string;
}

const lineStyle = {
  margin: '0 0 8px',
  fontSize: `${MAIL_FONT_SIZES.small}px`,
  lineHeight: '20px',
  color: MAIL_COLORS.muted,
} as const;

/** Underlined as well as green: a link inside text must not rely on colour alone. */
const linkStyle = { color: MAIL_COLORS.accent, textDecoration: 'underline' } as const;

function FooterLine({ children }: { children: ReactNode }) {
  return <Text style={lineStyle}>{children}</Text>;
}

/** `reason` finishes «Recibes este correo porque …». */
export function MailFooter({ reason, remindersLink }: MailFooterProps) {
  return (
    <Section className="edge" style={{ padding: `24px ${MAIL_EDGE} 0` }}>
      <FooterLine>Recibes este correo porque {reason}.</FooterLine>
      {remindersLink && (
        <FooterLine>
          ¿Prefieres no recibir recordatorios ni avisos de renovación? Desactívalos en{' '}
          <Link href={remindersLink} style={linkStyle}>
            tu panel de cliente
          </Link>
          .
        </FooterLine>
      )}
      <FooterLine>
        <strong>{siteConfig.name}</strong> · {siteConfig.email} ·{' '}
        <Link href={siteConfig.url} style={linkStyle}>
          {siteConfig.url}
        </Link>
      </FooterLine>
      <FooterLine>
        {siteConfig.legalName} · {siteConfig.address.city}
      </FooterLine>
    </Section>
  );
}
