// lib/staff-area: how the dashboard writes its numbers, changes and days in Spanish. Runs anywhere; pure functions.
import type { WhatsAppPlace } from '../analytics/whatsapp-places';
import { MEXICO_CITY_TIME_ZONE } from '../site/mexico-city-date';
import { onFirstUse } from '../site/on-first-use';

const counts = onFirstUse(() => new Intl.NumberFormat('es-MX'));
const decimals = onFirstUse(
  () => new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const shortDay = onFirstUse(
  () => new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const longDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-MX', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A count: `12345` → "12,345". */
export function formatCount(value: number): string {
  return counts().format(value);
}

/**
 * Visitors, which are counted per day and page: under a filter by source, campaign or device the
 * API has no honest figure (null), shown as a dash.
 */
export function formatVisitors(value: number | null): string {
  return value === null ? '—' : formatCount(value);
}

/** What the dashboard says instead of a change of visitors it cannot count. */
export const VISITORS_NOT_COUNTED: Change = {
  direction: 'none',
  text: 'No se cuentan con este filtro',
};

const DEVICE_NAMES: Record<string, string> = {
  telefono: 'teléfono',
  tableta: 'tableta',
  escritorio: 'escritorio',
};

/** A device class as the dashboard names it: `telefono` → "teléfono"; any other as it comes. */
export function formatDevice(device: string): string {
  return DEVICE_NAMES[device] ?? device;
}

/** A name that starts a table's row or a chip, capitalised as Spanish does: "Teléfono". */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-MX') + text.slice(1);
}

/** Who is signed in, in the frame's avatar: "Mariana Torres" → "MT"; one name, its letter. */
export function formatInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es-MX'))
    .join('');
}

/**
 * An address as staff read it: an IPv4 address the server saw through an IPv6 socket
 * (`::ffff:203.0.113.7`) as the IPv4 address it is; any other as it comes.
 */
export function formatAddress(address: string): string {
  return /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;
}

/** Where a WhatsApp link sits, as the dashboard names it; the CSV and the command keep the id. */
const PLACE_NAMES = {
  portada: 'portada',
  servicios: 'servicios',
  'banda-cta': 'banda de llamada a la acción',
  'final-articulo': 'final del artículo',
  'pagina-servicio': 'página de un servicio',
  'pagina-proyecto': 'página de un proyecto',
  'boton-flotante': 'botón flotante',
  'menu-movil': 'menú móvil',
  pie: 'pie de página',
  'apartado-rifa': 'resumen del apartado de la rifa',
  'ayuda-acceso': 'ayuda del acceso de clientes',
  'soporte-panel': 'soporte en el panel de clientes',
  otro: 'otro lugar',
} as const satisfies Record<WhatsAppPlace, string>;

/** A WhatsApp link's place as the dashboard names it: `boton-flotante` → "botón flotante". */
export function formatPlace(place: string): string {
  return (PLACE_NAMES as Record<string, string>)[place] ?? place;
}

/** A rate with one decimal: `2.5` → "2.5". */
export function formatRate(value: number): string {
  return decimals().format(value);
}

/** The rate of clicks per 100 visits, one decimal, 0 without visits. */
export function getClicksPer100(clicks: number, visits: number): number {
  return visits > 0 ? Math.round((clicks / visits) * 1000) / 10 : 0;
}

/** `none`: there is nothing to compare. */
export type Change = { direction: 'up' | 'down' | 'same' | 'new' | 'none'; text: string };

/** A count's change against the previous period, in percent: "+12.5 %", "−3.0 %". */
export function describeChange(current: number, previous: number): Change {
  if (previous === 0) {
    return current === 0
      ? { direction: 'same', text: 'Sin cambio' }
      : { direction: 'new', text: 'Sin datos del periodo anterior' };
  }
  const percent = Math.round(((current - previous) / previous) * 1000) / 10;
  if (percent === 0) return { direction: 'same', text: 'Sin cambio' };
  const sign = percent > 0 ? '+' : '−';
  return {
    direction: percent > 0 ? 'up' : 'down',
    text: `${sign}${formatRate(Math.abs(percent))} %`,
  };
}

/** A rate's change against the previous period, in points: "+0.4 puntos". */
export function describePointChange(current: number, previous: number): Change {
  const points = Math.round((current - previous) * 10) / 10;
  if (points === 0) return { direction: 'same', text: 'Sin cambio' };
  const sign = points > 0 ? '+' : '−';
  const amount = formatRate(Math.abs(points));
  return {
    direction: points > 0 ? 'up' : 'down',
    text: `${sign}${amount} ${Math.abs(points) === 1 ? 'punto' : 'puntos'}`,
  };
}

function toUtc(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

/** A day in short: `2026-11-03` → "3 nov". */
export function formatShortDay(isoDate: string): string {
  return shortDay().format(toUtc(isoDate)).replace('.', '');
}

/** A range of days: "3 nov 2026 – 2 dic 2026", or one day alone. */
export function formatDayRange(from: string, to: string): string {
  const first = longDay().format(toUtc(from)).replaceAll('.', '');
  if (from === to) return first;
  return `${first} – ${longDay().format(toUtc(to)).replaceAll('.', '')}`;
}

const moment = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-MX', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: MEXICO_CITY_TIME_ZONE,
    }),
);

/** An ISO 8601 time as Mexico City reads it ("26 nov 2026, 12:00"); unreadable ones as given. */
export function formatMoment(at: string): string {
  const time = Date.parse(at);
  return Number.isNaN(time) ? at : moment().format(time);
}
