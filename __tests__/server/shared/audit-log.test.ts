/** @jest-environment node */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { auditQuerySchema, formatAuditCursor } from '@/lib/staff-area/staff-contract';
import { CLIENT_MIGRATIONS, openClientDatabase } from '@/server/client-area/database';
import {
  addAuditSearch,
  buildAuditQuery,
  foldSearchText,
  listAuditRows,
  recordAuditRow,
  type AuditFilter,
  type AuditRow,
} from '@/server/shared/audit-log';
import { migrateDatabase, type SqliteDatabase } from '@/server/shared/database';
import { listAuditLog, staffAuditSource, type AuditSource } from '@/server/staff/audit';
import { STAFF_MIGRATIONS, openStaffDatabase } from '@/server/staff/database';
import { createStaff } from '@/server/staff/store';
import { createTempDirPerTest } from '../../fixtures/temp-dir';

// The staff audit log as the dashboard and `npm run personal -- auditoria` read it: both files,
// merged, searched without regard to case or accents, and paged by a cursor.
const dir = createTempDirPerTest('audit-log');
const T0 = Date.UTC(2026, 10, 20, 18);
const MARTA = 'marta@codigoverde.mx';
const LUIS = 'luis@codigoverde.mx';

const change = (over: Partial<AuditRow> = {}): AuditRow => ({
  occurredAt: T0,
  actor: MARTA,
  action: 'factura_editada',
  kind: 'cambio',
  detail: 'factura CV-7 de ana@ejemplo.mx',
  address: '203.0.113.7',
  ...over,
});

function openLog() {
  const staffDb = openStaffDatabase(path.join(dir(), 'staff.db'));
  const clientDb = openClientDatabase(path.join(dir(), 'clients.db'));
  const sources: AuditSource[] = [
    staffAuditSource(staffDb),
    (filter, limit) => listAuditRows(clientDb, filter, limit),
  ];
  /** A page of the log for the query parameters of `GET /agencia/auditoria`. */
  const list = (params: Record<string, string> = {}, pageSize?: number) =>
    listAuditLog(staffDb, sources, auditQuerySchema.parse(params), pageSize);
  const details = (params: Record<string, string>) =>
    list(params).entries.map((entry) => entry.detail);
  return { staffDb, clientDb, list, details };
}

