/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dashboardDataSchema, type DashboardQuery } from '@/lib/staff-area/staff-contract';
import { openVisitsDatabase } from '@/server/analytics/database';
import { aggregateClosedDays } from '@/server/analytics/rollup';
import { buildDashboardData, buildVisitReport } from '@/server/analytics/visit-report';
import { formatDashboardCsv, formatVisitReport } from '@/server/analytics/visit-report-text';
import { recordVisitEvent, type VisitEvent } from '@/server/analytics/visits';
import type { SqliteDatabase } from '@/server/shared/database';
import { buildTestVisitEvent } from '../../fixtures/visit-event';

/** A moment given as Mexico City's wall-clock time (UTC−6 all year). */
const at = (time: string) => Date.parse(`${time}-06:00`);

function openDatabase(): SqliteDatabase {
  return openVisitsDatabase(
    path.join(mkdtempSync(path.join(tmpdir(), 'dashboard-comparison-')), 'visits.db'),
    null,
  );
}

/** `count` page views (and the clicks among `events`) at `time`, recorded as the API does. */
function record(db: SqliteDatabase, time: string, count: number, event: Partial<VisitEvent> = {}) {
  for (let index = 0; index < count; index += 1) {
    recordVisitEvent(
      db,
      buildTestVisitEvent({ occurredAt: at(time), visitorHash: `v${index}`, ...event }),
    );
  }
}

const read = (db: SqliteDatabase, query: DashboardQuery, now: number) =>
  dashboardDataSchema.parse(buildDashboardData(db, query, now));

