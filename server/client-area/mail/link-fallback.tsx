// server/client-area: Node only. The action's address written out, for clients where the button fails.
import { Text } from '@react-email/text';
import { MAIL_COLORS, MAIL_FONT_SIZES } from './theme';

/**
 * Plain text, not a second link: the message keeps one action. Left out of the plain-text part,
 * which already writes the address next to the action.
 */
export function LinkFallback({ href }: { href: string }) {
  return (
    <Text
      data-skip-in-text="true"
      style={{
        margin: '0 0 16px',
        fontSize: `${MAIL_FONT_SIZES.small}px`,
        lineHeight: '20px',
        color: MAIL_COLORS.muted,
      }}
    >
      ¿El botón no funciona? Copia esta dirección en tu navegador:{' '}
      <span style={{ wordBreak: 'break-all' }}>{href}</span>
    </Text>
  );
}
