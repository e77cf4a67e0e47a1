// lib/site: site-wide config, routes, formats and timing. Runs anywhere; imports no site config, so an island can use it.
/** A wa.me link to `number` (digits only, international format) with `text` prefilled. */
export function buildWhatsAppLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
