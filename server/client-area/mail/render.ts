// server/client-area: Node only. Turns a template's name and data into a message ready to send.
import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import type { MessageData, MessageTemplate, RenderedMessage } from './message-types';
import { MESSAGES } from './messages';
import { isMessageTemplate, parseMessageData } from './message-schemas';

/** Headings keep their case in the plain-text part (the converter shouts them by default). */
const PLAIN_TEXT_OPTIONS = {
  selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
};

/**
 * The subject on one line: every run of whitespace or control characters becomes one space, so
 * a name with a line break in it can never start another header.
 */
export function toSubjectLine(subject: string): string {
  return subject.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

/** Renders `template` with data the compiler has already checked. */
export async function renderTemplate<T extends MessageTemplate>(
  template: T,
  data: MessageData[T],
): Promise<RenderedMessage> {
  const { getSubject, Message } = MESSAGES[template];
  const subject = toSubjectLine(getSubject(data));
  const html = await render(createElement(Message, { data, subject }));
  return { subject, html, text: toPlainText(html, PLAIN_TEXT_OPTIONS) };
}

/**
 * Renders a message as the outbox stores it: a template's name and its data as read from JSON.
 * An unknown name or data that does not fit throws, naming the template.
 */
export async function renderMessage(template: string, data: unknown): Promise<RenderedMessage> {
  if (!isMessageTemplate(template)) {
    throw new Error(`No existe la plantilla de correo «${template}».`);
  }
  return renderTemplate(template, parseMessageData(template, data));
}
