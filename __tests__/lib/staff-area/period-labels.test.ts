import type { DashboardData } from '@/lib/staff-area/staff-contract';
import {
  describeComparison,
  formatAxisLabel,
  formatDays,
  formatPoint,
  formatPreviousDays,
} from '@/lib/staff-area/period-labels';

type Point = DashboardData['series'][number];
type Previous = DashboardData['previous'];

const point = (overrides: Partial<Point>): Point => ({
  start: '2026-11-03',
  end: '2026-11-03',
  partial: null,
  visits: 1,
  clicks: 0,
  previousDays: { from: '2025-11-03', to: '2025-11-03' },
  previousVisits: 1,
  previousClicks: 0,
  ...overrides,
});

const byDays: Previous = { from: '2026-10-04', to: '2026-11-02', kind: 'dias', until: null };

describe('period labels', () => {
  it('writes days, runs of days and whole months in short Spanish', () => {
    expect(formatDays({ from: '2026-11-03', to: '2026-11-03' })).toBe('3 nov');
    expect(formatDays({ from: '2026-11-03', to: '2026-11-09' })).toBe('3–9 nov');
    expect(formatDays({ from: '2026-10-28', to: '2026-11-03' })).toBe('28 oct – 3 nov');
    expect(formatDays({ from: '2025-12-29', to: '2026-01-04' })).toBe('29 dic 2025 – 4 ene 2026');
    expect(formatDays({ from: '2025-11-01', to: '2025-11-30' })).toBe('nov 2025');
    expect(formatDays({ from: '2025-11-03', to: '2025-11-03' }, { withYear: true })).toBe(
      '3 nov 2025',
    );
  });

  it('says why a point is partial: under way, or how many of its days the period holds', () => {
    expect(formatPoint(point({ partial: 'en-curso' }), 'dia')).toBe('3 nov (en curso)');
    expect(
      formatPoint(
        point({ start: '2026-09-10', end: '2026-09-13', partial: 'recortado' }),
        'semana',
      ),
    ).toBe('10–13 sep (4 de 7 días)');
    expect(formatPoint(point({ start: '2026-11-01', end: '2026-11-30' }), 'mes')).toBe('nov 2026');
    expect(
      formatPoint(point({ start: '2026-12-01', end: '2026-12-02', partial: 'en-curso' }), 'mes'),
    ).toBe('1–2 dic 2026 (en curso)');
    expect(formatAxisLabel(point({ start: '2026-12-01' }), 'mes')).toBe('dic');
    expect(formatAxisLabel(point({}), 'semana')).toBe('3 nov');
  });

  it('names what each point and the period are compared with', () => {
    expect(formatPreviousDays(point({}), byDays)).toBe('3 nov 2025');
    expect(formatPreviousDays(point({ previousDays: null }), byDays)).toBe('—');
    const today: Previous = {
      from: '2026-12-01',
      to: '2026-12-01',
      kind: 'misma-hora',
      until: '2026-12-02T00:00:00.000Z',
    };
    expect(
      formatPreviousDays(point({ previousDays: { from: '2026-12-01', to: '2026-12-01' } }), today),
    ).toBe('1 dic 2026 hasta las 18:00');
    expect(describeComparison({ from: '2026-12-02', to: '2026-12-02' }, today)).toBe(
      'ayer, 1 dic 2026, hasta la misma hora',
    );
    expect(
      describeComparison(
        { from: '2026-01-01', to: '2026-12-01' },
        { from: '2025-01-01', to: '2025-12-01', kind: 'meses', until: null },
      ),
    ).toBe('1 ene 2025 – 1 dic 2025: cada mes con el mismo mes del año anterior');
    expect(
      describeComparison(
        { from: '2026-03-01', to: '2026-03-31' },
        { from: '2026-02-01', to: '2026-02-28', kind: 'meses', until: null },
      ),
    ).toBe('1 feb 2026 – 28 feb 2026, el mes anterior');
    expect(describeComparison({ from: '2026-11-03', to: '2026-12-02' }, byDays)).toBe(
      '4 oct 2026 – 2 nov 2026, los 30 días anteriores',
    );
  });
});
