// lib/raffle: the raffle demo. Rules and draw run on the server render and in the browser; demo state only in the browser.
import { formatMxn, formatSpanishDate } from '../site/format';
import { onFirstUse } from '../site/on-first-use';

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

const listFormat = onFirstUse(
  () => new Intl.ListFormat('es', { style: 'long', type: 'conjunction' }),
);

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
  return listFormat().format(selected.map(formatTicket));
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
    `(sorteo del ${formatSpanishDate(raffle.drawDate)}). ` +
    `Total: ${formatMxn(computeTotal(selected, raffle.ticketPrice))} MXN (${tickets}).`
  );
}
