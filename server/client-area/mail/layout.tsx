// server/client-area: Node only. The frame every e-mail shares: brand, card, one action and footer.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import type { ReactNode } from 'react';
import { ActionButton, type MailAction } from './action-button';
import { MailFooter } from './mail-footer';
import { MAIL_CARD_PADDING, MAIL_COLORS, MAIL_FONT, MAIL_FONT_SIZES } from './theme';
import { Wordmark } from './wordmark';

interface MailLayoutProps {
  /** The subject line, also the document's title. */
  subject: string;
  /** The line a mail client shows next to the subject in the inbox. */
  preview: string;
  heading: string;
  children: ReactNode;
  action: MailAction;
  /** Below the button: an expiry, the link written out. */
  afterAction?: ReactNode;
  /** Finishes «Recibes este correo porque …». */
  reason: string;
  /** Reminders only: the panel where the client turns them off. */
  remindersLink?: string;
}

// Clients that keep a <style> get these; the rest get the inline styles, which already work at
// any width. `color-scheme: light` asks clients not to recolour the message in dark mode.
const HEAD_CSS = `
:root { color-scheme: light; supported-color-schemes: light; }
@media (max-width: 480px) {
  .card { padding: 24px 20px 8px !important; }
  .edge { padding-left: 20px !important; padding-right: 20px !important; }
  .button { display: block !important; }
  .detailLabel, .detailValue { display: block !important; width: auto !important; }
  .detailLabel { padding: 10px 0 0 !important; }
  .detailValue { padding: 0 0 10px !important; }
}`;

export function MailLayout(props: MailLayoutProps) {
  const { subject, preview, heading, children, action, afterAction, reason, remindersLink } = props;
  return (
    <Html lang="es">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{subject}</title>
        <style dangerouslySetInnerHTML={{ __html: HEAD_CSS }} />
      </Head>
      <Body style={{ margin: 0, padding: 0, backgroundColor: MAIL_COLORS.page }}>
        <Preview>{preview}</Preview>
        <Container style={{ padding: '32px 12px 40px', fontFamily: MAIL_FONT }}>
          <Wordmark />
          <table
            role="presentation"
            width="100%"
            cellPadding={0}
            cellSpacing={0}
            style={{
              backgroundColor: MAIL_COLORS.card,
              border: `1px solid ${MAIL_COLORS.border}`,
              borderTop: `4px solid ${MAIL_COLORS.accent}`,
              borderRadius: '12px',
              borderCollapse: 'separate',
            }}
          >
            <tbody>
              <tr>
                <td
                  className="card"
                  style={{ padding: `${MAIL_CARD_PADDING}px ${MAIL_CARD_PADDING}px 12px` }}
                >
                  <Heading
                    as="h1"
                    style={{
                      margin: '0 0 16px',
                      fontSize: `${MAIL_FONT_SIZES.heading}px`,
                      lineHeight: '32px',
                      fontWeight: 700,
                      color: MAIL_COLORS.ink,
                    }}
                  >
                    {heading}
                  </Heading>
                  {children}
                  <ActionButton {...action} />
                  {afterAction}
                </td>
              </tr>
            </tbody>
          </table>
          <MailFooter reason={reason} remindersLink={remindersLink} />
        </Container>
      </Body>
    </Html>
  );
}
