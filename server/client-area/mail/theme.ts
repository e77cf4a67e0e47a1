// server/client-area: Node only. The e-mails' colours, fonts and type scale.
import { brandColor } from '../../../lib/site/brand';

// Mail clients ignore the site's stylesheet and its custom properties, so the values of
// styles/_tokens.scss are repeated here as plain inline-style values. Light scheme only: the
// messages declare `color-scheme: light`, and clients that darken them anyway keep the contrast.

/**
 * Colours, each pair used for text checked against WCAG AA (4.5:1): white on the accent 5.4:1,
 * text on the card 13.1:1, muted text on the card 7.2:1 and on the page 6.7:1, the accent as
 * link text on the page 5.1:1.
 */
export const MAIL_COLORS = {
  accent: brandColor,
  onAccent: '#ffffff',
  accentSoft: '#e7f5ec',
  ink: '#0f1f17',
  text: '#24342c',
  muted: '#4b5b53',
  border: '#d8e3dc',
  card: '#ffffff',
  page: '#f5f8f6',
} as const;

/** System fonts only: a web font would be a remote resource, and most clients block it. */
export const MAIL_FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const MAIL_MONO_FONT = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace";

/** Type scale in px: mail clients resolve rem against their own root, so px holds steadier. */
export const MAIL_FONT_SIZES = { small: 13, detail: 15, body: 16, heading: 24, brand: 20 } as const;

/** The card's inner padding in px; the wordmark and the footer line up with its text. */
export const MAIL_CARD_PADDING = 32;

/** The wordmark's and footer's side padding: the card's padding plus its 1px border. */
export const MAIL_EDGE = `${MAIL_CARD_PADDING + 1}px`;
