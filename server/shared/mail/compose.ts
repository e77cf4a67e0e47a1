import type Mail from 'nodemailer/lib/mailer';
import { PermanentMailError } from './delivery-failure';

/** A message as the renderer gives it: subject, HTML and its plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A control character (C0, DEL, C1) or a Unicode line break: in a header, a new line. */
const isControl = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
};

/** One plain address: no display name, no list, nothing nodemailer would read as two. */
const PLAIN_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

/** The subject on one line: every run of whitespace or control characters becomes one space. */
export function cleanSubject(subject: string): string {
  return Array.from(subject, (char) => (isControl(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `address` if it is one plain address; else the message fails for good, saying why. */
export function readRecipient(address: string): string {
  if (Array.from(address).some(isControl)) {
    throw new PermanentMailError(
      'La dirección del destinatario tiene saltos de línea u otros caracteres de control: no se envía.',
    );
  }
  const trimmed = address.trim();
  if (!PLAIN_ADDRESS.test(trimmed)) {
    throw new PermanentMailError(`«${trimmed}» no es una dirección de correo válida.`);
  }
  return trimmed;
}

/**
 * The message handed to the transport: the outbox row's own `Message-ID` (the same on every try,
 * so a repeat is recognisable), marked as automatic so out-of-office replies stay away, in
 * Spanish, with its text and HTML parts. The renderer's HTML may not load files or URLs.
 */
export function composeMail(
  recipients: readonly string[],
  rendered: RenderedMail,
  messageId: string,
): Mail.Options {
  return {
    to: recipients.map((address) => ({ name: '', address })),
    subject: cleanSubject(rendered.subject),
    text: rendered.text,
    html: rendered.html,
    messageId,
    headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': 'es' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
