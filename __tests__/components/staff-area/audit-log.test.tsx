import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditLog } from '@/components/staff-area/audit-log';
import { auditEntries } from '../../fixtures/staff-dashboard';
import { answer } from '../../fixtures/json-response';

const calls = () => jest.mocked(global.fetch).mock.calls.map(([url]) => String(url));

// Two pages: the first ends on the entry whose cursor is OLDER, the second is the last.
const OLDER = '1795708680000-17-0';

beforeEach(() => {
  global.fetch = jest.fn((url: RequestInfo | URL) => {
    const cursor = new URL(String(url), 'http://sitio').searchParams.get('antes');
    return answer(200, { entries: auditEntries, next: cursor === null ? OLDER : null });
  }) as typeof fetch;
});

describe('the audit log', () => {
  it('filters by kind, person and subject, and pages back and forth', async () => {
    const user = userEvent.setup();
    render(<AuditLog onExpired={jest.fn()} />);
    const table = await screen.findByRole('region', { name: 'Bitácora' });
    expect(within(table).getAllByText('mariana@codigoverde.mx')[0]).toBeVisible();
    expect(calls()).toEqual(['/api/agencia/auditoria']);

    const filters = screen.getByRole('form', { name: 'Filtrar la bitácora' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Tipo' }), 'Cambios');
    await user.type(within(filters).getByRole('searchbox', { name: 'Persona' }), 'marta');
    await user.type(
      within(filters).getByRole('searchbox', { name: 'Cliente, factura o dominio' }),
      'CV-1042',
    );
    await user.click(within(filters).getByRole('button', { name: 'Filtrar' }));
    await screen.findAllByRole('row');
    expect(calls().at(-1)).toBe('/api/agencia/auditoria?tipo=cambio&persona=marta&sobre=CV-1042');

    const pages = screen.getByRole('navigation', { name: 'Páginas de la bitácora' });
    expect(within(pages).getByRole('button', { name: 'Más recientes' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Más antiguas' }));
    expect(await within(pages).findByText('Página 2')).toBeVisible();
    expect(calls().at(-1)).toBe(
      `/api/agencia/auditoria?tipo=cambio&persona=marta&sobre=CV-1042&antes=${OLDER}`,
    );
    expect(within(pages).getByRole('button', { name: 'Más antiguas' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Más recientes' }));
    const first = await screen.findByRole('navigation', { name: 'Páginas de la bitácora' });
    expect(await within(first).findByText('Página 1')).toBeVisible();
    expect(calls().at(-1)).toBe('/api/agencia/auditoria?tipo=cambio&persona=marta&sobre=CV-1042');
  });

  it('shows each change as an item of its own, so no value can pass for another field', async () => {
    render(<AuditLog onExpired={jest.fn()} />);
    const table = await screen.findByRole('region', { name: 'Bitácora' });
    const [, edited] = within(table).getAllByRole('row');
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
    expect(within(edited!).getByText('desde 203.0.113.7')).toBeVisible();
  });

  it('shows the failed sign-ins a row counts as «×N»', async () => {
    render(<AuditLog onExpired={jest.fn()} />);
    const table = await screen.findByRole('region', { name: 'Bitácora' });
    const failures = within(table).getAllByRole('row').at(-1)!;
    expect(within(failures).getByText('×400')).toBeVisible();
    expect(within(failures).getByText('Cuenta desconocida')).toBeVisible();
    expect(within(failures).getByText('desde 2001:db8:1:2::/64')).toBeVisible();
    const [signIn] = within(table).getAllByRole('row').slice(2);
    expect(within(signIn!).queryByText(/^×/)).toBeNull();
  });
});
