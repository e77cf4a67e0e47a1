'use client';

import { useUrlSearch } from '@/components/hooks/use-url-search';
import { toMexicoCityDate } from '@/lib/site/mexico-city-date';
import {
  buildDashboardQuery,
  readDashboardView,
  writeDashboardView,
  type DashboardView,
} from '@/lib/staff-area/dashboard-view';
import type { DashboardFilters, FilterKey } from '@/lib/staff-area/staff-contract';

/**
 * The dashboard's view, kept in the page's URL so it can be bookmarked or sent, and the API
 * query it asks for (the period's days counted in Mexico City). Each change of filter or period
 * is a history entry: Back undoes it.
 */
export function useDashboardView() {
  const [search, pushSearch] = useUrlSearch({ history: 'push' });
  const view = readDashboardView(search);
  const query = buildDashboardQuery(view, toMexicoCityDate());

  function update(next: DashboardView) {
    pushSearch(writeDashboardView(next));
  }

  return {
    view,
    query,
    update,
    addFilters: (filters: DashboardFilters) =>
      update({ ...view, filters: { ...view.filters, ...filters } }),
    removeFilter: (key: FilterKey) => {
      const filters = { ...view.filters };
      delete filters[key];
      update({ ...view, filters });
    },
  };
}
