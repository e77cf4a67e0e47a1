// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
import { siteConfig } from './site-config';
import { buildWhatsAppLink } from './whatsapp-link';

/** The agency's WhatsApp number as wa.me links take it: digits only, with the country code. */
export function getWhatsAppNumber(): string {
  return siteConfig.whatsapp.number.replace(/\D/g, '');
}

/** The agency's number in international format (`+52…`); the same line answers WhatsApp. */
export function getTelephone(): string {
  return `+${getWhatsAppNumber()}`;
}

/** Builds a wa.me link to the agency's number with the text prefilled (defaults to the greeting). */
export function buildWhatsAppUrl(text: string = siteConfig.whatsapp.greeting): string {
  return buildWhatsAppLink(getWhatsAppNumber(), text);
}

/** How every link to the agency's number begins (`https://wa.me/52…?`), for the visit counter. */
export function getWhatsAppUrlPrefix(): string {
  return `https://wa.me/${getWhatsAppNumber()}?`;
}

/** A `tel:` link to the agency's number (the same line answers WhatsApp). */
export function buildTelephoneUrl(): string {
  return `tel:${getTelephone()}`;
}