describe('the audit log’s search', () => {
  it('finds «árbol ñandú» in any case, with or without accents, as the page shows it', () => {
    const { staffDb, clientDb, details } = openLog();
    recordAuditRow(staffDb, change({ action: 'cuenta_creada', detail: 'Árbol Ñandú (Lectura)' }));
    recordAuditRow(
      clientDb,
      change({
        occurredAt: T0 - 1000,
        changes: [{ field: 'Concepto', before: 'Sitio', after: 'Vivero ÁRBOL ñandú' }],
      }),
    );
    recordAuditRow(
      clientDb,
      change({ occurredAt: T0 - 2000, detail: 'factura CV-8 de arbol@x.mx' }),
    );
    const both = ['Árbol Ñandú (Lectura)', 'factura CV-7 de ana@ejemplo.mx'];
    for (const text of ['ÁRBOL ÑANDÚ', 'arbol nandu', 'árbol ñandú', 'Arbol Ñandu', 'BOL ÑAN']) {
      expect(details({ sobre: text })).toEqual(both);
    }
    expect(details({ sobre: 'ARBOL' })).toEqual([...both, 'factura CV-8 de arbol@x.mx']);
    expect(details({ sobre: 'árbol ñandús' })).toEqual([]);
    // A search is text, never a pattern.
    expect(details({ sobre: '%' })).toEqual([]);
    expect(details({ sobre: 'CV-_' })).toEqual([]);
    expect(foldSearchText('ÁRBOL ÑANDÚ İstanbul')).toBe('arbol nandu istanbul');
  });

  it('fills the search in for the rows a file held before the upgrade', () => {
    for (const [file, migrations, open] of [
      ['staff.db', STAFF_MIGRATIONS, openStaffDatabase],
      ['clients.db', CLIENT_MIGRATIONS, openClientDatabase],
    ] as const) {
      const filePath = path.join(dir(), file);
      const old = new Database(filePath);
      // The schema of the release before the search.
      migrateDatabase(old, migrations.slice(0, migrations.indexOf(addAuditSearch)));
      old
        .prepare(
          `INSERT INTO staff_audit (occurred_at, actor, action, kind, detail, address, changes)
           VALUES (?, 'josé (línea de comandos)', 'factura_editada', 'cambio', ?, NULL, ?)`,
        )
        .run(
          T0,
          'factura CV-9 de ÑANDÚ@árbol.mx',
          '[{"field":"Estado","before":"","after":"Pagada"}]',
        );
      old.close();
      const db = open(filePath);
      const rows = (filter: AuditFilter) => listAuditRows(db, filter, 10).map((row) => row.detail);
      expect(rows({ subject: 'nandu@arbol' })).toEqual(['factura CV-9 de ÑANDÚ@árbol.mx']);
      expect(rows({ subject: 'PAGADA' })).toHaveLength(1);
      expect(rows({ actor: 'JOSE (LINEA' })).toHaveLength(1);
      expect(rows({ subject: 'nada' })).toEqual([]);
      db.close();
    }
  });

  it('finds people by name or e-mail, in both files', () => {
    const { staffDb, clientDb, list } = openLog();
    createStaff(
      staffDb,
      { email: MARTA, name: 'Marta Ruíz', role: 'gerente', passwordHash: 'x' },
      T0,
    );
    createStaff(staffDb, { email: LUIS, name: 'Luis Peña', role: 'lector', passwordHash: 'x' }, T0);
    recordAuditRow(staffDb, change({ action: 'sesion_iniciada', kind: 'acceso', detail: '' }));
    recordAuditRow(
      staffDb,
      change({ occurredAt: T0 - 1000, actor: LUIS, action: 'csv_descargado', kind: 'lectura' }),
    );
    recordAuditRow(clientDb, change({ occurredAt: T0 - 2000 }));
    recordAuditRow(clientDb, change({ occurredAt: T0 - 3000, actor: 'maría (línea de comandos)' }));
    const people = (persona: string) =>
      list({ persona }).entries.map((entry) => `${entry.actor} ${entry.action}`);
    const marta = [`${MARTA} inicio de sesión`, `${MARTA} factura editada`];
    expect(people('Marta Ruíz')).toEqual(marta);
    expect(people('RUIZ')).toEqual(marta);
    expect(people('marta@')).toEqual(marta);
    expect(people('peña')).toEqual([`${LUIS} descarga de CSV`]);
    expect(people('LINEA DE COMANDOS')).toEqual(['maría (línea de comandos) factura editada']);
    expect(people('codigoverde')).toHaveLength(3);
    expect(people('nadie')).toEqual([]);
  });
});

