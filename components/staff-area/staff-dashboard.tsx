'use client';

import { Button } from '@/components/ui/button';
import { formatDayRange } from '@/lib/staff-area/dashboard-format';
import type { StaffMember } from '@/lib/staff-area/staff-contract';
import { AuditLog } from './audit-log';
import { DashboardTables } from './dashboard-tables';
import { DashboardToolbar } from './dashboard-toolbar';
import { FilterChips } from './filter-chips';
import { HeadlineFigures } from './headline-figures';
import { TrendCharts } from './trend-charts';
import { useDashboardData } from './use-dashboard-data';
import { useDashboardView } from './use-dashboard-view';
import styles from './staff-dashboard.module.scss';

type StaffDashboardProps = {
  staff: StaffMember;
  onExpired: () => void;
};

/** The visit counts of the chosen period and filters, compared with the period before. */
export function StaffDashboard({ staff, onExpired }: StaffDashboardProps) {
  const { view, query, update, addFilters, removeFilter } = useDashboardView();
  const { data, loading, failed, retry } = useDashboardData(query, onExpired);

  return (
    <div className={styles.dashboard}>
      <DashboardToolbar view={view} query={query} onChange={update} />
      <FilterChips filters={view.filters} onRemove={removeFilter} />
      {failed && (
        <div className={styles.failed} role="alert">
          <p>
            No pudimos cargar las estadísticas. Revisa tu conexión a internet e intenta de nuevo.
          </p>
          <Button type="button" size="sm" onClick={retry}>
            Reintentar
          </Button>
        </div>
      )}
      <div className={styles.content} aria-busy={loading}>
        {loading && (
          <p className={styles.loading} role="status">
            Cargando estadísticas…
          </p>
        )}
        {data && (
          <>
            <p className={styles.period}>
              Del periodo <strong>{formatDayRange(data.period.from, data.period.to)}</strong>,
              comparado con <strong>{formatDayRange(data.previous.from, data.previous.to)}</strong>.
            </p>
            <HeadlineFigures
              totals={data.totals}
              previous={data.previousTotals}
              clicksCounted={!view.filters.origen}
            />
            <TrendCharts series={data.series} />
            <DashboardTables data={data} onFilter={addFilters} />
          </>
        )}
      </div>
      {staff.role === 'gerente' && <AuditLog onExpired={onExpired} />}
    </div>
  );
}
