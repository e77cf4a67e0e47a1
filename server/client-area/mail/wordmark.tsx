// server/client-area: Node only. The agency's name at the top of every e-mail.
import { Text } from '@react-email/text';
import { siteConfig } from '../../../lib/site/site-config';
import { MAIL_COLORS, MAIL_EDGE, MAIL_FONT_SIZES } from './theme';

/** The wordmark as text: no image to block, load or describe. The brackets echo the logo. */
export function Wordmark() {
  return (
    <Text
      className="edge"
      style={{
        margin: '0 0 20px',
        padding: `0 ${MAIL_EDGE}`,
        fontSize: `${MAIL_FONT_SIZES.brand}px`,
        lineHeight: '28px',
        fontWeight: 800,
        letterSpacing: '-0.02em',
        color: MAIL_COLORS.ink,
      }}
    >
      <span aria-hidden="true" data-skip-in-text="true" style={{ color: MAIL_COLORS.accent }}>
        {'</> '}
      </span>
      {siteConfig.name}
    </Text>
  );
}