describe('the audit log’s pages', () => {
  it('walks both files by cursor, each row once and in order, ties of a millisecond included', () => {
    const { staffDb, clientDb, list } = openLog();
    // Many rows share a millisecond, within a file and across both.
    for (let n = 0; n < 23; n += 1) {
      const db = n % 3 === 0 ? clientDb : staffDb;
      const kind = n % 4 === 0 ? 'lectura' : 'cambio';
      recordAuditRow(db, change({ occurredAt: T0 - (n % 5) * 1000, detail: `fila ${n}`, kind }));
    }
    const filters: Record<string, string>[] = [{}, { tipo: 'cambio' }, { sobre: 'FILA 1' }];
    for (const filter of filters) {
      const all = list(filter, 1000);
      expect(all.next).toBeNull();
      const walked: string[] = [];
      let next: string | null = null;
      do {
        const page = list({ ...filter, ...(next ? { antes: next } : {}) }, 4);
        expect(page.entries.length).toBeLessThanOrEqual(4);
        walked.push(...page.entries.map((entry) => entry.detail));
        next = page.next;
      } while (next);
      expect(walked).toEqual(all.entries.map((entry) => entry.detail));
      expect(new Set(walked).size).toBe(walked.length);
      const times = all.entries.map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(list({}, 1000).entries).toHaveLength(23);
    expect(() => auditQuerySchema.parse({ antes: '12-x-0' })).toThrow();
  });

  describe('with 300 000 rows', () => {
    let staffDb: SqliteDatabase;
    let clientDb: SqliteDatabase;
    let list: ReturnType<typeof openLog>['list'];

    /** Writes `count` rows, one a second back from T0, in one transaction. */
    function seed(db: SqliteDatabase, count: number, everyMs: number) {
      const insert = db.prepare(
        `INSERT INTO staff_audit (occurred_at, actor, action, kind, detail, address, changes,
           search_actor, search_subject)
         VALUES (?, ?, ?, ?, ?, '203.0.113.7', '[]', ?, ?)`,
      );
      db.transaction(() => {
        for (let n = 0; n < count; n += 1) {
          const detail = `factura CV-${n} de cliente${n % 500}@ejemplo.mx`;
          const [action, kind] =
            n % 7 === 0 ? ['csv_descargado', 'lectura'] : ['factura_editada', 'cambio'];
          insert.run(T0 - n * everyMs, MARTA, action, kind, detail, MARTA, foldSearchText(detail));
        }
      })();
    }

    beforeAll(() => {
      ({ staffDb, clientDb, list } = openLog());
      seed(staffDb, 200_000, 1000);
      seed(clientDb, 100_000, 1500);
    }, 60_000);

    afterAll(() => {
      staffDb.close();
      clientDb.close();
    });

    it('reads each page through an index, never sorting the file', () => {
      const filters: AuditFilter[] = [
        {},
        { kind: 'cambio' },
        { subject: 'cliente7@' },
        { actor: 'marta', actors: [MARTA] },
        { from: T0 - 10_000_000, to: T0, kind: 'lectura' },
      ];
      for (const db of [staffDb, clientDb]) {
        for (const filter of filters) {
          const { sql, params } = buildAuditQuery(
            { ...filter, before: { occurredAt: T0 - 150_000_000, id: 42 } },
            101,
          );
          const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[])
            .map((step) => step.detail)
            .join('\n');
          expect(plan).toMatch(/^SEARCH staff_audit USING INDEX staff_audit_(time|kind) /m);
          expect(plan).not.toMatch(/TEMP B-TREE|^SCAN staff_audit/m);
        }
      }
    });

    it('answers a page deep in the log as fast as the first', () => {
      // A row 180 000 seconds back in staff.db: about 270 000 rows, 2 700 pages, are newer.
      const deepRow = staffDb
        .prepare('SELECT id, occurred_at AS occurredAt FROM staff_audit WHERE occurred_at = ?')
        .get(T0 - 180_000 * 1000) as { id: number; occurredAt: number };
      const antes = formatAuditCursor({ ...deepRow, source: 0 });
      const first = () => list({});
      const deep = () => list({ antes });
      expect(first().entries).toHaveLength(100);
      const deepPage = deep();
      expect(deepPage.entries).toHaveLength(100);
      expect(deepPage.next).not.toBeNull();
      expect(Date.parse(deepPage.entries[0]!.at)).toBeLessThanOrEqual(deepRow.occurredAt);

      // Medians of runs taken in turns, so a busy machine slows both alike.
      const median = (times: number[]) => times.sort((a, b) => a - b)[times.length >> 1]!;
      const time = (run: () => unknown) => {
        const start = performance.now();
        run();
        return performance.now() - start;
      };
      const firstTimes: number[] = [];
      const deepTimes: number[] = [];
      for (let run = 0; run < 21; run += 1) {
        firstTimes.push(time(first));
        deepTimes.push(time(deep));
      }
      expect(median(deepTimes)).toBeLessThan(median(firstTimes) * 3);
    });
  });
});
