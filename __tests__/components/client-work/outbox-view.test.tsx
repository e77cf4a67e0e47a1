import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutboxView } from '@/components/client-work/outbox-view';
import type { StaffSession } from '@/components/staff-area/staff-page';
import type { OutboxEntry } from '@/lib/staff-area/client-work-contract';
import { staffManager, staffReader } from '../../fixtures/staff-dashboard';
import { failedNotice, sentInvitation } from '../../fixtures/client-work';
import { answer } from '../../fixtures/json-response';

const COUNTS = { pendiente: 1, enviado: 60, fallido: 1 };
const teamNotice: OutboxEntry = {
  ...sentInvitation,
  id: 41,
  template: 'equipo_cfdi_solicitado',
  label: 'Solicitud de CFDI (equipo)',
  summary: 'CFDI de la factura CV-1041',
  recipient: 'Gerentes del equipo',
  clientId: null,
  status: 'pendiente',
  attempts: 1,
  sentAt: null,
  nextAttemptAt: '2026-11-20T18:10:00.000Z',
  error: '421 4.7.0 Try again later',
};

let requests: string[];

beforeEach(() => {
  requests = [];
  window.history.replaceState(null, '', '/panel-agencia/correos');
  global.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    requests.push(`${init?.method ?? 'GET'} ${address}`);
    if (init?.method === 'POST')
      return answer(200, { message: { ...failedNotice, status: 'pendiente' } });
    const search = new URL(address, 'http://localhost').searchParams;
    if (search.get('antes') === '41')
      return answer(200, { messages: [sentInvitation], counts: COUNTS, next: null });
    if (search.get('estado') === 'fallido')
      return answer(200, { messages: [failedNotice], counts: COUNTS, next: null });
    return answer(200, { messages: [teamNotice, failedNotice], counts: COUNTS, next: 41 });
  }) as typeof fetch;
});

function renderOutbox(canChange: boolean) {
  const session: StaffSession = {
    staff: canChange ? staffManager : staffReader,
    onExpired: jest.fn(),
    canChange,
    refreshPending: jest.fn(),
  };
  render(<OutboxView session={session} />);
  return userEvent.setup();
}

describe('outbox', () => {
  it('lists every message with its status, reason and times, and counts each filter', async () => {
    renderOutbox(false);
    const section = await screen.findByRole('region', { name: 'Todos los correos' });
    const filters = within(section).getByRole('group', { name: 'Qué correos ver' });
    expect(
      await within(filters).findByRole('button', { name: 'Todos (62)', pressed: true }),
    ).toBeVisible();
    expect(within(filters).getByRole('button', { name: 'Fallidos (1)' })).toBeVisible();

    const [pending, failed] = within(section).getAllByRole('listitem');
    expect(pending).toHaveTextContent('Solicitud de CFDI (equipo)');
    expect(pending).toHaveTextContent('Para Gerentes del equipo');
    expect(pending).toHaveTextContent('Último error: 421 4.7.0 Try again later');
    expect(within(pending!).getByText('Próximo intento').nextElementSibling).toHaveTextContent(
      '20 nov 2026, 12:10 p.m.',
    );
    expect(failed).toHaveTextContent('Motivo: 550 5.1.1');
    expect(within(failed!).getByRole('link', { name: 'lucia@cafealtura.mx' })).toHaveAttribute(
      'href',
      '/panel-agencia/clientes?cliente=7',
    );
    // A reader sees why a message failed, not a button that would change it.
    expect(within(section).queryByRole('button', { name: /^Reintentar/ })).toBeNull();
    expect(requests).toEqual(['GET /api/agencia/correos?estado=todos']);
  });

  it('keeps the filter in the address and walks to older messages by the answer’s next', async () => {
    const user = renderOutbox(false);
    await user.click(await screen.findByRole('button', { name: 'Más antiguos' }));
    expect(await screen.findByText('Invitación a lucia@cafealtura.mx')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Más antiguos' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Más recientes' }));
    expect(await screen.findByText('CFDI de la factura CV-1041')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Fallidos (1)' }));
    expect(window.location.search).toBe('?estado=fallido');
    expect(await screen.findByRole('heading', { name: 'Correos que fallaron' })).toBeVisible();
    expect(requests).toEqual([
      'GET /api/agencia/correos?estado=todos',
      'GET /api/agencia/correos?estado=todos&antes=41',
      'GET /api/agencia/correos?estado=todos',
      'GET /api/agencia/correos?estado=fallido',
    ]);
  });

  it('lets a manager send a failed message again and says so', async () => {
    window.history.replaceState(null, '', '/panel-agencia/correos?estado=fallido');
    const user = renderOutbox(true);
    await user.click(
      await screen.findByRole('button', { name: 'Reintentar Factura nueva: Factura CV-1042' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      '«Factura nueva: Factura CV-1042» volvió a la cola y se envía de nuevo en un momento.',
    );
    expect(requests).toEqual([
      'GET /api/agencia/correos?estado=fallido',
      'POST /api/agencia/correos/40/reintentar',
      'GET /api/agencia/correos?estado=fallido',
    ]);
  });
});
