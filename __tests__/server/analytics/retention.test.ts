/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openVisitsDatabase } from '@/server/analytics/database';
import { keepVisitRetention } from '@/server/analytics/retention';
import { recordVisitEvent } from '@/server/analytics/visits';
import { RETENTION_INTERVAL_MS } from '@/server/shared/hourly';
import { buildTestVisitEvent } from '../../fixtures/visit-event';

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('keepVisitRetention', () => {
  afterEach(() => jest.useRealTimers());

  test('closes each ended day of visit counts and forgets its visitor hashes', () => {
    jest.useFakeTimers();
    const db = openVisitsDatabase(
      path.join(mkdtempSync(path.join(tmpdir(), 'visit-retention-')), 'visits.db'),
      null,
    );
    const clock = { now: NOW };
    const stop = keepVisitRetention(db, () => clock.now);
    recordVisitEvent(db, buildTestVisitEvent({ occurredAt: NOW, visitorHash: 'hash-del-dia' }));
    const hashes = () => db.prepare('SELECT visitor_hash FROM visit_events').pluck().all();
    const dailyRows = () => db.prepare('SELECT COUNT(*) FROM visit_daily').pluck().get();

    clock.now = NOW + DAY_MS;
    expect(hashes()).toEqual(['hash-del-dia']);
    jest.advanceTimersByTime(RETENTION_INTERVAL_MS);
    expect(hashes()).toEqual([null]);
    expect(dailyRows()).toBe(1);
    stop();
  });
});
