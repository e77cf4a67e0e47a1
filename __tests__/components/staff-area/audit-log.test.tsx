import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditLog } from '@/components/staff-area/audit-log';
import { auditEntries } from '../../fixtures/staff-dashboard';
import { answer } from '../../fixtures/json-response';

const calls = () => jest.mocked(global.fetch).mock.calls.map(([url]) => String(url));

beforeEach(() => {
  global.fetch = jest.fn((url: RequestInfo | URL) => {
    const page = Number(new URL(String(url), 'http://sitio').searchParams.get('pagina') ?? 1);
    return answer(200, { entries: auditEntries, page, hasMore: page < 2 });
  }) as typeof fetch;
});

describe('the audit log', () => {
  it('filters by kind, person and subject, and pages back and forth', async () => {
    const user = userEvent.setup();
    render(<AuditLog onExpired={jest.fn()} />);
    const table = await screen.findByRole('region', { name: 'Bitácora' });
    expect(within(table).getByText('mariana@codigoverde.mx')).toBeVisible();
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
      '/api/agencia/auditoria?tipo=cambio&persona=marta&sobre=CV-1042&pagina=2',
    );
    expect(within(pages).getByRole('button', { name: 'Más antiguas' })).toBeDisabled();
  });
});
