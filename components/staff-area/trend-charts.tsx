'use client';

import { useState } from 'react';
import type { DashboardData } from '@/lib/staff-area/staff-contract';
import { TrendChart } from './trend-chart';
import { TrendTable } from './trend-table';
import styles from './trend-charts.module.scss';

/** Visits and WhatsApp clicks over the period, as two charts or, on request, as one table. */
export function TrendCharts({ series }: { series: DashboardData['series'] }) {
  const [asTable, setAsTable] = useState(false);
  const starts = series.map((point) => point.start);
  // Only the last points can be under way; one in the middle would be a gap, not a drop.
  const finished = series.findLastIndex((point) => !point.unfinished) + 1;

  return (
    <section className={styles.trends} aria-labelledby="tendencia-titulo">
      <div className={styles.heading}>
        <h2 id="tendencia-titulo" className={styles.title}>
          Visitas y clics en el tiempo
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          Ver como tabla
        </button>
      </div>
      {asTable ? (
        <TrendTable series={series} />
      ) : (
        <div className={styles.charts}>
          <TrendChart
            title="Visitas"
            starts={starts}
            current={series.map((point) => point.visits)}
            previous={series.map((point) => point.previousVisits)}
            unfinishedFrom={finished}
          />
          <TrendChart
            title="Clics en WhatsApp"
            starts={starts}
            current={series.map((point) => point.clicks)}
            previous={series.map((point) => point.previousClicks)}
            unfinishedFrom={finished}
          />
        </div>
      )}
    </section>
  );
}
