// lib/staff-area: the dashboard's view as the URL keeps it (period, grouping, filters). Runs anywhere; pure functions.
import { parseIsoDate } from '../site/format';
import { FILTER_KEYS, GROUPINGS, PERIODS } from './staff-constants';
import type { DashboardFilters, FilterKey, Grouping, Period } from './staff-contract';

/** What the page's URL says: the period (with its days when custom), the grouping, the filters. */
export type DashboardView = {
  period: Period;
  /** Only for `personalizado`: its first and last day, `AAAA-MM-DD`. */
  from?: string;
  to?: string;
  /** Chosen by hand; otherwise the period's own grouping. */
  grouping?: Grouping;
  filters: DashboardFilters;
};

export const DEFAULT_PERIOD: Period = '30d';

export const PERIOD_LABELS = {
  hoy: 'Hoy',
  '7d': 'Últimos 7 días',
  '30d': 'Últimos 30 días',
  '90d': 'Últimos 90 días',
  '12m': 'Últimos 12 meses',
  personalizado: 'Otras fechas',
} as const satisfies Record<Period, string>;

export const GROUPING_LABELS = {
  dia: 'Por día',
  semana: 'Por semana',
  mes: 'Por mes',
} as const satisfies Record<Grouping, string>;

export const FILTER_LABELS = {
  pagina: 'Página',
  origen: 'Origen',
  campana: 'Campaña',
  dispositivo: 'Dispositivo',
  lugar: 'Lugar',
} as const satisfies Record<FilterKey, string>;

const DAY_MS = 86_400_000;

/** A real calendar day written `AAAA-MM-DD` (not `2025-02-30`). */
export function isIsoDate(value: string | null | undefined): value is string {
  return !!value && parseIsoDate(value) !== null;
}

/** `days` days after (or, negative, before) an `AAAA-MM-DD` day. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included. */
export function countDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Reads a view from a query string; anything unknown or malformed falls back to the default. */
export function readDashboardView(search: string): DashboardView {
  const params = new URLSearchParams(search);
  const asked = params.get('periodo');
  let period = PERIODS.find((name) => name === asked) ?? DEFAULT_PERIOD;
  const from = params.get('desde');
  const to = params.get('hasta');
  const customDays = period === 'personalizado' && isIsoDate(from) && isIsoDate(to) && from <= to;
  if (period === 'personalizado' && !customDays) period = DEFAULT_PERIOD;
  const groupingParam = params.get('agrupar');
  const grouping = GROUPINGS.find((name) => name === groupingParam);
  const filters: DashboardFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return {
    period,
    ...(customDays ? { from, to } : {}),
    ...(grouping ? { grouping } : {}),
    filters,
  };
}

/** Writes a view as the page's query string (`?periodo=…`), '' for the default view. */
export function writeDashboardView(view: DashboardView): string {
  const params = new URLSearchParams();
  if (view.period !== DEFAULT_PERIOD) params.set('periodo', view.period);
  if (view.period === 'personalizado' && view.from && view.to) {
    params.set('desde', view.from);
    params.set('hasta', view.to);
  }
  if (view.grouping) params.set('agrupar', view.grouping);
  for (const key of FILTER_KEYS) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The first and last day a period covers, `today` being the last (Mexico City's day). */
export function resolvePeriodDays(
  view: DashboardView,
  today: string,
): { from: string; to: string } {
  switch (view.period) {
    case 'hoy':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case '12m': {
      const [year, month] = today.split('-').map(Number) as [number, number];
      const start = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
      return { from: start, to: today };
    }
    case 'personalizado':
      return { from: view.from ?? today, to: view.to ?? today };
  }
}

/** The grouping a view's chart uses: the one chosen, else by day up to 31 days, by week up to 6 months, by month beyond. */
export function resolveGrouping(view: DashboardView, days: number): Grouping {
  if (view.grouping) return view.grouping;
  if (days <= 31) return 'dia';
  return days <= 190 ? 'semana' : 'mes';
}

/** The API's query for a view (`desde`, `hasta`, `agrupar` and the filters), without `?`. */
export function buildDashboardQuery(view: DashboardView, today: string): string {
  const { from, to } = resolvePeriodDays(view, today);
  const params = new URLSearchParams({
    desde: from,
    hasta: to,
    agrupar: resolveGrouping(view, countDays(from, to)),
  });
  for (const key of FILTER_KEYS) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}
