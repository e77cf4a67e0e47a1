import { getComparisonDays, getComparisonPeriod } from '@/lib/staff-area/comparison-period';
import { resolvePeriodDays, type DashboardView } from '@/lib/staff-area/dashboard-view';

/** A moment given as Mexico City's wall-clock time (UTC−6 all year). */
const inMexicoCity = (time: string) => Date.parse(`${time}-06:00`);

/** The period a preset of the dashboard covers at `now`, and what it is compared with. */
function compare(period: DashboardView['period'], now: number) {
  const today = new Date(now - 6 * 3_600_000).toISOString().slice(0, 10);
  const days = resolvePeriodDays({ period, filters: {} }, today);
  return { days, comparison: getComparisonPeriod(days, now) };
}

describe('getComparisonPeriod', () => {
  it('compares «Últimos 12 meses» month by month with the same months a year before', () => {
    const { days, comparison } = compare('12m', inMexicoCity('2026-12-01T18:00'));
    expect(days).toEqual({ from: '2026-01-01', to: '2026-12-01' });
    expect(comparison).toEqual({
      kind: 'meses',
      from: '2025-01-01',
      to: '2025-12-01',
      until: null,
      shift: { months: 12 },
    });
    // November meets November, never December.
    expect(getComparisonDays({ from: '2026-11-01', to: '2026-11-30' }, comparison)).toEqual({
      from: '2025-11-01',
      to: '2025-11-30',
    });
    // The month under way meets its counterpart up to the same day of the month.
    expect(getComparisonDays({ from: '2026-12-01', to: '2026-12-01' }, comparison)).toEqual({
      from: '2025-12-01',
      to: '2025-12-01',
    });
    // By day: the same day of the month a year before.
    expect(getComparisonDays({ from: '2026-03-31', to: '2026-03-31' }, comparison)).toEqual({
      from: '2025-03-31',
      to: '2025-03-31',
    });
  });

  it('crosses a year boundary by calendar months and by days', () => {
    const { days, comparison } = compare('12m', inMexicoCity('2027-01-15T09:30'));
    expect(days).toEqual({ from: '2026-02-01', to: '2027-01-15' });
    expect(comparison).toMatchObject({ from: '2025-02-01', to: '2026-01-15' });
    expect(getComparisonDays({ from: '2027-01-01', to: '2027-01-15' }, comparison)).toEqual({
      from: '2026-01-01',
      to: '2026-01-15',
    });
    expect(
      getComparisonPeriod(
        { from: '2027-01-01', to: '2027-01-07' },
        inMexicoCity('2027-01-07T10:00'),
      ),
    ).toMatchObject({ kind: 'dias', from: '2026-12-25', to: '2026-12-31' });
    // Today, 1 January, meets 31 December up to the same time.
    expect(
      getComparisonPeriod(
        { from: '2027-01-01', to: '2027-01-01' },
        inMexicoCity('2027-01-01T08:15'),
      ),
    ).toEqual({
      kind: 'misma-hora',
      from: '2026-12-31',
      to: '2026-12-31',
      until: inMexicoCity('2026-12-31T08:15'),
      shift: { days: 1 },
    });
  });

  it('meets 29 February 2028 with nothing in 2027, and February with February whole', () => {
    const { days, comparison } = compare('12m', inMexicoCity('2028-02-29T12:00'));
    expect(days).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(comparison).toMatchObject({ from: '2026-03-01', to: '2027-02-28' });
    expect(getComparisonDays({ from: '2028-02-29', to: '2028-02-29' }, comparison)).toBeNull();
    expect(getComparisonDays({ from: '2028-02-28', to: '2028-02-28' }, comparison)).toEqual({
      from: '2027-02-28',
      to: '2027-02-28',
    });
    expect(getComparisonDays({ from: '2028-02-01', to: '2028-02-29' }, comparison)).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    // A year later, February 2029 (28 days) meets all of February 2028 (29).
    const later = compare('12m', inMexicoCity('2029-02-28T12:00')).comparison;
    expect(later).toMatchObject({ from: '2027-03-01', to: '2028-02-29' });
    expect(getComparisonDays({ from: '2029-02-01', to: '2029-02-28' }, later)).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    // A week over 29 February meets the same days of the month: 29 has none.
    expect(getComparisonDays({ from: '2028-02-28', to: '2028-03-05' }, comparison)).toEqual({
      from: '2027-02-28',
      to: '2027-03-05',
    });
  });

  it('meets the 31st of a month with the last day before it, whole months with whole months', () => {
    const now = inMexicoCity('2026-12-31T12:00');
    // March against February: 31 → 28, and 29 in a leap year.
    expect(getComparisonPeriod({ from: '2026-03-01', to: '2026-03-31' }, now)).toMatchObject({
      kind: 'meses',
      from: '2026-02-01',
      to: '2026-02-28',
      shift: { months: 1 },
    });
    expect(getComparisonPeriod({ from: '2028-03-01', to: '2028-03-31' }, now)).toMatchObject({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    // May against April (31 → 30); April against all of March (30 → 31).
    expect(getComparisonPeriod({ from: '2026-05-01', to: '2026-05-31' }, now)).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(getComparisonPeriod({ from: '2026-04-01', to: '2026-04-30' }, now)).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    // A quarter against the quarter before it.
    expect(getComparisonPeriod({ from: '2026-03-01', to: '2026-05-31' }, now)).toMatchObject({
      from: '2025-12-01',
      to: '2026-02-28',
      shift: { months: 3 },
    });
    // Day by day: the 31st has no counterpart in a month of 30, the 30th has its own.
    const month = { shift: { months: 1 } };
    expect(getComparisonDays({ from: '2026-05-31', to: '2026-05-31' }, month)).toBeNull();
    expect(getComparisonDays({ from: '2026-05-30', to: '2026-05-30' }, month)).toEqual({
      from: '2026-04-30',
      to: '2026-04-30',
    });
    expect(getComparisonDays({ from: '2026-03-29', to: '2026-03-31' }, month)).toBeNull();
    expect(getComparisonDays({ from: '2026-03-30', to: '2026-04-05' }, month)).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
    });
  });

  it('meets a month under way with its counterpart up to the same day, the last one at most', () => {
    // Twelve months up to 31 March (today): March under way meets March a year before.
    const year = compare('12m', inMexicoCity('2026-03-31T10:00')).comparison;
    expect(year).toMatchObject({ kind: 'meses', from: '2024-04-01', to: '2025-03-31' });
    expect(getComparisonDays({ from: '2026-03-01', to: '2026-03-31' }, year)).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
    // Against a shorter month, the 30th and 31st under way stop at its last day.
    const month = { shift: { months: 1 } };
    expect(getComparisonDays({ from: '2026-03-01', to: '2026-03-30' }, month)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(getComparisonDays({ from: '2028-03-01', to: '2028-03-30' }, month)).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(getComparisonDays({ from: '2026-05-01', to: '2026-05-31' }, month)).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
  });

  it('compares today so far with yesterday up to the same time, the day starting at 06:00 UTC', () => {
    // 05:59 UTC is still 23:59 of the day before in Mexico City.
    const lateEvening = Date.parse('2026-12-02T05:59:00Z');
    expect(compare('hoy', lateEvening)).toEqual({
      days: { from: '2026-12-01', to: '2026-12-01' },
      comparison: {
        kind: 'misma-hora',
        from: '2026-11-30',
        to: '2026-11-30',
        until: Date.parse('2026-12-01T05:59:00Z'),
        shift: { days: 1 },
      },
    });
    // At 06:00 UTC the new day starts: yesterday counts up to its first moment, nothing of it.
    const midnight = Date.parse('2026-12-02T06:00:00Z');
    expect(compare('hoy', midnight).comparison).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-01',
      until: Date.parse('2026-12-01T06:00:00Z'),
    });
    // Another single day, or today in a longer period, counts whole days.
    expect(getComparisonPeriod({ from: '2026-11-30', to: '2026-11-30' }, midnight)).toMatchObject({
      kind: 'dias',
      from: '2026-11-29',
      to: '2026-11-29',
      until: null,
    });
  });

  it('compares runs of days with as many days just before, even when they start on the first', () => {
    const now = inMexicoCity('2026-11-07T12:00');
    expect(compare('7d', now)).toEqual({
      days: { from: '2026-11-01', to: '2026-11-07' },
      comparison: {
        kind: 'dias',
        from: '2026-10-25',
        to: '2026-10-31',
        until: null,
        shift: { days: 7 },
      },
    });
    // 30 days that are all of November still meet the 30 days before them, not October.
    expect(compare('30d', inMexicoCity('2026-11-30T12:00')).comparison).toMatchObject({
      kind: 'dias',
      from: '2026-10-02',
      to: '2026-10-31',
    });
    // 90 days from 1 January to 31 March (today) likewise.
    expect(compare('90d', inMexicoCity('2026-03-31T12:00')).comparison).toMatchObject({
      kind: 'dias',
      from: '2025-10-03',
      to: '2025-12-31',
    });
    const ninety = compare('90d', inMexicoCity('2026-11-26T12:00'));
    expect(ninety.comparison).toMatchObject({ kind: 'dias', from: '2026-05-31', to: '2026-08-28' });
    expect(getComparisonDays({ from: '2026-08-29', to: '2026-08-30' }, ninety.comparison)).toEqual({
      from: '2026-05-31',
      to: '2026-06-01',
    });
  });
});
