// server/client-area: Node only. The message's one action: a link drawn as a button.
import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { MAIL_COLORS, MAIL_FONT, MAIL_FONT_SIZES } from './theme';

export interface MailAction {
  /** Says where the link goes or what it does: «Pagar por transferencia». */
  label: string;
  href: string;
}

/**
 * A plain link with padding and a fill ("bulletproof"): it works in clients that drop CSS
 * backgrounds on tables or block `<button>`, and its text stays a real link. White on the accent
 * is 5.4:1.
 */
export function ActionButton({ label, href }: MailAction) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        className="button"
        style={{
          backgroundColor: MAIL_COLORS.accent,
          color: MAIL_COLORS.onAccent,
          fontFamily: MAIL_FONT,
          fontSize: `${MAIL_FONT_SIZES.body}px`,
          fontWeight: 700,
          lineHeight: '20px',
          textAlign: 'center',
          borderRadius: '8px',
          padding: '14px 28px',
        }}
      >
        {label}
      </Button>
    </Section>
  );
}
