import {
  buildDashboardQuery,
  readDashboardView,
  resolvePeriodDays,
  writeDashboardView,
} from '@/lib/staff-area/dashboard-view';

const TODAY = '2026-11-26';

describe('dashboard view in the URL', () => {
  it('reads the default view from an empty query and writes it back as nothing', () => {
    const view = readDashboardView('');
    expect(view).toEqual({ period: '30d', filters: {} });
    expect(writeDashboardView(view)).toBe('');
  });

  it('keeps period, custom days, grouping and several filters through a round trip', () => {
    const search =
      '?periodo=personalizado&desde=2026-10-01&hasta=2026-10-31&agrupar=semana&pagina=%2Fblog&origen=google.com';
    const view = readDashboardView(search);
    expect(view).toEqual({
      period: 'personalizado',
      from: '2026-10-01',
      to: '2026-10-31',
      grouping: 'semana',
      filters: { pagina: '/blog', origen: 'google.com' },
    });
    expect(readDashboardView(writeDashboardView(view))).toEqual(view);
  });

  it('falls back to the default for unknown periods and impossible or reversed days', () => {
    expect(readDashboardView('?periodo=siempre').period).toBe('30d');
    expect(
      readDashboardView('?periodo=personalizado&desde=2026-02-30&hasta=2026-03-01').period,
    ).toBe('30d');
    expect(
      readDashboardView('?periodo=personalizado&desde=2026-03-02&hasta=2026-03-01').period,
    ).toBe('30d');
    expect(readDashboardView('?agrupar=anio&otro=1')).toEqual({ period: '30d', filters: {} });
  });

  it('turns each period into its days, today included', () => {
    const days = (search: string) => resolvePeriodDays(readDashboardView(search), TODAY);
    expect(days('?periodo=hoy')).toEqual({ from: TODAY, to: TODAY });
    expect(days('?periodo=7d')).toEqual({ from: '2026-11-20', to: TODAY });
    expect(days('')).toEqual({ from: '2026-10-28', to: TODAY });
    expect(days('?periodo=90d')).toEqual({ from: '2026-08-29', to: TODAY });
    expect(days('?periodo=12m')).toEqual({ from: '2025-12-01', to: TODAY });
  });

  it('asks the API for the days, a grouping that fits them and the filters', () => {
    expect(buildDashboardQuery(readDashboardView('?periodo=7d&dispositivo=movil'), TODAY)).toBe(
      'desde=2026-11-20&hasta=2026-11-26&agrupar=dia&dispositivo=movil',
    );
    expect(buildDashboardQuery(readDashboardView('?periodo=90d'), TODAY)).toContain(
      'agrupar=semana',
    );
    expect(buildDashboardQuery(readDashboardView('?periodo=12m'), TODAY)).toContain('agrupar=mes');
    expect(buildDashboardQuery(readDashboardView('?periodo=12m&agrupar=dia'), TODAY)).toContain(
      'agrupar=dia',
    );
  });
});
