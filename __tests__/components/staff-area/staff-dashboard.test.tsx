import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffDashboard } from '@/components/staff-area/staff-dashboard';
import type { DashboardData, StaffMember } from '@/lib/staff-area/staff-contract';
import {
  auditEntries,
  dashboardData,
  serviceNames,
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
  render(<StaffDashboard staff={staff} onExpired={jest.fn()} serviceNames={serviceNames} />);
  await screen.findByText('1,240');
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const apiCalls = () => jest.mocked(global.fetch).mock.calls.map(([url]) => String(url));

/** Answers the dashboard's request with `data` (the audit log as before). */
function answerWith(data: DashboardData) {
  jest
    .mocked(global.fetch)
    .mockImplementation((url: RequestInfo | URL) =>
      String(url).startsWith('/api/agencia/auditoria')
        ? answer(200, { entries: auditEntries, next: null })
        : answer(200, data),
    );
}

/** A row's cells as text: its name (a button's, or the header cell's), then each figure. */
const readRow = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent),
];

/** Twelve months up to 1 December 2026 (today), each against the same month a year before. */
const twelveMonths: DashboardData = {
  ...dashboardData,
  period: { from: '2026-01-01', to: '2026-12-01' },
  grouping: 'mes',
  previous: { from: '2025-01-01', to: '2025-12-01', kind: 'meses', until: null },
  series: Array.from({ length: 12 }, (_, index) => {
    const month = String(index + 1).padStart(2, '0');
    const last = index === 11;
    const end = last
      ? '2026-12-01'
      : new Date(Date.UTC(2026, index + 1, 0)).toISOString().slice(0, 10);
    return {
      start: `2026-${month}-01`,
      end,
      partial: last ? ('en-curso' as const) : null,
      visits: last ? 310 : 6000 + index * 250,
      clicks: last ? 9 : 150 + index * 5,
      previousDays: { from: `2025-${month}-01`, to: end.replace('2026', '2025') },
      previousVisits: last ? 290 : 4000 + index * 300,
      previousClicks: last ? 7 : 100 + index * 4,
    };
  }),
};

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

  it('shows uncounted clicks as a dash everywhere and draws no line for them', async () => {
    window.history.replaceState(null, '', '/panel-agencia?origen=google.com');
    answerWith({ ...dashboardData, clicksCounted: false, places: [] });
    const user = await renderDashboard();
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div');
    for (const term of ['Clics en WhatsApp', 'Clics por cada 100 visitas']) {
      expect(figure(term)).toHaveTextContent(
        new RegExp(`^${term}— No se cuentan con este filtro$`),
      );
    }
    expect(figure('Visitas')).toHaveTextContent('1,240');
    // The visits' chart, and no chart of clicks: a sentence says why.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Visitas' })).toBeVisible();
    expect(screen.getByText(/^No se cuentan con el filtro por origen/)).toBeVisible();
    const pages = screen.getByRole('region', { name: 'Páginas' });
    expect(readRow(within(pages).getAllByRole('row')[1]!)).toEqual(['/', '520', '430', '—', '—']);
    const services = screen.getByRole('region', { name: 'Conversaciones por servicio' });
    expect(readRow(within(services).getAllByRole('row')[1]!)).toEqual([
      'Chatbots para WhatsApp e IA avanzada',
      '120',
      '—',
      '—',
      '90',
      '—',
      '—',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Lugares de WhatsApp' })).getByText(
        /^Los clics no se cuentan con el filtro por origen/,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ver como tabla' }));
    const table = screen.getByRole('table', { name: 'Visitas y clics en WhatsApp en el tiempo' });
    expect(readRow(within(table).getAllByRole('row')[1]!)).toEqual([
      '20 nov',
      '160',
      '—',
      '13 nov 2026',
      '150',
      '—',
    ]);
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

  it("counts the conversations each service page started by the service's name, beside the previous period, each row a filter", async () => {
    const user = await renderDashboard();
    const table = screen.getByRole('region', { name: 'Conversaciones por servicio' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Servicio',
      'Visitas',
      'Clics',
      'Clics por 100 visitas',
      'Visitas antes',
      'Clics antes',
      'Clics por 100 antes',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(readRow)).toEqual([
      ['Chatbots para WhatsApp e IA avanzada', '120', '6', '5.0', '90', '2', '2.2'],
      ['Asesoría SEO', '45', '0', '0.0', '0', '0', '—'],
    ]);
    // Each figure carries its column's name, for the cards a phone shows.
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(
      within(table)
        .getAllByRole('columnheader')
        .slice(1)
        .map((header) => header.textContent),
    );
    await user.click(
      within(table).getByRole('button', {
        name: 'Filtrar por el servicio Chatbots para WhatsApp e IA avanzada',
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

  it('draws both charts with a name and description, today as a hollow mark, and shows their numbers as a table', async () => {
    const user = await renderDashboard();
    const visits = screen.getByRole('img', { name: 'Visitas' });
    expect(visits).toHaveAccessibleDescription(
      'Desde 20 nov hasta 26 nov: 1,240 en este periodo y 1,100 en el anterior. Puntos parciales, que cuentan solo sus días: 26 nov: en curso.',
    );
    // Each line runs through the six whole days; today is a ring of its own, and so is its
    // counterpart, never the end of a line that falls.
    expect(visits.querySelectorAll('path')).toHaveLength(2);
    const [previousLine, currentLine] = [...visits.querySelectorAll('path')];
    expect(currentLine?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(6);
    expect(previousLine?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(6);
    expect(
      [...visits.querySelectorAll('[data-line]')].map((mark) => mark.getAttribute('data-line')),
    ).toEqual(['previous', 'current']);
    expect(screen.getAllByText('Parcial: en curso o con menos días')).toHaveLength(2);
    const figure = visits.closest('figure')!;
    // Whole counts on the axis (the data's top is 200), and days spread along it.
    expect(within(figure).getByText('100')).toBeInTheDocument();
    for (const day of ['20 nov', '22 nov', '23 nov', '25 nov', '26 nov'])
      expect(within(figure).getByText(day)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Clics en WhatsApp' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ver como tabla' }));
    expect(screen.getByRole('button', { name: 'Ver como tabla' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = screen.getByRole('table', { name: 'Visitas y clics en WhatsApp en el tiempo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(readRow(rows[0]!)).toEqual(['20 nov', '160', '4', '13 nov 2026', '150', '3']);
    expect(readRow(rows.at(-1)!)).toEqual([
      '26 nov (en curso)',
      '190',
      '4',
      '19 nov 2026',
      '155',
      '3',
    ]);
    expect(screen.queryByRole('img', { name: 'Visitas' })).toBeNull();
  });

  it('compares twelve months with the same months a year before, the month under way marked', async () => {
    window.history.replaceState(null, '', '/panel-agencia?periodo=12m');
    answerWith(twelveMonths);
    const user = await renderDashboard();
    expect(screen.getByText(/^Del periodo/)).toHaveTextContent(
      'Del periodo 1 ene 2026 – 1 dic 2026, comparado con 1 ene 2025 – 1 dic 2025: cada mes con el mismo mes del año anterior. Hoy cuenta solo hasta ahora.',
    );
    const visits = screen.getByRole('img', { name: 'Visitas' });
    expect(visits).toHaveAccessibleDescription(
      /Puntos parciales, que cuentan solo sus días: 1 dic: en curso\.$/,
    );
    // Eleven whole months joined; December so far is a ring, not a plunge.
    const [, currentLine] = [...visits.querySelectorAll('path')];
    expect(currentLine?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(11);
    for (const month of ['ene', 'abr', 'jul', 'sep', 'dic'])
      expect(within(visits.closest('figure')!).getByText(month)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver como tabla' }));
    const table = screen.getByRole('table', { name: 'Visitas y clics en WhatsApp en el tiempo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(readRow(rows[10]!)).toEqual(['nov 2026', '8,500', '200', 'nov 2025', '7,000', '140']);
    expect(readRow(rows[11]!)).toEqual([
      '1 dic 2026 (en curso)',
      '310',
      '9',
      '1 dic 2025',
      '290',
      '7',
    ]);
  });

  it("compares today so far with yesterday up to the same time, without yesterday's visitors", async () => {
    window.history.replaceState(null, '', '/panel-agencia?periodo=hoy');
    answerWith({
      ...dashboardData,
      period: { from: '2026-11-26', to: '2026-11-26' },
      previous: {
        from: '2026-11-25',
        to: '2026-11-25',
        kind: 'misma-hora',
        until: '2026-11-26T00:00:00.000Z',
      },
      totals: { visits: 120, visitors: 96, clicks: 3, clicksPer100: 2.5 },
      previousTotals: { visits: 110, visitors: null, clicks: 2, clicksPer100: 1.8 },
      series: [
        {
          start: '2026-11-26',
          end: '2026-11-26',
          partial: 'en-curso',
          visits: 120,
          clicks: 3,
          previousDays: { from: '2026-11-25', to: '2026-11-25' },
          previousVisits: 110,
          previousClicks: 2,
        },
      ],
    });
    render(
      <StaffDashboard staff={staffReader} onExpired={jest.fn()} serviceNames={serviceNames} />,
    );
    expect(await screen.findByText(/^Hoy,/)).toHaveTextContent(
      'Hoy, 26 nov 2026, hasta las 18:00, comparado con ayer, 25 nov 2026, hasta la misma hora.',
    );
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div');
    expect(figure('Visitas')).toHaveTextContent(
      /^Visitas120▲ \+9\.1 % frente a ayer a la misma hora$/,
    );
    expect(figure('Visitantes (distintos por día)')).toHaveTextContent(
      /^Visitantes \(distintos por día\)96 Sin dato de ayer a esta hora$/,
    );
    // One point under way, and its counterpart: two rings, no line.
    const visits = screen.getByRole('img', { name: 'Visitas' });
    expect(visits.querySelectorAll('path')).toHaveLength(0);
    expect(visits.querySelectorAll('[data-line]')).toHaveLength(2);
  });

  it('points a manager to the audit log, which has a page of its own', async () => {
    await renderDashboard(staffManager);
    expect(screen.getByRole('link', { name: 'bitácora' })).toHaveAttribute(
      'href',
      '/panel-agencia/bitacora',
    );
    expect(apiCalls().some((url) => url.includes('auditoria'))).toBe(false);
  });

  it('neither points a reader to the audit log nor asks for it', async () => {
    await renderDashboard(staffReader);
    expect(screen.queryByRole('link', { name: 'bitácora' })).toBeNull();
    expect(apiCalls().some((url) => url.includes('auditoria'))).toBe(false);
  });
});
