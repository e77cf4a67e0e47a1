import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientList } from '@/components/client-work/client-list';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { staffManager, staffReader } from '../../fixtures/staff-dashboard';
import { clientSummary } from '../../fixtures/client-work';
import { answer } from '../../fixtures/json-response';

const INVITATION = { sentTo: 'ana@huerta.mx', expiresAt: '2026-12-09T18:00:00.000Z' };

const session = (canChange: boolean): StaffSession => ({
  staff: canChange ? staffManager : staffReader,
  onExpired: jest.fn(),
  canChange,
  refreshPending: jest.fn(),
});

const calls = () =>
  jest.mocked(global.fetch).mock.calls.map(([url, init]) => ({
    url: String(url),
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  }));

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  global.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { email: string; name: string };
      if (body.email === 'lucia@cafealtura.mx') {
        return answer(409, { error: 'Ya existe un cliente con el correo lucia@cafealtura.mx.' });
      }
      return answer(201, {
        client: { ...clientSummary, id: 8, ...body, rfc: null },
        invitation: INVITATION,
      });
    }
    return answer(200, { clients: String(url).includes('q=') ? [] : [clientSummary] });
  }) as typeof fetch;
});

afterEach(() => jest.useRealTimers());

async function renderList(canChange: boolean) {
  render(<ClientList session={session(canChange)} />);
  await screen.findByRole('link', { name: 'Lucía Ramírez' });
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

describe('client list', () => {
  it('searches as the staff member types, once they pause', async () => {
    const user = await renderList(false);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar cliente' }), 'pérez');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('Ningún cliente coincide con «pérez».')).toBeVisible();
    expect(calls().map((call) => call.url)).toEqual([
      '/api/agencia/clientes',
      '/api/agencia/clientes?q=p%C3%A9rez',
    ]);
  });

  it('gives a reader no way to add a client', async () => {
    await renderList(false);
    expect(screen.queryByRole('button', { name: 'Agregar cliente' })).not.toBeInTheDocument();
  });

  it('checks the fields before sending and keeps what was typed after a refusal', async () => {
    const user = await renderList(true);
    await user.click(screen.getByRole('button', { name: 'Agregar cliente' }));
    const form = screen.getByRole('form', { name: 'Agregar cliente' });
    await user.type(within(form).getByRole('textbox', { name: 'Correo' }), 'lucia@');
    await user.click(within(form).getByRole('button', { name: 'Agregar cliente' }));

    expect(within(form).getByRole('textbox', { name: 'Nombre de la persona' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Correo' })).toHaveAccessibleDescription(
      'Correo: debe ser un correo válido Con él entra a su panel de cliente; ahí le llega la invitación.',
    );
    expect(calls().filter((call) => call.body)).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Nombre de la persona' }), 'Lucía');
    await user.type(within(form).getByRole('textbox', { name: 'Empresa' }), 'Café Altura');
    await user.type(within(form).getByRole('textbox', { name: 'Correo' }), 'cafealtura.mx');
    await user.click(within(form).getByRole('button', { name: 'Agregar cliente' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Ya existe un cliente con el correo lucia@cafealtura.mx.',
    );
    expect(within(form).getByRole('textbox', { name: 'Empresa' })).toHaveValue('Café Altura');
  });

  it('says where the invitation went and until when, and shows no password', async () => {
    const user = await renderList(true);
    await user.click(screen.getByRole('button', { name: 'Agregar cliente' }));
    const form = screen.getByRole('form', { name: 'Agregar cliente' });
    expect(form).toHaveTextContent('nadie del equipo la ve');
    await user.type(
      within(form).getByRole('textbox', { name: 'Nombre de la persona' }),
      'Ana Pérez',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Empresa' }), 'Huerta');
    await user.type(within(form).getByRole('textbox', { name: 'Correo' }), 'ana@huerta.mx');
    expect(within(form).queryByLabelText(/contraseña/i)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Agregar cliente' }));

    expect(
      await screen.findByText(
        'Enviamos la invitación a ana@huerta.mx (vence el 9 dic 2026, 12:00 p.m.).',
      ),
    ).toHaveRole('status');
    expect(screen.queryByRole('form', { name: 'Agregar cliente' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la página de Ana Pérez' })).toHaveAttribute(
      'href',
      '/panel-agencia/clientes?cliente=8',
    );
    expect(calls().find((call) => call.body)?.body).toEqual({
      name: 'Ana Pérez',
      company: 'Huerta',
      email: 'ana@huerta.mx',
    });

    // Another client: the last answer leaves with the new form.
    await user.click(screen.getByRole('button', { name: 'Agregar cliente' }));
    expect(screen.queryByText(/Enviamos la invitación/)).not.toBeInTheDocument();
  });
});
