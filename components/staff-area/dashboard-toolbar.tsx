'use client';

import { useId } from 'react';
import buttonStyles from '@/components/ui/button.module.scss';
import { GROUPING_LABELS, type DashboardView } from '@/lib/staff-area/dashboard-view';
import { getStaffUrl } from '@/lib/staff-area/staff-api';
import { GROUPINGS, STAFF_ROUTES } from '@/lib/staff-area/staff-constants';
import { PeriodPicker } from './period-picker';
import styles from './dashboard-toolbar.module.scss';

type DashboardToolbarProps = {
  view: DashboardView;
  /** The API query of the view: the CSV link asks for the same one. */
  query: string;
  onChange: (view: DashboardView) => void;
};

/** The period, the chart's grouping and the CSV of what is on screen. */
export function DashboardToolbar({ view, query, onChange }: DashboardToolbarProps) {
  const groupingId = useId();
  const params = new URLSearchParams(query);

  return (
    <div className={styles.toolbar}>
      <PeriodPicker
        view={view}
        from={params.get('desde') ?? ''}
        to={params.get('hasta') ?? ''}
        onChange={onChange}
      />
      <div className={styles.field}>
        <label htmlFor={groupingId} className={styles.label}>
          Agrupar la gráfica
        </label>
        <select
          id={groupingId}
          className={styles.select}
          value={params.get('agrupar') ?? 'dia'}
          onChange={(event) => {
            const grouping = GROUPINGS.find((name) => name === event.target.value);
            onChange({ ...view, grouping });
          }}
        >
          {GROUPINGS.map((grouping) => (
            <option key={grouping} value={grouping}>
              {GROUPING_LABELS[grouping]}
            </option>
          ))}
        </select>
      </div>
      {/* A plain link with the button's classes: through getButtonClassName, a client module
          would make the shared chunk every page loads export that function. */}
      <a
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.sm}`}
        href={getStaffUrl(STAFF_ROUTES.dashboardCsv, query)}
        download
      >
        Descargar CSV
      </a>
    </div>
  );
}
