import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash, webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { DrawPanel } from '@/components/raffle/draw-panel';
import { VerifyForm } from '@/components/raffle/verify-form';
import { resetRaffleDemoState } from '@/lib/raffle/raffle-demo-state';

// jsdom lacks Web Crypto's `subtle` and TextEncoder; Node's are the same standard APIs.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });

const raffle = { id: 'rifa-demo', soldNumbers: [1, 4, 9, 12, 33, 58] };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

afterEach(() => {
  act(() => resetRaffleDemoState());
  localStorage.clear();
});

function valueOf(container: HTMLElement, term: string): string {
  const dt = within(container).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('DrawPanel and VerifyForm', () => {
  it('publishes the commitment, reveals its seed and the winner, and verifies them', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DrawPanel raffle={raffle} />
        <VerifyForm raffle={raffle} />
      </>,
    );
    const panel = screen.getByRole('region', { name: 'Sorteo de demostración' });
    await user.click(within(panel).getByRole('button', { name: 'Iniciar ronda' }));
    const draw = await within(panel).findByRole('button', { name: 'Realizar sorteo' });
    await screen.findByText(/^[0-9a-f]{64}$/);
    const commitment = valueOf(panel, 'Compromiso (SHA-256 de la semilla)');
    expect(within(panel).queryByText('Semilla revelada')).not.toBeInTheDocument();

    await user.click(draw);
    const seed = valueOf(panel, 'Semilla revelada');
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(seed)).toBe(commitment);
    const status = await within(panel).findByRole('status');
    const winner = Number(/ganó el número (\d+)/.exec(status.textContent ?? '')?.[1]);
    expect(raffle.soldNumbers).toContain(winner);

    const form = screen.getByRole('form', { name: 'Verifica un sorteo' });
    await user.type(within(form).getByLabelText('Semilla revelada'), seed);
    await user.click(within(form).getByRole('button', { name: 'Verificar' }));
    expect(await within(form).findByText(commitment)).toBeInTheDocument();
    expect(within(form).getByText('Número ganador').nextSibling).toHaveTextContent(
      String(winner).padStart(2, '0'),
    );
  });

  it('asks for a seed before verifying', async () => {
    const user = userEvent.setup();
    render(<VerifyForm raffle={raffle} />);
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByLabelText('Semilla revelada')).toHaveAccessibleDescription(
      'Pega la semilla que se reveló en el sorteo.',
    );
  });
});
