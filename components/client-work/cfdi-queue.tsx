'use client';

import { useCallback, useState } from 'react';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { fetchCfdiQueue } from '@/lib/staff-area/client-work-api';
import { CfdiCard } from './cfdi-card';
import { useWorkRead } from './use-work-read';
import styles from './cfdi-queue.module.scss';
import section from './work-section.module.scss';

type Filter = 'pendientes' | 'todas';

/** The CFDI requests that wait to be issued, oldest first, or every one. */
export function CfdiQueue({ session }: { session: StaffSession }) {
  const [filter, setFilter] = useState<Filter>('pendientes');
  const load = useCallback(() => fetchCfdiQueue(filter), [filter]);
  const { value, problem, loading, reload } = useWorkRead(load, session.onExpired);
  const changed = useCallback(() => {
    session.refreshPending();
    return reload();
  }, [session, reload]);

  return (
    <section className={section.section} aria-labelledby="cfdi-titulo" aria-busy={loading}>
      <div className={section.top}>
        <h2 id="cfdi-titulo" className={section.heading}>
          {filter === 'pendientes' ? 'Solicitudes por emitir' : 'Todas las solicitudes'}
        </h2>
        <div className={styles.filters} role="group" aria-label="Qué solicitudes ver">
          {(['pendientes', 'todas'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.filter}
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
            >
              {option === 'pendientes' ? 'Por emitir' : 'Todas'}
            </button>
          ))}
        </div>
      </div>
      {problem === 'failed' && (
        <p className={styles.problem} role="alert">
          No pudimos cargar las solicitudes. Revisa tu conexión y recarga la página.
        </p>
      )}
      {!value && !problem && <p className={section.empty}>Cargando las solicitudes…</p>}
      {value && value.requests.length === 0 && (
        <p className={section.empty}>
          {filter === 'pendientes'
            ? 'No hay CFDI por emitir: todo está al día.'
            : 'Ningún cliente ha pedido un CFDI todavía.'}
        </p>
      )}
      {value && value.requests.length > 0 && (
        <ul className={section.rows}>
          {value.requests.map((cfdi) => (
            <CfdiCard
              key={cfdi.invoiceId}
              cfdi={cfdi}
              session={session}
              onChanged={changed}
              showClient
            />
          ))}
        </ul>
      )}
    </section>
  );
}
