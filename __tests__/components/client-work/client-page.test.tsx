import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientPage } from '@/components/client-work/client-page';
import type { StaffSession } from '@/components/staff-area/staff-page';
import type { ClientDetail } from '@/lib/staff-area/client-work-contract';
import { staffManager, staffReader } from '../../fixtures/staff-dashboard';
import { clientDetail } from '../../fixtures/client-work';
import { answer } from '../../fixtures/json-response';

const STALE =
  'La factura cambió desde que la abriste: alguien más guardó antes. Vuelve a cargarla y repite tu cambio.';

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

    // A paid invoice whose CFDI was requested keeps its amount and status.
    await user.click(screen.getByRole('button', { name: 'Editar la factura CV-1041' }));
    const withCfdi = screen.getByRole('form', { name: 'Editar la factura CV-1041' });
    expect(within(withCfdi).queryByRole('combobox', { name: 'Estado' })).toBeNull();
    expect(within(withCfdi).queryByRole('textbox', { name: 'Monto (MXN)' })).toBeNull();
    expect(within(withCfdi).getByRole('textbox', { name: 'Concepto' })).toBeVisible();
  });
});
