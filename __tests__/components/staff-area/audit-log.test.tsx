import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditLog } from '@/components/staff-area/audit-log';
import { auditEntries } from '../../fixtures/staff-dashboard';
import { answer } from '../../fixtures/json-response';

const calls = () => jest.mocked(global.fetch).mock.calls.map(([url]) => String(url));
const lastCall = () => calls().at(-1);

// Two pages: the first ends on the entry whose cursor is OLDER, the second is the last.
const OLDER = '1795708680000-17-0';
const PAGE = '/panel-agencia/bitacora';

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  window.history.replaceState(null, '', PAGE);
  global.fetch = jest.fn((url: RequestInfo | URL) => {
    const cursor = new URL(String(url), 'http://sitio').searchParams.get('antes');
    return answer(200, { entries: auditEntries, next: cursor === null ? OLDER : null });
  }) as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function renderLog() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<AuditLog onExpired={jest.fn()} />);
  await screen.findByRole('table', { name: 'Bitácora' });
  const filters = screen.getByRole('form', { name: 'Filtrar la bitácora' });
  return { user, filters };
}

/** Back, as the browser's button: the URL before, then `popstate`. */
async function goBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
}

describe('the audit log page', () => {
  it('opens the view its URL names: the filters in their fields and in the request', async () => {
    window.history.replaceState(null, '', `${PAGE}?tipo=cambio&persona=marta&desde=2026-11-01`);
    const { filters } = await renderLog();
    expect(within(filters).getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue('Cambios');
    expect(within(filters).getByRole('searchbox', { name: 'Persona' })).toHaveValue('marta');
    expect(within(filters).getByLabelText('Primer día')).toHaveValue('2026-11-01');
    expect(screen.getByRole('heading', { name: 'Cambios' })).toBeVisible();
    expect(calls()).toEqual(['/api/agencia/auditoria?tipo=cambio&persona=marta&desde=2026-11-01']);
  });

  it('makes each chosen filter a history entry, which Back undoes', async () => {
    const push = jest.spyOn(window.history, 'pushState');
    const { user, filters } = await renderLog();
    expect(calls()).toEqual(['/api/agencia/auditoria']);

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Tipo' }), 'Accesos');
    expect(window.location.search).toBe('?tipo=acceso');
    expect(push).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(lastCall()).toBe('/api/agencia/auditoria?tipo=acceso'));

    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(window.location.search).toBe('');
    await goBack();
    expect(window.location.search).toBe('?tipo=acceso');
    expect(within(filters).getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue('Accesos');

    await goBack();
    expect(window.location.search).toBe('');
    expect(within(filters).getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue('Todo');
    expect(screen.queryByRole('button', { name: 'Quitar filtros' })).toBeNull();
    await waitFor(() => expect(lastCall()).toBe('/api/agencia/auditoria'));
  });

  it('applies typed text when typing pauses, rewriting its own entry, so Back undoes the whole search', async () => {
    const push = jest.spyOn(window.history, 'pushState');
    const replace = jest.spyOn(window.history, 'replaceState');
    const { user, filters } = await renderLog();
    const person = within(filters).getByRole('searchbox', { name: 'Persona' });

    await user.type(person, 'mar');
    expect(window.location.search).toBe('');
    await act(() => jest.advanceTimersByTimeAsync(400));
    expect(window.location.search).toBe('?persona=mar');
    await user.type(person, 'ta ');
    await act(() => jest.advanceTimersByTimeAsync(400));
    expect(window.location.search).toBe('?persona=marta');
    // The trailing space stays in the field while the URL trims it.
    expect(person).toHaveValue('marta ');
    expect(push).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(lastCall()).toBe('/api/agencia/auditoria?persona=marta'));

    // Enter applies what is typed at once, in the same entry.
    await user.type(
      within(filters).getByRole('searchbox', { name: 'Cliente, factura o dominio' }),
      'CV-1042{Enter}',
    );
    expect(window.location.search).toBe('?persona=marta&sobre=CV-1042');
    expect(push).toHaveBeenCalledTimes(2);

    await goBack();
    expect(window.location.search).toBe('?persona=marta');
    await goBack();
    expect(window.location.search).toBe('');
    expect(person).toHaveValue('');
  });

  it('says when the last day comes before the first, and keeps the days it had', async () => {
    const { user, filters } = await renderLog();
    await user.type(within(filters).getByLabelText('Primer día'), '2026-11-20');
    await user.type(within(filters).getByLabelText('Último día'), '2026-11-02');
    expect(await within(filters).findByRole('alert')).toHaveTextContent(
      'El último día no puede ir antes del primero.',
    );
    expect(within(filters).getByLabelText('Último día')).toHaveAttribute('aria-invalid', 'true');
    await act(() => jest.advanceTimersByTimeAsync(400));
    expect(window.location.search).toBe('?desde=2026-11-20');
  });

  it('keeps the page in the URL: older, newer and Back turn it', async () => {
    window.history.replaceState(null, '', `${PAGE}?tipo=cambio`);
    const { user } = await renderLog();
    const pages = screen.getByRole('navigation', { name: 'Páginas de la bitácora' });
    expect(within(pages).queryByRole('button', { name: 'Más recientes' })).toBeNull();
    expect(within(pages).getByText('Página 1')).toBeVisible();

    await user.click(within(pages).getByRole('button', { name: 'Más antiguas' }));
    expect(window.location.search).toBe(`?tipo=cambio&antes=${OLDER}`);
    expect(await within(pages).findByText('Página 2')).toBeVisible();
    expect(lastCall()).toBe(`/api/agencia/auditoria?tipo=cambio&antes=${OLDER}`);
    expect(screen.getByRole('heading', { name: 'Cambios' })).toHaveFocus();
    // The last page: nothing older.
    await waitFor(() =>
      expect(within(pages).queryByRole('button', { name: 'Más antiguas' })).toBeNull(),
    );

    await goBack();
    expect(window.location.search).toBe('?tipo=cambio');
    const first = await screen.findByRole('navigation', { name: 'Páginas de la bitácora' });
    expect(await within(first).findByText('Página 1')).toBeVisible();

    await user.click(within(first).getByRole('button', { name: 'Más antiguas' }));
    await within(first).findByText('Página 2');
    await user.click(within(first).getByRole('button', { name: 'Más recientes' }));
    expect(window.location.search).toBe('?tipo=cambio');
    const again = await screen.findByRole('navigation', { name: 'Páginas de la bitácora' });
    expect(await within(again).findByText('Página 1')).toBeVisible();
  });

  it('opens a page sent as a link, and offers the newest page from there', async () => {
    window.history.replaceState(null, '', `${PAGE}?tipo=cambio&antes=${OLDER}`);
    const { user } = await renderLog();
    expect(calls()).toEqual([`/api/agencia/auditoria?tipo=cambio&antes=${OLDER}`]);
    const pages = screen.getByRole('navigation', { name: 'Páginas de la bitácora' });
    expect(within(pages).queryByText(/^Página/)).toBeNull();
    await user.click(within(pages).getByRole('button', { name: 'Las más recientes' }));
    expect(window.location.search).toBe('?tipo=cambio');
  });

  it('leaves out of the request what the URL says wrong', async () => {
    window.history.replaceState(null, '', `${PAGE}?tipo=todo&desde=2026-02-30&antes=x&persona=%20`);
    await renderLog();
    expect(calls()).toEqual(['/api/agencia/auditoria']);
  });
});

describe('an audit entry', () => {
  it('names every field, so a row stacked into a card on a phone still says what each is', async () => {
    await renderLog();
    const [, edited, signIn, failures] = within(
      screen.getByRole('table', { name: 'Bitácora' }),
    ).getAllByRole('row');
    const labels = (row: HTMLElement) =>
      within(row)
        .getAllByText(/^(Fecha|Persona|Acción|Detalle|Cambios|Dirección)$/)
        .map((label) => label.textContent);
    expect(labels(edited!)).toEqual([
      'Fecha',
      'Persona',
      'Acción',
      'Detalle',
      'Cambios',
      'Dirección',
    ]);
    expect(labels(signIn!)).toEqual(['Fecha', 'Persona', 'Acción', 'Detalle', 'Dirección']);
    expect(within(failures!).getByText('2001:db8:1:2::/64')).toBeVisible();
    expect(within(edited!).getByText('203.0.113.7')).toBeVisible();
  });

  it('shows each change as an item of its own, so no value can pass for another field', async () => {
    await renderLog();
    const [, edited] = within(screen.getByRole('table', { name: 'Bitácora' })).getAllByRole('row');
    const changes = within(edited!).getByRole('list', { name: 'Cambios' });
    const [concept, ...others] = within(changes).getAllByRole('listitem');
    // «Monto» is part of the concept's new value, not a change of amount.
    expect(others).toEqual([]);
    // The field in an element of its own, and each value in its own quotation.
    expect(concept!.firstElementChild).toHaveTextContent(/^Concepto$/);
    const [before, after, ...more] = Array.from(concept!.querySelectorAll('q'));
    expect(more).toEqual([]);
    expect(before).toHaveTextContent(/^Sitio$/);
    expect(after).toHaveTextContent(/^Sitio; Monto: \$10\.00 → \$99,999\.00$/);
    expect(within(concept!).queryByText(/^Monto/)).toBeNull();
    expect(within(edited!).getByText('factura CV-1042 de ana@ejemplo.mx')).toBeVisible();
  });

  it('shows the failed sign-ins a row counts as «×N», said as tries', async () => {
    await renderLog();
    const rows = within(screen.getByRole('table', { name: 'Bitácora' })).getAllByRole('row');
    const failures = rows.at(-1)!;
    expect(within(failures).getByText('×400')).toBeVisible();
    expect(within(failures).getByRole('cell', { name: /\(400 intentos\)/ })).toBeVisible();
    expect(within(failures).getByText('Cuenta desconocida')).toBeVisible();
    expect(within(rows[2]!).queryByText(/^×/)).toBeNull();
  });
});
