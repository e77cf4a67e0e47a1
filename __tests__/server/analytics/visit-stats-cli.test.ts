/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { openVisitsDatabase } from '@/server/analytics/database';
import { runVisitStatsCommand } from '@/server/analytics/visit-stats-cli';
import { recordVisitEvent } from '@/server/analytics/visits';
import { runInProcess } from '../../fixtures/in-process-command';
import { buildTestVisitEvent, seedVisitCounts } from '../../fixtures/visit-event';

const run = promisify(execFile);

/** A visits database file seeded with the shared four days of counts. */
function seedDatabase(): string {
  const dbPath = path.join(mkdtempSync(path.join(tmpdir(), 'visit-stats-')), 'visits.db');
  const db = openVisitsDatabase(dbPath, null);
  seedVisitCounts(db);
  db.close();
  return dbPath;
}

const commandEnv = (dbPath: string) => ({
  ...process.env,
  VISITS_DB_PATH: dbPath,
  CLIENT_DB_PATH: path.join(path.dirname(dbPath), 'clients.db'),
});

/** Runs the report command in this process, in `cwd`, against a visits database file. */
function estadisticas(dbPath: string, args: string[], cwd?: string) {
  return runInProcess(runVisitStatsCommand, args, commandEnv(dbPath), cwd);
}

/**
 * Runs the command the way docs/equipo.md shows, as a process of its own in `cwd`: its arguments,
 * its environment, its output and the file it writes where it runs.
 */
function estadisticasProcess(dbPath: string, args: string[], cwd: string) {
  return run(
    path.join(process.cwd(), 'node_modules', '.bin', 'tsx'),
    [path.join(process.cwd(), 'server', 'analytics', 'visit-stats-cli.ts'), ...args],
    { env: commandEnv(dbPath), cwd },
  );
}

