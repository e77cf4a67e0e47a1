// server/client-area: Node only. A paragraph of an e-mail, in the body's type or as a quieter note.
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { MAIL_COLORS, MAIL_FONT_SIZES } from './theme';

interface ParagraphProps {
  children: ReactNode;
  /** `note`: smaller and muted, for what the reader may skip (expiry, fallbacks). */
  tone?: 'body' | 'note';
}

export function Paragraph({ children, tone = 'body' }: ParagraphProps) {
  const note = tone === 'note';
  const fontSize = note ? MAIL_FONT_SIZES.detail : MAIL_FONT_SIZES.body;
  return (
    <Text
      style={{
        margin: '0 0 16px',
        fontSize: `${fontSize}px`,
        lineHeight: note ? '22px' : '26px',
        color: note ? MAIL_COLORS.muted : MAIL_COLORS.text,
      }}
    >
      {children}
    </Text>
  );
}
