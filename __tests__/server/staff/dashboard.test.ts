/** @jest-environment node */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dashboardDataSchema, type DashboardData } from '@/lib/staff-area/staff-contract';
import { buildDashboardData } from '@/server/analytics/visit-report';
import { formatCsvCell } from '@/server/analytics/visit-report-text';
import { runVisitStatsCommand } from '@/server/analytics/visit-stats-cli';
import { recordVisitEvent } from '@/server/analytics/visits';
import { runInProcess } from '../../fixtures/in-process-command';
import { startStaffApi } from '../../fixtures/staff-api';
import { buildTestVisitEvent, noonInMexicoCity, seedVisitCounts } from '../../fixtures/visit-event';

const EMAIL = 'marta@codigoverde.mx';

/** `npm run estadisticas` on the API's visits file, in a folder of its own for the CSV. */
async function estadisticas(dir: string, args: string[]) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'dashboard-cli-'));
  const env = {
    ...process.env,
    VISITS_DB_PATH: path.join(dir, 'visits.db'),
    CLIENT_DB_PATH: path.join(dir, 'clients.db'),
  };
  const { stdout } = await runInProcess(runVisitStatsCommand, args, env, cwd);
  return { stdout, cwd };
}

/** The rows of one CSV section, without the section's name. */
const csvSection = (csv: string, title: string) =>
  csv
    .slice(1)
    .split('\r\n')
    .filter((line) => line.startsWith(`${title},`));

async function startSeededApi() {
  const api = startStaffApi();
  seedVisitCounts(api.visitsDb);
  await api.addStaff(EMAIL, 'lector');
  const { jar } = await api.signIn(EMAIL);
  return { api, jar };
}