describe('npm run estadisticas', () => {
  jest.setTimeout(60_000);

  it('prints visits per page, articles, referrers, campaigns and WhatsApp clicks in Spanish', async () => {
    const { stdout } = await estadisticas(seedDatabase(), [
      '--desde',
      '2026-11-20',
      '--hasta',
      '2026-11-22',
    ]);
    expect(stdout).toContain('Estadísticas de visitas del 2026-11-20 al 2026-11-22');
    expect(stdout).toContain(
      'Visitas: 6 · visitantes: 4 · clics en WhatsApp: 3 · clics por cada 100 visitas: 50.0',
    );
    const lines = stdout.split('\n');
    const section = (title: string) => {
      const start = lines.indexOf(title);
      return lines.slice(start + 1, lines.indexOf('', start));
    };
    expect(section('Visitas por página').map((line) => line.split(/\s{2,}/))).toEqual([
      ['PÁGINA', 'VISITAS', 'VISITANTES', 'CLICS WHATSAPP', 'CLICS POR 100 VISITAS'],
      ['/', '2', '2', '1', '50.0'],
      ['/cache-navegador', '2', '1', '1', '50.0'],
      ['/sobre-nosotros', '1', '1', '1', '100.0'],
      ['/guia-completa-hosting', '1', '1', '0', '0.0'],
    ]);
    expect(section('Artículos más leídos').map((line) => line.split(/\s{2,}/)[0])).toEqual([
      'ARTÍCULO',
      '/cache-navegador',
      '/guia-completa-hosting',
    ]);
    expect(section('Sitios de origen').map((line) => line.split(/\s{2,}/))).toEqual([
      ['ORIGEN', 'VISITAS'],
      ['directo o sin origen', '3'],
      ['google.com', '2'],
      ['facebook.com', '1'],
    ]);
    expect(section('Campañas (utm)').map((line) => line.split(/\s{2,}/))).toEqual([
      ['FUENTE', 'MEDIO', 'CAMPAÑA', 'VISITAS', 'CLICS WHATSAPP', 'CLICS POR 100 VISITAS'],
      ['facebook', '—', '—', '1', '1', '100.0'],
      ['facebook', '—', 'noviembre', '1', '0', '0.0'],
    ]);
    expect(section('Dispositivos').map((line) => line.split(/\s{2,}/))).toEqual([
      ['DISPOSITIVO', 'VISITAS'],
      ['teléfono', '5'],
      ['escritorio', '1'],
    ]);
    expect(
      section('Clics en WhatsApp por página y lugar').map((line) => line.split(/\s{2,}/)),
    ).toEqual([
      ['PÁGINA', 'LUGAR', 'CLICS'],
      ['/', 'portada', '1'],
      ['/cache-navegador', 'banda-cta', '1'],
      ['/sobre-nosotros', 'pie', '1'],
    ]);
    expect(stdout).not.toContain('/blog');
  });

  // The one test that starts the command as its own process, as the agency does.
  it('writes the same report as CSV with --csv', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'visit-stats-csv-'));
    const { stdout } = await estadisticasProcess(
      seedDatabase(),
      ['--desde', '2026-11-20', '--hasta', '2026-11-22', '--csv'],
      cwd,
    );
    const file = 'estadisticas-2026-11-20-a-2026-11-22.csv';
    expect(stdout).toContain(`CSV escrito en ${file}.`);
    const csv = readFileSync(path.join(cwd, file), 'utf8');
    expect(csv.startsWith('\uFEFFSECCIÓN,PÁGINA,VISITAS')).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows).toContain('Visitas por página,/,2,2,1,50.0');
    expect(rows).toContain('Sitios de origen,directo o sin origen,3');
    expect(rows).toContain('Clics en WhatsApp por página y lugar,/cache-navegador,banda-cta,1');
  });

  it('narrows the report by page, source, campaign, device and WhatsApp place', async () => {
    const { stdout } = await estadisticas(seedDatabase(), [
      '--desde',
      '2026-11-20',
      '--hasta',
      '2026-11-22',
      '--origen',
      'google.com',
      '--dispositivo',
      'escritorio',
    ]);
    expect(stdout).toContain('Filtros: origen google.com, dispositivo escritorio');
    // A click keeps no source: under a source filter its figures are a dash, not 0.
    expect(stdout).toContain(
      'Visitas: 1 · visitantes: — · clics en WhatsApp: — · clics por cada 100 visitas: —',
    );
    const page = await estadisticas(seedDatabase(), [
      '--desde',
      '2026-11-20',
      '--hasta',
      '2026-11-22',
      '--pagina',
      '/cache-navegador',
    ]);
    expect(page.stdout).toContain(
      'Visitas: 2 · visitantes: 1 · clics en WhatsApp: 1 · clics por cada 100 visitas: 50.0',
    );
  });

  it('says when there is nothing to count, and refuses a bad date', async () => {
    const dbPath = seedDatabase();
    const { stdout } = await estadisticas(dbPath, [
      '--desde',
      '2025-01-01',
      '--hasta',
      '2025-01-31',
    ]);
    expect(stdout).toContain('Sin visitas en estas fechas.');
    await expect(estadisticas(dbPath, ['--desde', '2026-02-30'])).rejects.toMatchObject({
      stderr: expect.stringContaining('--desde: debe ser una fecha AAAA-MM-DD'),
    });
    await expect(
      estadisticas(dbPath, ['--desde', '2026-11-22', '--hasta', '2026-11-20']),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('--desde debe ser igual o anterior'),
    });
  });

  it('keeps a formula out of the spreadsheet and control characters out of the terminal', async () => {
    // Values stored before the API limited campaign tags, or written by hand.
    const dbPath = path.join(mkdtempSync(path.join(tmpdir(), 'visit-stats-')), 'visits.db');
    const db = openVisitsDatabase(dbPath, null);
    const hostile = [
      {
        utmSource: '@SUMA(1+1)',
        utmMedium: '-2+3',
        utmCampaign: '=HYPERLINK("http://malo.mx","clic")',
      },
      { utmSource: '+cmd', utmMedium: '\tpestaña', utmCampaign: '\rretorno' },
      {
        utmSource: 'borra\u001b[2Jpantalla',
        utmMedium: 'al\u202erevés',
        utmCampaign: 'linea\nfalsa',
      },
    ];
    hostile.forEach((tags) => recordVisitEvent(db, buildTestVisitEvent(tags)));
    db.close();
    const cwd = mkdtempSync(path.join(tmpdir(), 'visit-stats-csv-'));
    const { stdout } = await estadisticas(
      dbPath,
      ['--desde', '2026-11-20', '--hasta', '2026-11-20', '--csv'],
      cwd,
    );

    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
    expect(stdout).toContain('borra[2Jpantalla');
    expect(stdout).toContain('linea' + 'falsa');
    const csv = readFileSync(path.join(cwd, 'estadisticas-2026-11-20-a-2026-11-20.csv'), 'utf8');
    const campaigns = csv.split('\r\n').filter((row) => row.startsWith('Campañas (utm),'));
    expect(campaigns).toEqual(
      expect.arrayContaining([
        `Campañas (utm),"'@SUMA(1+1)","'-2+3","'=HYPERLINK(""http://malo.mx"",""clic"")",1,0,0.0`,
        `Campañas (utm),"'+cmd","'\tpestaña","'\rretorno",1,0,0.0`,
      ]),
    );
    // No cell of the file starts like a formula outside quotes.
    for (const row of csv.split('\r\n'))
      for (const cell of row.split(',')) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('copies the visit counts to a backup file with --respaldo', async () => {
    const dbPath = seedDatabase();
    const backup = path.join(path.dirname(dbPath), 'visitas-respaldo.db');
    const { stdout } = await estadisticas(dbPath, ['--respaldo', backup]);
    expect(stdout).toContain(`Respaldo de las visitas escrito en ${backup}.`);
    const copy = new Database(backup, { readonly: true });
    expect(copy.prepare('SELECT COUNT(*) FROM visit_events').pluck().get()).toBe(10);
    copy.close();
    // A second backup under the same name goes beside the first, never over it.
    const second = path.join(path.dirname(dbPath), 'visitas-respaldo-2.db');
    expect((await estadisticas(dbPath, ['--respaldo', backup])).stdout).toContain(
      `Respaldo de las visitas escrito en ${second}.`,
    );
  });
});
