// lib/site: site-wide config, routes, formats and timing. Runs anywhere; imports no site config, so an island can use it.
/** A wa.me link to `number` (digits only, international format) with `text` prefilled. */
export function buildWhatsAppLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * Set on an element of a page's content, the greeting that the page's WhatsApp doors prefill,
 * those of the site's chrome included: a service's or a case's page names itself. A page without
 * it keeps the site's greeting.
 */
export const PAGE_GREETING_ATTRIBUTE = 'data-whatsapp-greeting';

/**
 * Marks a WhatsApp link of the site's chrome (floating button, mobile menu, footer): it prefills
 * the greeting of the page it is shown on. The build writes it into each exported page
 * (deploy/page-greetings.ts) and `PageGreetingSync` follows client-side navigation.
 */
export const CHROME_WHATSAPP_ATTRIBUTE = 'data-site-whatsapp';
