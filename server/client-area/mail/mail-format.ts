// server/client-area: Node only. How the e-mails write moments, day counts and mailboxes.
import { MEXICO_CITY_TIME_ZONE } from '../../../lib/site/mexico-city-date';

const mexicoCityDateTime = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MEXICO_CITY_TIME_ZONE,
});

/**
 * A moment as the client's clock in Mexico City shows it, saying so: «15 de marzo de 2025 a las
 * 10:30 a.m. (hora de la Ciudad de México)». The server's own time zone never shows through.
 */
export function formatMexicoCityDateTime(time: number): string {
  return `${mexicoCityDateTime.format(time)} (hora de la Ciudad de México)`;
}

/** «1 día», «3 días». */
export function formatDays(count: number): string {
  return `${count} ${count === 1 ? 'día' : 'días'}`;
}

/** «1 cuenta de correo», «5 cuentas de correo». */
export function formatMailboxes(count: number): string {
  return `${count} ${count === 1 ? 'cuenta' : 'cuentas'} de correo`;
}

/** When something happens counted from today: «hoy», «en 1 día», «en 3 días». */
export function formatDaysAhead(count: number): string {
  return count <= 0 ? 'hoy' : `en ${formatDays(count)}`;
}
