import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffDashboard } from '@/components/staff-area/staff-dashboard';
import type { StaffMember } from '@/lib/staff-area/staff-contract';
import {
  auditEntries,
  dashboardData,
  staffManager,
  staffReader,
} from '../../fixtures/staff-dashboard';
import { answer } from '../../fixtures/json-response';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-26T18:00:00Z'), advanceTimers: true });
  window.history.replaceState(null, '', '/panel-agencia');
  global.fetch = jest.fn((url: RequestInfo | URL) =>
    String(url).startsWith('/api/agencia/auditoria')
      ? answer(200, { entries: auditEntries, next: null })
      : answer(200, dashboardData),
  ) as typeof fetch;
});

afterEach(() => jest.useRealTimers());

async function renderDashboard(staff: StaffMember = staffReader) {
  render(<StaffDashboard staff={staff} onExpired={jest.fn()} />);
  await screen.findByText('1,240');
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const apiCalls = () => jest.mocked(global.fetch).mock.calls.map(([url]) => String(url));

describe('staff dashboard', () => {
  it('shows the figures with their change and the labels as counted', async () => {
    await renderDashboard();
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div');
    expect(figure('Visitantes (distintos por día)')).toHaveTextContent('1,012');
    expect(figure('Clics por cada 100 visitas')).toHaveTextContent(
      '+0.3 puntos frente al periodo anterior',
    );
    expect(figure('Visitas')).toHaveTextContent('1,240▲ +12.7 % frente al periodo anterior');
    expect(figure('Clics en WhatsApp')).toHaveTextContent('31');
  });

  it('says visitors are not counted under a filter that has no figure for them', async () => {
    const filtered = {
      ...dashboardData,
      totals: { ...dashboardData.totals, visitors: null },
      previousTotals: { ...dashboardData.previousTotals, visitors: null },
      pages: dashboardData.pages.map((page) => ({ ...page, visitors: null })),
    };
    jest.mocked(global.fetch).mockImplementation(() => answer(200, filtered));
    await renderDashboard();
    const figure = screen.getByText('Visitantes (distintos por día)', { selector: 'dt' });
    expect(figure.closest('div')).toHaveTextContent(
      /^Visitantes \(distintos por día\)— No se cuentan con este filtro$/,
    );
  });

  it('says clicks are not counted under a source filter, never a 0 with no change', async () => {
    window.history.replaceState(null, '', '/panel-agencia?origen=google.com');
    await renderDashboard();
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div');
    for (const term of ['Clics en WhatsApp', 'Clics por cada 100 visitas']) {
      expect(figure(term)).toHaveTextContent(
        new RegExp(`^${term}— No se cuentan con este filtro$`),
      );
    }
    expect(figure('Visitas')).toHaveTextContent('1,240');
  });

  it('keeps the period in the URL and asks the API for its days', async () => {
    const user = await renderDashboard();
    expect(apiCalls()[0]).toBe(
      '/api/agencia/estadisticas?desde=2026-10-28&hasta=2026-11-26&agrupar=dia',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), 'Últimos 7 días');
    expect(window.location.search).toBe('?periodo=7d');
    expect(apiCalls().at(-1)).toBe(
      '/api/agencia/estadisticas?desde=2026-11-20&hasta=2026-11-26&agrupar=dia',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), 'Otras fechas');
    const from = screen.getByLabelText('Desde');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Aplicar fechas' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige dos fechas');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Aplicar fechas' }));
    expect(window.location.search).toBe('?periodo=personalizado&desde=2026-11-01&hasta=2026-11-26');
  });

  it('filters by rows of several tables, shows removable chips and keeps them in the URL', async () => {
    const user = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Filtrar por la página /sistema-rifas' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar por el origen google.com' }));
    expect(new URLSearchParams(window.location.search).get('pagina')).toBe('/sistema-rifas');
    expect(new URLSearchParams(window.location.search).get('origen')).toBe('google.com');
    expect(apiCalls().at(-1)).toContain('&pagina=%2Fsistema-rifas&origen=google.com');
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      '/api/agencia/estadisticas.csv?desde=2026-10-28&hasta=2026-11-26&agrupar=dia&pagina=%2Fsistema-rifas&origen=google.com',
    );

    await user.click(screen.getByRole('button', { name: 'Quitar filtro Página: /sistema-rifas' }));
    expect(window.location.search).toBe('?origen=google.com');
    expect(screen.queryByRole('button', { name: /Quitar filtro Página/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Quitar filtro Origen: google.com' })).toBeVisible();
  });

  it('counts the conversations each service page started, with the previous period, each row a filter', async () => {
    const user = await renderDashboard();
    const table = screen.getByRole('region', { name: 'Conversaciones por servicio' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The row's name, then its cells (a phone shows those after the first under the name).
    const readRow = (row: HTMLElement) =>
      [within(row).getByRole('button'), ...within(row).getAllByRole('cell')]
        .map((cell) => cell.textContent)
        .join('');
    expect(rows.map(readRow)).toEqual([
      'chatbots-whatsapp-ia120' + '6' + '5.0' + '2.2 (2 de 90)',
      'asesoria-seo450' + '0.0' + 'sin visitas',
    ]);
    await user.click(
      within(table).getByRole('button', {
        name: 'Filtrar por la página /servicios/chatbots-whatsapp-ia',
      }),
    );
    expect(new URLSearchParams(window.location.search).get('pagina')).toBe(
      '/servicios/chatbots-whatsapp-ia',
    );
  });

  it('makes each filter a history entry that Back undoes', async () => {
    const user = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Filtrar por el origen google.com' }));
    expect(window.location.search).toContain('origen=google.com');
    window.history.back();
    await waitFor(() => expect(window.location.search).not.toContain('origen'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Quitar filtro Origen/ })).toBeNull(),
    );
    expect(apiCalls().at(-1)).not.toContain('origen');
  });

  it('reads a bookmarked view from the URL', async () => {
    window.history.replaceState(null, '', '/panel-agencia?periodo=90d&dispositivo=movil');
    await renderDashboard();
    expect(apiCalls()[0]).toBe(
      '/api/agencia/estadisticas?desde=2026-08-29&hasta=2026-11-26&agrupar=semana&dispositivo=movil',
    );
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveValue('90d');
    expect(screen.getByRole('button', { name: 'Quitar filtro Dispositivo: movil' })).toBeVisible();
  });

  it('draws both charts with a title and description, and shows their numbers as a table', async () => {
    const user = await renderDashboard();
    const visits = screen.getByRole('img', { name: /^Visitas/ });
    expect(visits).toHaveAccessibleName(
      'Visitas Desde 20 nov hasta 26 nov: 1,240 en este periodo y 1,100 en el anterior. Desde 26 nov el periodo sigue en curso: cuenta solo lo que va.',
    );
    // The previous period's line, this period's finished days, and today's dotted.
    expect(visits.querySelectorAll('path')).toHaveLength(3);
    expect(screen.getAllByText('En curso')).toHaveLength(2);
    const figure = visits.closest('figure')!;
    // Whole counts on the axis (the data's top is 200), and days spread along it.
    expect(within(figure).getByText('100')).toBeInTheDocument();
    for (const day of ['20 nov', '22 nov', '23 nov', '25 nov', '26 nov'])
      expect(within(figure).getByText(day)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Clics en WhatsApp/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ver como tabla' }));
    expect(screen.getByRole('button', { name: 'Ver como tabla' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = screen.getByRole('table', { name: 'Visitas y clics en WhatsApp en el tiempo' });
    const firstRow = within(table).getAllByRole('row')[1];
    expect(firstRow).toHaveTextContent('20 nov160150' + '43');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('26 nov (en curso)');
    expect(screen.queryByRole('img', { name: /^Visitas/ })).toBeNull();
  });

  it('shows the audit log to a manager only', async () => {
    await renderDashboard(staffManager);
    expect(
      await screen.findByRole('heading', { name: 'Bitácora de accesos y acciones' }),
    ).toBeVisible();
    expect(await screen.findByText('Cuenta desconocida')).toBeVisible();
  });

  it('neither shows nor asks for the audit log for a reader', async () => {
    await renderDashboard(staffReader);
    expect(screen.queryByRole('heading', { name: 'Bitácora de accesos y acciones' })).toBeNull();
    expect(apiCalls().some((url) => url.includes('auditoria'))).toBe(false);
  });
});
