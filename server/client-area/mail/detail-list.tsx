// server/client-area: Node only. The figures of a message (number, amount, date) as label and value.
import { Section } from '@react-email/section';
import { MAIL_COLORS, MAIL_FONT_SIZES, MAIL_MONO_FONT } from './theme';

export interface Detail {
  label: string;
  value: string;
  /** Codes read character by character (a folio fiscal, a server's reply): monospace, free to wrap. */
  code?: boolean;
}

const cell = {
  padding: '8px 0',
  fontSize: `${MAIL_FONT_SIZES.detail}px`,
  lineHeight: '22px',
  verticalAlign: 'top',
} as const;

/**
 * A two-column table for layout only (`role="presentation"`): screen readers read each label
 * before its value. `data-text-format` makes the plain-text part keep them on one line; on a
 * phone the layout's CSS stacks each label above its value.
 */
export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <Section
      style={{
        margin: '8px 0 24px',
        padding: '8px 20px',
        borderRadius: '8px',
        backgroundColor: MAIL_COLORS.accentSoft,
      }}
    >
      <table
        role="presentation"
        data-text-format="dataTable"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse' }}
      >
        <tbody>
          {items.map(({ label, value, code }) => (
            <tr key={label}>
              <td
                className="detailLabel"
                style={{ ...cell, width: '32%', paddingRight: '12px', color: MAIL_COLORS.muted }}
              >
                {label}
              </td>
              <td
                className="detailValue"
                style={{
                  ...cell,
                  color: MAIL_COLORS.ink,
                  fontWeight: code ? 400 : 600,
                  // Long codes wrap where they must, words still whole where they fit.
                  overflowWrap: 'anywhere',
                  ...(code ? { fontFamily: MAIL_MONO_FONT, fontSize: '14px' } : {}),
                }}
              >
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
