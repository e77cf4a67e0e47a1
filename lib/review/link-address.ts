// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import { readEmail } from '../site/email';
import { buildWhatsAppLink } from '../site/whatsapp-link';

/** What is wrong with a link's address, and how to write it, in Spanish. */
export type AddressProblem = { message: string; fix: string };

/** Mexico's country code: the numbers the site's WhatsApp links call are Mexican (lib/site). */
const COUNTRY_CODE = '52';
/** A wa.me link: `https://wa.me/` and the number, digits only, with the country code. */
const WHATSAPP = /^(?:https?:\/\/)?(?:www\.)?wa\.me(?=[/?#]|$)(?:\/([^?#]*))?(\?[^#]*)?/i;
/** wa.me's own short links: a business's message link and its catalogue. */
const WHATSAPP_SHORT_LINK = /^(?:message|c)\//i;

/** A URL's part with its %-escapes decoded, or as written when an escape is malformed. */
const decodePart = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** «a», «a y b», «a, b y c». */
const joinWithY = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/** A wa.me address written wrong: spaces, `+`, dashes or no country code in the number. */
function checkWhatsAppAddress(url: string): AddressProblem | undefined {
  const address = url.trim();
  const match = WHATSAPP.exec(address);
  if (!match) return undefined;
  const [, written = '', query = ''] = match;
  if (WHATSAPP_SHORT_LINK.test(written) && !/\s/.test(address)) return undefined;
  const number = decodePart(written);
  const digits = number.replace(/\D/g, '');
  const carries = [
    ...(/\s/.test(number) ? ['espacios'] : []),
    ...(number.includes('+') ? ['el signo +'] : []),
    ...(/[^\d\s+]/.test(number) ? ['guiones, puntos u otros signos'] : []),
  ];
  const wrong = [
    ...(carries.length > 0 ? [`el número lleva ${joinWithY(carries)}`] : []),
    ...(digits.length > 0 && digits.length <= 10 ? ['le falta la lada del país (52)'] : []),
    ...(digits.length > 15
      ? [`el número tiene ${digits.length} cifras, y uno lleva hasta 15`]
      : []),
    ...(/\s/.test(query) ? ['el texto del mensaje lleva espacios sin codificar'] : []),
    ...(/^(?:https?:\/\/)/i.test(address) ? [] : ['la dirección no empieza con https://']),
  ];
  if (digits.length === 0) {
    return {
      message: `el enlace de WhatsApp ${address} no lleva número`,
      fix: 'escribe tras wa.me/ el número solo con cifras y con la lada del país: https://wa.me/52…',
    };
  }
  if (wrong.length === 0) return undefined;
  const withCode = digits.length <= 10 ? `${COUNTRY_CODE}${digits}` : digits;
  const text = new URLSearchParams(query.replace(/\s/g, '%20')).get('text');
  const suggested = text === null ? `https://wa.me/${withCode}` : buildWhatsAppLink(withCode, text);
  const numberWrong = carries.length > 0 || digits.length <= 10 || digits.length > 15;
  return {
    message: `el enlace de WhatsApp ${address} no abre el chat: ${wrong.join('; ')}`,
    fix: `escríbelo así: ${suggested}${numberWrong ? ' (el número, solo con cifras y con la lada del país)' : ''}`,
  };
}

/** A `mailto:` address that is not an e-mail a mail program can write to. */
function checkMailAddress(url: string): AddressProblem | undefined {
  const address = url.trim();
  if (!/^mailto:/i.test(address)) return undefined;
  const recipients = address.slice('mailto:'.length).split('?', 1)[0] ?? '';
  for (const recipient of recipients.split(',')) {
    const written = decodePart(recipient).trim();
    const email = readEmail(written);
    if ('value' in email) continue;
    return {
      message: `el enlace ${address} no abre el correo: «${written}» ${email.problem}`,
      fix: 'escríbelo como mailto:nombre@dominio.mx, con una sola @ y sin espacios',
    };
  }
  return undefined;
}

/**
 * What is wrong with a link's address that a reader would only find on clicking it: spaces
 * (Markdown does not read `[texto](/con espacio)` as a link), a wa.me number with spaces, `+`
 * or no country code, a `mailto:` that is not an e-mail. Undefined when none of that.
 */
export function checkLinkAddress(url: string): AddressProblem | undefined {
  const problem = checkWhatsAppAddress(url) ?? checkMailAddress(url);
  if (problem) return problem;
  if (!/\s/.test(url.trim())) return undefined;
  return {
    message: `la dirección del enlace «${url.trim()}» lleva espacios`,
    fix: 'quita los espacios de la dirección (si el nombre de un archivo los lleva, escríbelos %20)',
  };
}
