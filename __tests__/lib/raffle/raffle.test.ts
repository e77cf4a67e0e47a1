import {
  buildReservationMessage,
  computeTotal,
  formatTicket,
  formatTicketList,
  listTickets,
  toggleTicket,
} from '@/lib/raffle/raffle';
import { formatMxn } from '@/lib/site/format';

const raffle = {
  prize: 'Pantalla de 55 pulgadas',
  ticketPrice: 150,
  drawDate: '2027-02-14',
};

describe('raffle formatting', () => {
  it('prints ticket numbers with two digits', () => {
    expect(formatTicket(7)).toBe('07');
    expect(formatTicket(0)).toBe('00');
    expect(formatTicket(99)).toBe('99');
  });

  it('lists the hundred numbers of the board in order', () => {
    const tickets = listTickets();
    expect(tickets).toHaveLength(100);
    expect(tickets[0]).toBe(0);
    expect(tickets[99]).toBe(99);
  });

  it('formats pesos the Mexican way', () => {
    expect(formatMxn(150)).toBe('$150.00');
    expect(formatMxn(1500)).toBe('$1,500.00');
  });

  it('joins the chosen numbers as Spanish prose', () => {
    expect(formatTicketList([7])).toBe('07');
    expect(formatTicketList([7, 15, 42])).toBe('07, 15 y 42');
  });
});

describe('selection and total', () => {
  it('adds numbers in ascending order and removes them again', () => {
    const chosen = toggleTicket(toggleTicket([], 42), 7);
    expect(chosen).toEqual([7, 42]);
    expect(toggleTicket(chosen, 42)).toEqual([7]);
  });

  it('multiplies the chosen tickets by the price', () => {
    expect(computeTotal([], 150)).toBe(0);
    expect(computeTotal([7, 15, 42], 150)).toBe(450);
  });
});

describe('buildReservationMessage', () => {
  it('names every chosen number, the raffle and the total', () => {
    expect(buildReservationMessage(raffle, [7, 15, 42])).toBe(
      '¡Hola! Quiero apartar los números 07, 15 y 42 de la rifa de demostración ' +
        '«Pantalla de 55 pulgadas» (sorteo del 14 de febrero de 2027). ' +
        'Total: $450.00 MXN (3 boletos de $150.00).',
    );
  });

  it('speaks in the singular for one number', () => {
    const message = buildReservationMessage(raffle, [7]);
    expect(message).toContain('apartar el número 07 de la rifa');
    expect(message).toContain('Total: $150.00 MXN (1 boleto de $150.00).');
  });
});
