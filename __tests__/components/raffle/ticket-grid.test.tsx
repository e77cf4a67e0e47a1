import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReservationSummary } from '@/components/raffle/reservation-summary';
import { TicketGrid } from '@/components/raffle/ticket-grid';
import { resetRaffleDemoState } from '@/lib/raffle/raffle-demo-state';

const raffle = {
  id: 'rifa-demo',
  prize: 'Pantalla de 55 pulgadas',
  ticketPrice: 150,
  drawDate: '2027-02-14',
  soldNumbers: [1, 4, 9],
};

function renderDemo() {
  render(
    <>
      <h3 id="tablero">Elige tus números</h3>
      <TicketGrid raffle={raffle} labelledBy="tablero" />
      <ReservationSummary raffle={raffle} />
    </>,
  );
  return screen.getByRole('group', { name: 'Elige tus números' });
}

afterEach(() => {
  act(() => resetRaffleDemoState());
  localStorage.clear();
});

describe('TicketGrid', () => {
  it('shows the hundred numbers, free ones as toggle buttons', () => {
    const board = renderDemo();
    expect(within(board).getAllByRole('button')).toHaveLength(100);
    const free = within(board).getByRole('button', { name: 'Número 07, disponible' });
    expect(free).toHaveAttribute('aria-pressed', 'false');
    expect(free).toHaveTextContent('07');
  });

  it('selects and deselects a free number', async () => {
    const user = userEvent.setup();
    const board = renderDemo();
    const ticket = within(board).getByRole('button', { name: 'Número 07, disponible' });
    await user.click(ticket);
    expect(ticket).toHaveAttribute('aria-pressed', 'true');
    await user.click(ticket);
    expect(ticket).toHaveAttribute('aria-pressed', 'false');
  });

  it('announces sold numbers as "vendido" and does not let them be chosen', async () => {
    const user = userEvent.setup();
    const board = renderDemo();
    const sold = within(board).getByRole('button', { name: 'Número 04, vendido' });
    expect(sold).toBeDisabled();
    expect(sold).not.toHaveAttribute('aria-pressed');
    await user.click(sold);
    expect(screen.getByText('Aún no eliges números.')).toBeInTheDocument();
  });

  it('restores the selection kept from an earlier visit', () => {
    localStorage.setItem(
      'raffleDemo',
      JSON.stringify({ raffleId: 'rifa-demo', selected: [15], round: null }),
    );
    const board = renderDemo();
    expect(within(board).getByRole('button', { name: 'Número 15, disponible' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('ReservationSummary', () => {
  it('explains why reserving is not possible yet', () => {
    renderDemo();
    const reserve = screen.getByRole('button', { name: 'Apartar por WhatsApp' });
    expect(reserve).toBeDisabled();
    expect(reserve).toHaveAccessibleDescription(
      'Elige al menos un número disponible para apartarlo.',
    );
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });

  it('keeps the total and the WhatsApp message in step with the chosen numbers', async () => {
    const user = userEvent.setup();
    const board = renderDemo();
    await user.click(within(board).getByRole('button', { name: 'Número 42, disponible' }));
    await user.click(within(board).getByRole('button', { name: 'Número 07, disponible' }));

    expect(screen.getByText('2 boletos: 07 y 42')).toBeInTheDocument();
    expect(screen.getByText('$300.00')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Apartar por WhatsApp' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toContain('los números 07 y 42');
    expect(text).toContain('Total: $300.00 MXN');

    await user.click(screen.getByRole('button', { name: 'Quitar selección' }));
    expect(screen.getByText('Aún no eliges números.')).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'Número 42, disponible' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