describe("the staff dashboard's figures", () => {
  jest.setTimeout(60_000);

  const FILTERS: Record<string, string>[] = [
    {},
    { pagina: '/cache-navegador' },
    { origen: 'google.com' },
    { campana: 'noviembre', dispositivo: 'telefono' },
    { pagina: '/', lugar: 'portada' },
  ];

  it.each(FILTERS)(
    'equal what npm run estadisticas prints for the same days and filter %j',
    async (filters) => {
      const { api, jar } = await startSeededApi();
      const query = new URLSearchParams({
        desde: '2026-11-20',
        hasta: '2026-11-22',
        agrupar: 'dia',
        ...filters,
      });
      const response = await api.send(`/agencia/estadisticas?${query}`, { jar });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const data = dashboardDataSchema.parse(await response.json());
      const options = Object.entries(filters).flatMap(([key, value]) => [`--${key}`, value]);
      const { stdout, cwd } = await estadisticas(api.dir, [
        '--desde',
        '2026-11-20',
        '--hasta',
        '2026-11-22',
        '--csv',
        ...options,
      ]);
      const { totals, clicksCounted } = data;
      const rate = totals.visits === 0 ? '—' : totals.clicksPer100.toFixed(1);
      expect(stdout).toContain(
        `Visitas: ${totals.visits} · visitantes: ${totals.visitors ?? '—'} · clics en WhatsApp: ` +
          `${clicksCounted ? totals.clicks : '—'} · clics por cada 100 visitas: ${clicksCounted ? rate : '—'}`,
      );
      const commandCsv = readFileSync(
        path.join(cwd, 'estadisticas-2026-11-20-a-2026-11-22.csv'),
        'utf8',
      );
      const csvResponse = await api.send(`/agencia/estadisticas.csv?${query}`, { jar });
      expect(csvResponse.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      expect(csvResponse.headers.get('Content-Disposition')).toBe(
        'attachment; filename="estadisticas-2026-11-20-a-2026-11-22.csv"',
      );
      const apiCsv = await csvResponse.text();
      for (const title of [
        'Visitas por página',
        'Artículos más leídos',
        'Sitios de origen',
        'Campañas (utm)',
        'Dispositivos',
        'Clics en WhatsApp por página y lugar',
      ]) {
        expect(csvSection(apiCsv, title)).toEqual(csvSection(commandCsv, title));
      }
      expect(csvSection(commandCsv, 'Visitas por página')).toHaveLength(data.pages.length);
    },
  );

  it('compares with the previous period of the same length, by day, week or month', async () => {
    const { api, jar } = await startSeededApi();
    recordVisitEvent(
      api.visitsDb,
      buildTestVisitEvent({ occurredAt: noonInMexicoCity('2026-11-18'), visitorHash: 'z' }),
    );
    const read = async (params: Record<string, string>) => {
      const response = await api.send(`/agencia/estadisticas?${new URLSearchParams(params)}`, {
        jar,
      });
      return dashboardDataSchema.parse(await response.json());
    };
    const days: DashboardData = await read({
      desde: '2026-11-20',
      hasta: '2026-11-22',
      agrupar: 'dia',
    });
    expect(days.previous).toEqual({
      from: '2026-11-17',
      to: '2026-11-19',
      kind: 'dias',
      until: null,
    });
    expect(days.previousTotals).toEqual({ visits: 1, visitors: 1, clicks: 0, clicksPer100: 0 });
    expect(days.totals).toEqual({ visits: 6, visitors: 4, clicks: 3, clicksPer100: 50 });
    expect(days.clicksCounted).toBe(true);
    // The server's day is 2026-11-20: it and the days after it are under way.
    expect(days.series).toEqual(
      [
        ['2026-11-20', 4, 2, '2026-11-17', 0, 0],
        ['2026-11-21', 1, 0, '2026-11-18', 1, 0],
        ['2026-11-22', 1, 1, '2026-11-19', 0, 0],
      ].map(([start, visits, clicks, before, previousVisits, previousClicks]) => ({
        start,
        end: start,
        partial: 'en-curso',
        visits,
        clicks,
        previousDays: { from: before, to: before },
        previousVisits,
        previousClicks,
      })),
    );
    const period = { desde: '2026-11-20', hasta: '2026-11-22', agrupar: 'dia' };
    // A click keeps no source: under a source filter the clicks are not counted, not 0.
    const bySource = await read({ ...period, origen: 'google.com' });
    expect(bySource.totals).toEqual({ visits: 2, visitors: null, clicks: 0, clicksPer100: 0 });
    expect(bySource.clicksCounted).toBe(false);
    expect((await read({ ...period, pagina: '/cache-navegador' })).totals).toEqual({
      visits: 2,
      visitors: 1,
      clicks: 1,
      clicksPer100: 50,
    });
    const place = await read({ ...period, lugar: 'portada' });
    expect(place.totals).toMatchObject({ visits: 6, clicks: 1 });
    expect(place.places).toEqual([{ path: '/', place: 'portada', clicks: 1 }]);
    // 2026-11-16 is a Monday: weeks start on Mondays, the first one at the period's first day,
    // a Thursday, so it counts 4 of its days and says so.
    const weeks = await read({ desde: '2026-11-12', hasta: '2026-11-25', agrupar: 'semana' });
    // The server's day is 2026-11-20: the week that holds it, and any after, are under way.
    const partial = (data: DashboardData) =>
      data.series.map((point) => [point.start, point.end, point.visits, point.partial]);
    expect(partial(weeks)).toEqual([
      ['2026-11-12', '2026-11-15', 0, 'recortado'],
      ['2026-11-16', '2026-11-22', 7, 'en-curso'],
      ['2026-11-23', '2026-11-25', 0, 'en-curso'],
    ]);
    // Each week meets the same days 14 days before: the first, 4 days.
    expect(weeks.series[0]?.previousDays).toEqual({ from: '2026-10-29', to: '2026-11-01' });
    const months = await read({ desde: '2026-09-15', hasta: '2026-11-30', agrupar: 'mes' });
    expect(partial(months)).toEqual([
      ['2026-09-15', '2026-09-30', 0, 'recortado'],
      ['2026-10-01', '2026-10-31', 1, null],
      ['2026-11-01', '2026-11-30', 7, 'en-curso'],
    ]);
    // A month the period ends inside is cut, even in the past.
    const cut = await read({ desde: '2026-09-01', hasta: '2026-10-15', agrupar: 'mes' });
    expect(cut.series.map((point) => point.partial)).toEqual([null, 'recortado']);
    expect(months.previous).toEqual({
      from: '2026-06-30',
      to: '2026-09-14',
      kind: 'dias',
      until: null,
    });
    expect(
      buildDashboardData(
        api.visitsDb,
        { desde: '2026-11-20', hasta: '2026-11-22', agrupar: 'dia' },
        api.clock.now,
      ),
    ).toEqual(days);
  });

  it('refuses a bad period, grouping or filter with a 400, and needs a session', async () => {
    const { api, jar } = await startSeededApi();
    const bad = [
      'desde=2026-11-22&hasta=2026-11-20&agrupar=dia',
      'desde=2026-02-30&hasta=2026-03-01&agrupar=dia',
      'desde=2020-01-01&hasta=2026-01-01&agrupar=mes',
      'desde=2026-11-20&hasta=2026-11-22&agrupar=hora',
      `desde=2026-11-20&hasta=2026-11-22&agrupar=dia&pagina=${'a'.repeat(301)}`,
      'hasta=2026-11-22&agrupar=dia',
    ];
    for (const query of bad) {
      const response = await api.send(`/agencia/estadisticas?${query}`, { jar });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/periodo/);
    }
    const anonymous = await api.send(
      '/agencia/estadisticas.csv?desde=2026-11-20&hasta=2026-11-22&agrupar=dia',
    );
    expect(anonymous.status).toBe(401);
  });

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    expect(formatCsvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(formatCsvCell('+1')).toBe(`"'+1"`);
    expect(formatCsvCell('-2+3')).toBe(`"'-2+3"`);
    expect(formatCsvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(formatCsvCell('\tx')).toBe(`"'\tx"`);
    expect(formatCsvCell('google.com')).toBe('google.com');
    expect(formatCsvCell(-3)).toBe('-3');
    const { api, jar } = await startSeededApi();
    recordVisitEvent(
      api.visitsDb,
      buildTestVisitEvent({ utmSource: '=cmd|"/c calc"!A1', utmCampaign: 'ok' }),
    );
    const csv = await (
      await api.send('/agencia/estadisticas.csv?desde=2026-11-20&hasta=2026-11-22&agrupar=dia', {
        jar,
      })
    ).text();
    expect(csv).toContain(`Campañas (utm),"'=cmd|""/c calc""!A1",—,ok,1,0,0.0`);
  });
});
