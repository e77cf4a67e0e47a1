import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientPage } from '@/components/client-work/client-page';
import type { StaffSession } from '@/components/staff-area/staff-page';
import type { ClientDetail } from '@/lib/staff-area/client-work-contract';
import { staffManager, staffReader } from '../../fixtures/staff-dashboard';
import { clientDetail, failedNotice } from '../../fixtures/client-work';
import { answer } from '../../fixtures/json-response';

const STALE =
  'La factura cambió desde que la abriste: alguien más guardó antes. Vuelve a cargarla y repite tu cambio.';

const ACCEPTED =
  'Lucía Ramírez ya eligió su contraseña: envíale un enlace para restablecerla si la olvidó.';

const [unpaid] = clientDetail.invoices;
if (!unpaid) throw new Error('The fixture has an unpaid invoice.');

/** The page after another staff member changed the unpaid invoice's concept. */
const changedByOther: ClientDetail = {
  ...clientDetail,
  invoices: clientDetail.invoices.map((invoice) =>
    invoice.id === unpaid.id
      ? { ...invoice, concept: 'Concepto que guardó otra persona', version: 4 }
      : invoice,
  ),
};

let detail: ClientDetail;
let posts: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  detail = clientDetail;
  posts = [];
  global.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== 'POST') return answer(200, detail);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    posts.push({ url: String(url), body });
    if (String(url).endsWith('/restablecer'))
      return answer(200, { sentTo: 'lucia@cafealtura.mx', expiresAt: '2026-11-21T19:00:00.000Z' });
    if (String(url).endsWith('/invitacion')) return answer(409, { error: ACCEPTED });
    if (String(url).endsWith('/reintentar')) {
      const retried = {
        ...failedNotice,
        status: 'pendiente',
        nextAttemptAt: failedNotice.createdAt,
      };
      return answer(200, { message: retried });
    }
    if (String(url).endsWith('/servicios')) {
      return answer(400, {
        error: 'Dominio: debe tener como máximo 200 caracteres',
        field: 'domain',
      });
    }
    if (body.version === unpaid.version) return answer(409, { error: STALE });
    return answer(200, { invoice: { ...unpaid, concept: body.concept, version: 5 } });
  }) as typeof fetch;
});

async function renderPage(canChange: boolean) {
  const session: StaffSession = {
    staff: canChange ? staffManager : staffReader,
    onExpired: jest.fn(),
    canChange,
    refreshPending: jest.fn(),
  };
  render(<ClientPage clientId={7} session={session} />);
  await screen.findByRole('heading', { name: 'Lucía Ramírez' });
  return userEvent.setup();
}

