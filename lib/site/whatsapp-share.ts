// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
// A module of its own: the agency's WhatsApp links (whatsapp.ts) are in the JavaScript of public
// pages, and the dashboard's message to a new client must not add this function to them.

/** A WhatsApp link that lets the visitor share `text` with any contact. */
export function buildWhatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
