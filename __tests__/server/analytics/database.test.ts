/** @jest-environment node */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { moveVisitsFromClientsFile, openVisitsDatabase } from '@/server/analytics/database';
import { aggregateClosedDays } from '@/server/analytics/rollup';
import { buildVisitReport } from '@/server/analytics/visit-report';
import { recordVisitEvent } from '@/server/analytics/visits';
import { openClientDatabase } from '@/server/client-area/database';
import { createClient } from '@/server/client-area/store';
import { buildTestVisitEvent } from '../../fixtures/visit-event';

const DAY_MS = 24 * 60 * 60 * 1000;
const VISIT_TABLES = ['visit_events', 'visit_daily', 'visit_visitors', 'visit_salts'];

/**
 * A clients' file as an install from before the visit counts had their own file left it: a
 * client, and visits in the clients' file (closed days, today's raw events and today's salt).
 * Returns the path of a copy, so the original stays as it was to compare with.
 */
function copyOfClientsFileWithVisits(): { original: string; copy: string; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'visit-move-'));
  const original = path.join(dir, 'clients-original.db');
  const db = openClientDatabase(original);
  createClient(db, { email: 'ana@ejemplo.mx', name: 'Ana', company: 'Sol', passwordHash: 'x' });
  // The counts are made as the visits' own file makes them, then copied where the old install
  // kept them (the clients' file has the same four tables).
  const visits = openVisitsDatabase(path.join(dir, 'scratch-visits.db'), null);
  const day = Date.parse('2026-11-20T18:00:00Z');
  for (let index = 0; index < 40; index += 1)
    recordVisitEvent(
      visits,
      buildTestVisitEvent({
        occurredAt: day + (index % 4) * DAY_MS,
        path: index % 3 === 0 ? '/blog' : '/',
        utmCampaign: index % 5 === 0 ? 'buen-fin' : null,
        visitorHash: `visitante-${index % 7}`,
      }),
    );
  aggregateClosedDays(visits, day + 3 * DAY_MS);
  visits.close();
  db.prepare('ATTACH DATABASE ? AS visits').run(path.join(dir, 'scratch-visits.db'));
  for (const table of ['visit_events', 'visit_daily', 'visit_visitors'])
    db.exec(`INSERT INTO main.${table} SELECT * FROM visits.${table}`);
  db.exec('DETACH DATABASE visits');
  db.prepare("INSERT INTO visit_salts (day, salt) VALUES ('2026-11-23', x'00ff')").run();
  db.close();
  const copy = path.join(dir, 'clients.db');
  copyFileSync(original, copy);
  return { original, copy, dir };
}

/** A table's rows in a stable order, whatever order they were written in. */
const readAll = (db: Database.Database, table: string) =>
  db
    .prepare(`SELECT * FROM ${table}`)
    .all()
    .map((row) => JSON.stringify(row))
    .sort();

describe('openVisitsDatabase', () => {
  it("moves an older install's visit counts out of the clients' file on first start, losing none", () => {
    const { original, copy, dir } = copyOfClientsFileWithVisits();
    const before = new Database(original, { readonly: true });
    const visits = openVisitsDatabase(path.join(dir, 'visits.db'), copy);
    for (const table of VISIT_TABLES)
      expect(readAll(visits, table)).toEqual(readAll(before, table));
    expect(readAll(visits, 'visit_events')).toHaveLength(40);
    expect(readAll(visits, 'visit_daily').length).toBeGreaterThan(0);
    // The rollups the dashboard reads hold the moved rows: the report is the one they made.
    const made = openVisitsDatabase(path.join(dir, 'scratch-visits.db'), null);
    expect(buildVisitReport(visits, '2026-10-01', '2026-11-22')).toEqual(
      buildVisitReport(made, '2026-10-01', '2026-11-22'),
    );
    expect(buildVisitReport(visits, '2026-10-01', '2026-11-22').totals.visits).toBe(30);
    made.close();
    before.close();
    visits.close();

    const clients = openClientDatabase(copy);
    const tables = clients
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'visit%'")
      .pluck()
      .all();
    expect(tables).toEqual([]);
    expect(clients.prepare('SELECT email FROM clients').pluck().all()).toEqual(['ana@ejemplo.mx']);
    expect(clients.pragma('integrity_check', { simple: true })).toBe('ok');
    clients.close();
  });

  it('opens as it is on later starts, and a move stopped before the drop ends without doubles', () => {
    const { original, copy, dir } = copyOfClientsFileWithVisits();
    const visitsPath = path.join(dir, 'visits.db');
    // As if the copy had committed and the process died before the clients' tables were dropped.
    const halfway = openVisitsDatabase(visitsPath, null);
    expect(moveVisitsFromClientsFile(halfway, original)).toMatchObject({ visit_events: 40 });
    halfway.close();
    copyFileSync(copy, original);

    const visits = openVisitsDatabase(visitsPath, original);
    expect(visits.prepare('SELECT COUNT(*) FROM visit_events').pluck().get()).toBe(40);
    expect(moveVisitsFromClientsFile(visits, original)).toEqual({});
    expect(moveVisitsFromClientsFile(visits, path.join(dir, 'no-existe.db'))).toEqual({});
    visits.close();
  });

  it('keeps its file in WAL mode with synchronous = NORMAL', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'visit-db-'));
    const visits = openVisitsDatabase(path.join(dir, 'visits.db'), null);
    expect(visits.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(visits.pragma('synchronous', { simple: true })).toBe(1);
    visits.close();
  });
});