describe('client page', () => {
  it('starts with what the client owes, overdue apart, before anything else', async () => {
    detail = {
      ...clientDetail,
      invoices: [
        ...clientDetail.invoices,
        { ...unpaid, id: 99, number: 'CV-0990', amountCents: 120000, status: 'vencida' },
      ],
    };
    await renderPage(false);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Saldo de Lucía Ramírez');
    const balance = screen.getByRole('region', { name: 'Saldo de Lucía Ramírez' });
    expect(within(balance).getByText('Vencido').nextElementSibling).toHaveTextContent(
      '$1,200.001 factura',
    );
    expect(
      within(balance).getByText('Por cobrar, aún en plazo').nextElementSibling,
    ).toHaveTextContent('$4,500.501 factura');
    expect(within(balance).getByRole('link', { name: 'Ver las facturas' })).toHaveAttribute(
      'href',
      '#cliente-facturas',
    );
  });

  it('shows a reader everything and no control that changes anything', async () => {
    await renderPage(false);
    expect(screen.getByRole('heading', { name: 'cafealtura.mx' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Tienda en línea' })).toBeVisible();
    expect(screen.getByText('/bitso-mx?factura=CV-1042&monto=4500.50')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar enlace de pago de CV-1042' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar RFC de la factura cv-1041' })).toBeVisible();
    // A regime and a use read with their names; the PAC takes the code.
    expect(screen.getByText('601 · General de Ley Personas Morales')).toBeVisible();
    expect(screen.getByText('G03 · Gastos en general')).toBeVisible();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.every((text) => text === 'Copiar')).toBe(true);
  });

  it('shows the API’s refusal next to the field it names, keeping what was typed', async () => {
    const user = await renderPage(true);
    await user.click(screen.getByRole('button', { name: 'Agregar servicio' }));
    const form = screen.getByRole('form', { name: 'Agregar servicio' });
    await user.type(within(form).getByRole('textbox', { name: 'Dominio' }), 'huerta.mx');
    await user.type(within(form).getByRole('textbox', { name: 'Plan de hosting' }), 'Negocio');
    await user.type(within(form).getByLabelText('Fecha de renovación'), '2027-05-01');
    await user.click(within(form).getByRole('button', { name: 'Agregar servicio' }));

    const domain = within(form).getByRole('textbox', { name: 'Dominio' });
    expect(
      await within(form).findByText('Dominio: debe tener como máximo 200 caracteres'),
    ).toBeVisible();
    expect(domain).toHaveAttribute('aria-invalid', 'true');
    expect(domain).toHaveFocus();
    expect(domain).toHaveValue('huerta.mx');
  });

  it('refuses a stale invoice, shows the changes and keeps what was typed', async () => {
    const user = await renderPage(true);
    await user.click(screen.getByRole('button', { name: 'Editar la factura CV-1042' }));
    const form = screen.getByRole('form', { name: 'Editar la factura CV-1042' });
    const concept = within(form).getByRole('textbox', { name: 'Concepto' });
    await user.clear(concept);
    await user.type(concept, 'Mi concepto nuevo');
    detail = changedByOther;
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(STALE);
    await user.click(within(form).getByRole('button', { name: 'Ver los cambios' }));
    expect(await screen.findByText('Concepto que guardó otra persona')).toBeVisible();
    expect(within(form).getByRole('status')).toHaveTextContent('Lo que escribiste sigue');
    expect(concept).toHaveValue('Mi concepto nuevo');

    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(posts.map((post) => post.body.version)).toEqual([3, 4]);
    expect(posts[1]?.body).toMatchObject({ concept: 'Mi concepto nuevo', amount: '4500.50' });
  });

  it('offers in the edit form only the moves the invoice rules allow', async () => {
    const user = await renderPage(true);
    await user.click(screen.getByRole('button', { name: 'Editar la factura CV-1042' }));
    const pending = screen.getByRole('form', { name: 'Editar la factura CV-1042' });
    const options = within(within(pending).getByRole('combobox', { name: 'Estado' })).getAllByRole(
      'option',
    );
    // Paying takes its own form, with the day and the transfer's reference.
    expect(options.map((option) => option.textContent)).toEqual(['Pendiente', 'Vencida']);

    // Once its CFDI was requested nothing of a paid invoice changes: there is no edit form.
    expect(screen.queryByRole('button', { name: 'Editar la factura CV-1041' })).toBeNull();
  });

  it('shows where the account stands and sends a reset link, never a password', async () => {
    const user = await renderPage(true);
    const card = screen.getByRole('region', { name: 'Lucía Ramírez' });
    expect(within(card).getByText('Cuenta').nextElementSibling).toHaveTextContent(
      'Activa desde 3 oct 2026, 9:12 a.m.',
    );
    expect(within(card).getByText('Recordatorios por correo').nextElementSibling).toHaveTextContent(
      'Los recibe',
    );
    expect(within(card).queryByRole('button', { name: 'Reenviar invitación' })).toBeNull();

    await user.click(
      within(card).getByRole('button', { name: 'Enviar enlace para restablecer la contraseña' }),
    );
    const form = screen.getByRole('form', { name: 'Enviar enlace para restablecer la contraseña' });
    expect(form).toHaveTextContent('Su contraseña y sus sesiones siguen igual hasta que lo use.');
    await user.click(within(form).getByRole('button', { name: 'Sí, enviar el enlace' }));

    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Enviamos el enlace para restablecer la contraseña a lucia@cafealtura.mx (vence el 21 nov 2026, 1:00 p.m.).',
    );
    expect(form).not.toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/agencia/clientes/7/restablecer', body: {} }]);
    expect(document.body).not.toHaveTextContent(/contraseña (nueva|generada):/i);
  });

  it('offers the invitation again until it is accepted, and says so when it already was', async () => {
    detail = {
      ...clientDetail,
      account: {
        ...clientDetail.account,
        state: 'invitacion_vencida',
        passwordSetAt: null,
      },
    };
    const user = await renderPage(true);
    const card = screen.getByRole('region', { name: 'Lucía Ramírez' });
    expect(within(card).getByText('Cuenta').nextElementSibling).toHaveTextContent(
      'Invitación vencida el 9 oct 2026, 10:30 a.m., sin contraseña elegida',
    );
    expect(
      within(card).queryByRole('button', { name: 'Enviar enlace para restablecer la contraseña' }),
    ).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Reenviar invitación' }));
    const form = screen.getByRole('form', { name: 'Reenviar invitación' });
    await user.click(within(form).getByRole('button', { name: 'Sí, reenviar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ACCEPTED);
    expect(posts.map((post) => post.url)).toEqual(['/api/agencia/clientes/7/invitacion']);
  });

  it('lists the messages sent to the client, a failed one with its reason, and retries it', async () => {
    const user = await renderPage(true);
    const messages = screen.getByRole('region', { name: 'Correos enviados' });
    const [failed, invitation] = within(messages).getAllByRole('listitem');
    expect(invitation).toHaveTextContent('Invitación');
    expect(invitation).toHaveTextContent('Enviado');
    expect(within(invitation!).queryByRole('button')).toBeNull();
    expect(failed).toHaveTextContent('Factura nueva');
    expect(failed).toHaveTextContent('Fallido');
    expect(failed).toHaveTextContent(
      'Motivo: 550 5.1.1 <lucia@cafealtura.mx>: Recipient address rejected',
    );
    expect(within(failed!).getByText('Intentos').nextElementSibling).toHaveTextContent('5');

    await user.click(
      within(failed!).getByRole('button', { name: 'Reintentar Factura nueva: Factura CV-1042' }),
    );
    expect(await within(messages).findByRole('status')).toHaveTextContent(
      '«Factura nueva: Factura CV-1042» volvió a la cola',
    );
    expect(posts).toEqual([{ url: '/api/agencia/correos/40/reintentar', body: {} }]);
  });
});
