// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * Build step: the WhatsApp links of the site's chrome (floating button, mobile menu, footer) name
 * the page they are shown on. The layout renders them without knowing the page, with the site's
 * greeting; a page that declares its own (`PAGE_GREETING_ATTRIBUTE`: a service, a case) gets it in
 * their `href` here, so they carry it from the first paint, before any script runs.
 * `PageGreetingSync` does the same in the browser after a client-side navigation.
 */
import {
  buildWhatsAppLink,
  CHROME_WHATSAPP_ATTRIBUTE,
  PAGE_GREETING_ATTRIBUTE,
} from '../lib/site/whatsapp-link';

/** A page's greeting or its chrome's WhatsApp links do not have the shape this step expects. */
export class PageGreetingError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'PageGreetingError';
  }
}

// Attributes in the HTML, never in the route payload, where quotes are escaped (`\"`).
const DECLARED = new RegExp(`\\s${PAGE_GREETING_ATTRIBUTE}="([^"]*)"`, 'g');
const CHROME_LINK = new RegExp(`<a\\s(?:[^>]*\\s)?${CHROME_WHATSAPP_ATTRIBUTE}=""[^>]*>`, 'g');
const HREF = /\shref="([^"]*)"/;
const WHATSAPP_URL = /^https:\/\/wa\.me\/(\d+)\?text=/;

/** What React escapes in an attribute value (`& " ' < >`), back to text. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decodeAttribute = (value: string) =>
  value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * The page with its chrome's WhatsApp links prefilling the greeting it declares; a page that
 * declares none is returned as it is. Fails, naming `file`, when a page declares two greetings,
 * or declares one and has no chrome link to give it to, or one whose `href` is not a wa.me link.
 */
export function writePageGreeting(file: string, html: string): string {
  const declared = new Set([...html.matchAll(DECLARED)].map((match) => match[1] ?? ''));
  if (declared.size === 0) return html;
  if (declared.size > 1)
    throw new PageGreetingError(file, `declara ${declared.size} saludos de WhatsApp distintos`);
  const greeting = decodeAttribute([...declared][0] ?? '');
  let links = 0;
  const written = html.replace(CHROME_LINK, (tag) => {
    const number = WHATSAPP_URL.exec(HREF.exec(tag)?.[1] ?? '')?.[1];
    if (!number)
      throw new PageGreetingError(file, `un enlace con ${CHROME_WHATSAPP_ATTRIBUTE} no va a wa.me`);
    links += 1;
    // encodeURIComponent leaves no `&`, `"`, `<` or `>`: the link goes into the attribute as it is.
    return tag.replace(HREF, ` href="${buildWhatsAppLink(number, greeting)}"`);
  });
  if (links === 0)
    throw new PageGreetingError(
      file,
      `declara un saludo de WhatsApp, pero ningún enlace lleva ${CHROME_WHATSAPP_ATTRIBUTE}`,
    );
  return written;
}
