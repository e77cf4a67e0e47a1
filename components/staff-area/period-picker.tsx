'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { isIsoDate, PERIOD_LABELS, type DashboardView } from '@/lib/staff-area/dashboard-view';
import { PERIODS } from '@/lib/staff-area/staff-constants';
import styles from './dashboard-toolbar.module.scss';

type PeriodPickerProps = {
  view: DashboardView;
  /** The days the view covers now, to start a custom range from. */
  from: string;
  to: string;
  onChange: (view: DashboardView) => void;
};

/**
 * The period: today, the last 7, 30 or 90 days, 12 months, or other dates, which take effect
 * once both days are chosen and applied. A new period keeps the filters.
 */
export function PeriodPicker({ view, from, to, onChange }: PeriodPickerProps) {
  const id = useId();
  const [custom, setCustom] = useState(view.period === 'personalizado');
  const [error, setError] = useState('');

  function applyRange(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const first = String(data.get('desde') ?? '');
    const last = String(data.get('hasta') ?? '');
    if (!isIsoDate(first) || !isIsoDate(last) || first > last) {
      setError('Elige dos fechas, la primera igual o anterior a la segunda.');
      return;
    }
    setError('');
    onChange({ ...view, period: 'personalizado', from: first, to: last });
  }

  return (
    <div className={styles.period}>
      <div className={styles.field}>
        <label htmlFor={`${id}-period`} className={styles.label}>
          Periodo
        </label>
        <select
          id={`${id}-period`}
          className={styles.select}
          value={custom ? 'personalizado' : view.period}
          onChange={(event) => {
            const period = PERIODS.find((name) => name === event.target.value);
            if (!period) return;
            setCustom(period === 'personalizado');
            if (period !== 'personalizado')
              onChange({ ...view, period, from: undefined, to: undefined });
          }}
        >
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {PERIOD_LABELS[period]}
            </option>
          ))}
        </select>
      </div>
      {custom && (
        <form className={styles.range} onSubmit={applyRange} noValidate aria-label="Otras fechas">
          <div className={styles.field}>
            <label htmlFor={`${id}-from`} className={styles.label}>
              Desde
            </label>
            <input
              id={`${id}-from`}
              name="desde"
              type="date"
              className={styles.select}
              defaultValue={from}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-to`} className={styles.label}>
              Hasta
            </label>
            <input
              id={`${id}-to`}
              name="hasta"
              type="date"
              className={styles.select}
              defaultValue={to}
            />
          </div>
          <Button type="submit" size="sm">
            Aplicar fechas
          </Button>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
