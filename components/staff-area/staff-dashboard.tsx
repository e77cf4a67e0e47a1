'use client';

import { Button } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import { staffPaths } from '@/lib/site/staff-paths';
import type { StaffMember } from '@/lib/staff-area/staff-contract';
import { DashboardTables, type ServiceNames } from './dashboard-tables';
import { DashboardToolbar } from './dashboard-toolbar';
import { FilterChips } from './filter-chips';
import { HeadlineFigures } from './headline-figures';
import { PeriodLine } from './period-line';
import { TrendCharts } from './trend-charts';
import { useDashboardData } from './use-dashboard-data';
import { useDashboardView } from './use-dashboard-view';
import styles from './staff-dashboard.module.scss';

type StaffDashboardProps = {
  staff: StaffMember;
  onExpired: () => void;
  /** The services' names by page, from the catalogue the site was built with. */
  serviceNames: ServiceNames;
};

/** The visit counts of the chosen period and filters, compared with the period before. */
export function StaffDashboard({ staff, onExpired, serviceNames }: StaffDashboardProps) {
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
            <PeriodLine data={data} />
            <HeadlineFigures data={data} />
            <TrendCharts data={data} />
            <DashboardTables data={data} serviceNames={serviceNames} onFilter={addFilters} />
          </>
        )}
      </div>
      {staff.role === 'gerente' && (
        <p className={styles.auditLink}>
          Quién entró, qué descargó y qué cambió está en la{' '}
          <SiteLink href={staffPaths.audit}>bitácora</SiteLink>.
        </p>
      )}
    </div>
  );
}