describe('what the dashboard compares a period with', () => {
  it('sets each of twelve months against the same month a year before, never the next one', () => {
    const db = openDatabase();
    // Last year: a November peak and a quiet December; this year, a larger November.
    record(db, '2025-11-15T12:00', 9);
    record(db, '2025-12-01T09:00', 4);
    record(db, '2025-12-20T12:00', 2);
    record(db, '2026-11-15T12:00', 12);
    record(db, '2026-12-01T09:00', 3);
    const now = at('2026-12-01T18:00');
    aggregateClosedDays(db, now);
    const data = read(db, { desde: '2026-01-01', hasta: '2026-12-01', agrupar: 'mes' }, now);
    expect(data.previous).toEqual({
      from: '2025-01-01',
      to: '2025-12-01',
      kind: 'meses',
      until: null,
    });
    const november = data.series.find((point) => point.start === '2026-11-01');
    expect(november).toMatchObject({
      end: '2026-11-30',
      partial: null,
      visits: 12,
      previousDays: { from: '2025-11-01', to: '2025-11-30' },
      previousVisits: 9,
    });
    // December so far (its first day) against December 1 a year before, not all of December.
    expect(data.series.at(-1)).toMatchObject({
      start: '2026-12-01',
      end: '2026-12-01',
      partial: 'en-curso',
      visits: 3,
      previousDays: { from: '2025-12-01', to: '2025-12-01' },
      previousVisits: 4,
    });
    expect(data.series).toHaveLength(12);
    expect(data.previousTotals.visits).toBe(13);
    // By day, each day against the same day of the month a year before.
    const days = read(db, { desde: '2026-01-01', hasta: '2026-12-01', agrupar: 'dia' }, now);
    expect(days.series.find((point) => point.start === '2026-11-15')).toMatchObject({
      previousDays: { from: '2025-11-15', to: '2025-11-15' },
      previousVisits: 9,
    });
  });

  it('leaves 29 February without a counterpart, and sets February against February whole', () => {
    const db = openDatabase();
    record(db, '2027-02-28T12:00', 5);
    record(db, '2028-02-28T12:00', 6);
    record(db, '2028-02-29T12:00', 7);
    const now = at('2028-03-01T10:00');
    aggregateClosedDays(db, now);
    const days = read(db, { desde: '2028-02-01', hasta: '2028-02-29', agrupar: 'dia' }, now);
    expect(days.previous).toMatchObject({ from: '2028-01-01', to: '2028-01-31', kind: 'meses' });
    const year = read(db, { desde: '2027-03-01', hasta: '2028-02-29', agrupar: 'dia' }, now);
    expect(year.previous).toMatchObject({ from: '2026-03-01', to: '2027-02-28', kind: 'meses' });
    expect(year.series.find((point) => point.start === '2028-02-29')).toMatchObject({
      visits: 7,
      previousDays: null,
      previousVisits: null,
      previousClicks: null,
    });
    expect(year.series.find((point) => point.start === '2028-02-28')).toMatchObject({
      visits: 6,
      previousVisits: 5,
    });
    const months = read(db, { desde: '2027-03-01', hasta: '2028-02-29', agrupar: 'mes' }, now);
    expect(months.series.at(-1)).toMatchObject({
      start: '2028-02-01',
      end: '2028-02-29',
      partial: null,
      visits: 13,
      previousDays: { from: '2027-02-01', to: '2027-02-28' },
      previousVisits: 5,
    });
  });

  it('sets today so far against yesterday up to the same time, in Mexico City', () => {
    const db = openDatabase();
    record(db, '2026-12-01T09:00', 2);
    record(db, '2026-12-01T17:59', 1, { path: '/blog' });
    record(db, '2026-12-01T18:01', 5);
    record(db, '2026-12-01T20:00', 1, { kind: 'whatsapp', place: 'portada' });
    record(db, '2026-12-02T08:00', 4);
    record(db, '2026-12-02T10:00', 1, { kind: 'whatsapp', place: 'portada' });
    // The hourly close has already made yesterday's daily rows; its events keep their time.
    const now = at('2026-12-02T18:00');
    aggregateClosedDays(db, now);
    const query: DashboardQuery = { desde: '2026-12-02', hasta: '2026-12-02', agrupar: 'dia' };
    const today = read(db, query, now);
    expect(today.previous).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      kind: 'misma-hora',
      until: '2026-12-02T00:00:00.000Z',
    });
    expect(today.totals).toEqual({ visits: 4, visitors: 4, clicks: 1, clicksPer100: 25 });
    // Up to 18:00 yesterday: 3 views, no click; its visitors were kept for the whole day only.
    expect(today.previousTotals).toEqual({
      visits: 3,
      visitors: null,
      clicks: 0,
      clicksPer100: 0,
    });
    expect(today.series).toEqual([
      {
        start: '2026-12-02',
        end: '2026-12-02',
        partial: 'en-curso',
        visits: 4,
        clicks: 1,
        previousDays: { from: '2026-12-01', to: '2026-12-01' },
        previousVisits: 3,
        previousClicks: 0,
      },
    ]);
    // Filters narrow yesterday's hours the same way.
    expect(read(db, { ...query, pagina: '/blog' }, now).previousTotals.visits).toBe(1);
    // One minute after midnight (06:01 UTC), yesterday counts its first minute: nothing.
    expect(
      read(db, { ...query, desde: '2026-12-03', hasta: '2026-12-03' }, at('2026-12-03T00:01'))
        .previousTotals.visits,
    ).toBe(0);
    // The command and the CSV say up to what time yesterday counts.
    const report = buildVisitReport(db, '2026-12-02', '2026-12-02', {}, now);
    expect(formatVisitReport(report)).toContain(
      'Conversaciones por servicio (ANTES: el 2026-12-01 hasta las 18:00)',
    );
    expect(formatDashboardCsv(today, {})).toContain(
      'Periodo,2026-12-02,2026-12-02,2026-12-01,2026-12-01 18:00,—',
    );
  });

  it('counts the running day whole in periods of days, and marks it under way', () => {
    const db = openDatabase();
    record(db, '2026-11-25T12:00', 2);
    record(db, '2026-12-02T08:00', 1);
    const now = at('2026-12-02T09:00');
    aggregateClosedDays(db, now);
    const week = read(db, { desde: '2026-11-26', hasta: '2026-12-02', agrupar: 'dia' }, now);
    expect(week.previous).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
      kind: 'dias',
      until: null,
    });
    expect(week.series.at(-1)).toMatchObject({ partial: 'en-curso', previousVisits: 2 });
    expect(week.series.slice(0, -1).every((point) => point.partial === null)).toBe(true);
  });

  it('writes uncounted clicks as a dash in the CSV, beside each point and its counterpart', () => {
    const db = openDatabase();
    record(db, '2026-11-20T12:00', 2, { referrerHost: 'google.com' });
    record(db, '2026-11-20T12:05', 1, { kind: 'whatsapp', place: 'portada' });
    const now = at('2026-12-02T09:00');
    aggregateClosedDays(db, now);
    const query: DashboardQuery = { desde: '2026-11-20', hasta: '2026-11-21', agrupar: 'dia' };
    const all = read(db, query, now);
    expect(formatDashboardCsv(all, {})).toContain(
      'Serie,2026-11-20,2026-11-20,—,2,1,2026-11-18,2026-11-18,0,0',
    );
    const bySource = read(db, { ...query, origen: 'google.com' }, now);
    const csv = formatDashboardCsv(bySource, { origen: 'google.com' });
    expect(csv).toContain('Totales,actual,2,—,—,—');
    expect(csv).toContain('Serie,2026-11-20,2026-11-20,—,2,—,2026-11-18,2026-11-18,0,—');
  });
});
