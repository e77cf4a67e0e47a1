/** Numbers of a raffle board: 00 to 99. */
export const TICKET_COUNT = 100;

/** What the raffle widgets need to know about a raffle. */
export type RaffleTerms = {
  id: string;
  prize: string;
  ticketPrice: number;
  drawDate: string;
  soldNumbers: readonly number[];
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const currencyFormat = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' });
const listFormat = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isSameDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isSameDay ? date : null;
}

/** True for a real calendar date written `YYYY-MM-DD` (`2025-02-30` is not one). */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** Formats a `YYYY-MM-DD` date in Spanish, in UTC so no time zone moves it a day. */
export function formatDrawDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new Error(`Fecha no válida: ${isoDate}`);
  return dateFormat.format(date);
}

/** Formats an amount in Mexican pesos, e.g. `$1,500.00`. */
export function formatMxn(amount: number): string {
  return currencyFormat.format(amount);
}

/** A ticket number as printed on the board: two digits, `7` → `"07"`. */
export function formatTicket(ticket: number): string {
  return String(ticket).padStart(2, '0');
}

/** Every number of the board in order, 0 to 99. */
export function listTickets(): number[] {
  return Array.from({ length: TICKET_COUNT }, (_, ticket) => ticket);
}

/** Adds a number to the selection or removes it; the result stays in ascending order. */
export function toggleTicket(selected: readonly number[], ticket: number): number[] {
  if (selected.includes(ticket)) return selected.filter((chosen) => chosen !== ticket);
  return [...selected, ticket].sort((a, b) => a - b);
}

/** The price of the chosen tickets, in pesos. */
export function computeTotal(selected: readonly number[], ticketPrice: number): number {
  return selected.length * ticketPrice;
}

/** Chosen numbers as Spanish prose: `"07, 15 y 42"`. */
export function formatTicketList(selected: readonly number[]): string {
  return listFormat.format(selected.map(formatTicket));
}

/** The WhatsApp message that reserves the chosen numbers, with the total to pay. */
export function buildReservationMessage(
  raffle: Pick<RaffleTerms, 'prize' | 'ticketPrice' | 'drawDate'>,
  selected: readonly number[],
): string {
  const count = selected.length;
  const numbers =
    count === 1
      ? `el número ${formatTicketList(selected)}`
      : `los números ${formatTicketList(selected)}`;
  const tickets = `${count} ${count === 1 ? 'boleto' : 'boletos'} de ${formatMxn(raffle.ticketPrice)}`;
  return (
    `¡Hola! Quiero apartar ${numbers} de la rifa de demostración «${raffle.prize}» ` +
    `(sorteo del ${formatDrawDate(raffle.drawDate)}). ` +
    `Total: ${formatMxn(computeTotal(selected, raffle.ticketPrice))} MXN (${tickets}).`
  );
}
