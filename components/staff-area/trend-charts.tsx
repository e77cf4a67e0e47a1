'use client';

import { useState } from 'react';
import { formatCount } from '@/lib/staff-area/dashboard-format';
import { describePartial, formatAxisLabel, formatDays } from '@/lib/staff-area/period-labels';
import type { DashboardData } from '@/lib/staff-area/staff-contract';
import { TrendChart } from './trend-chart';
import type { TrendLine } from './trend-chart-marks';
import { TrendTable } from './trend-table';
import styles from './trend-charts.module.scss';

const sum = (values: (number | null)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** What a chart shows, in words: its days, both totals, and each partial point and why. */
function describeChart(data: DashboardData, current: number[], previous: (number | null)[]) {
  const { series, grouping } = data;
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return 'Sin datos en este periodo.';
  const partial = series.flatMap((point) => {
    const why = describePartial(point, grouping);
    return why ? [`${formatDays({ from: point.start, to: point.end })}: ${why}`] : [];
  });
  return [
    `Desde ${formatDays({ from: first.start, to: first.start })} hasta ${formatDays({ from: last.end, to: last.end })}:`,
    `${formatCount(sum(current))} en este periodo y ${formatCount(sum(previous))} en el anterior.`,
    ...(partial.length > 0
      ? [`Puntos parciales, que cuentan solo sus días: ${partial.join('; ')}.`]
      : []),
  ].join(' ');
}

/** A line of the chart: its values, and why a point is partial (its counterpart is too). */
const toLine = (data: DashboardData, values: (number | null)[]): TrendLine => ({
  values,
  partial: data.series.map((point) => describePartial(point, data.grouping)),
});

/**
 * Visits and WhatsApp clicks over the period, as two charts or, on request, as one table. Under
 * a filter that leaves the clicks uncounted, their chart says so and draws no line.
 */
export function TrendCharts({ data }: { data: DashboardData }) {
  const [asTable, setAsTable] = useState(false);
  const { series, grouping } = data;
  const labels = series.map((point) => formatAxisLabel(point, grouping));
  const [only] = series;
  // A chart of one point (today) sets it beside its counterpart, named under its bar.
  const previousLabel =
    series.length === 1 && only?.previousDays ? formatDays(only.previousDays) : undefined;
  const chart = (title: string, current: number[], previous: (number | null)[]) => (
    <TrendChart
      title={title}
      labels={labels}
      previousLabel={previousLabel}
      current={toLine(data, current)}
      previous={toLine(data, previous)}
      description={describeChart(data, current, previous)}
    />
  );

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
        <TrendTable data={data} />
      ) : (
        <div className={styles.charts}>
          {chart(
            'Visitas',
            series.map((point) => point.visits),
            series.map((point) => point.previousVisits),
          )}
          {data.clicksCounted ? (
            chart(
              'Clics en WhatsApp',
              series.map((point) => point.clicks),
              series.map((point) => point.previousClicks),
            )
          ) : (
            <figure className={styles.chart}>
              <figcaption className={styles.caption}>
                <span className={styles.chartTitle}>Clics en WhatsApp</span>
              </figcaption>
              <p className={styles.uncounted}>
                No se cuentan con el filtro por origen: un clic no guarda de dónde llegó la visita.
                Quita ese filtro para ver sus clics.
              </p>
            </figure>
          )}
        </div>
      )}
    </section>
  );
}
