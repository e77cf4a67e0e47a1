'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoment } from '@/lib/staff-area/dashboard-format';
import { fetchAuditLog, type AuditResult } from '@/lib/staff-area/staff-api';
import { AuditFilters } from './audit-filters';
import { LogTable } from './log-table';
import styles from './data-table.module.scss';

/**
 * The audit log, newest first, a page at a time: sign-ins, failures, reads and every change with
 * what changed. Filters by kind, person, subject and days. Only a manager's panel shows it.
 */
export function AuditLog({ onExpired }: { onExpired: () => void }) {
  const [filters, setFilters] = useState(() => new URLSearchParams());
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<AuditResult | null>(null);

  useEffect(() => {
    let current = true;
    const search = new URLSearchParams(filters);
    if (page > 1) search.set('pagina', String(page));
    void fetchAuditLog(search.toString()).then((answer) => {
      if (!current) return;
      if (answer.kind === 'unauthorized') onExpired();
      else setResult(answer);
    });
    return () => {
      current = false;
    };
  }, [filters, page, onExpired]);

  return (
    <section className={styles.section} aria-labelledby="bitacora-titulo">
      <h2 id="bitacora-titulo" className={styles.title}>
        Bitácora de accesos y acciones
      </h2>
      {result?.kind !== 'forbidden' && (
        <AuditFilters
          onApply={(search) => {
            setFilters(search);
            setPage(1);
          }}
        />
      )}
      {!result && <p className={styles.empty}>Cargando la bitácora…</p>}
      {result?.kind === 'forbidden' && (
        <p className={styles.empty}>Solo quien administra la agencia puede ver la bitácora.</p>
      )}
      {result?.kind === 'failed' && (
        <p className={styles.empty}>
          No pudimos cargar la bitácora. Revisa los filtros o recarga la página.
        </p>
      )}
      {result?.kind === 'ok' && result.entries.length === 0 && (
        <p className={styles.empty}>No hay entradas con esos filtros.</p>
      )}
      {result?.kind === 'ok' && result.entries.length > 0 && (
        <LogTable label="Bitácora" columns={['Fecha', 'Persona', 'Acción', 'Detalle']}>
          {result.entries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td className={styles.moment}>{formatMoment(entry.at)}</td>
              <td className={styles.label}>{entry.actor || 'Cuenta desconocida'}</td>
              <td className={styles.text}>{entry.action}</td>
              <td className={styles.text}>{entry.detail}</td>
            </tr>
          ))}
        </LogTable>
      )}
      {result?.kind === 'ok' && (page > 1 || result.hasMore) && (
        <nav className={styles.pages} aria-label="Páginas de la bitácora">
          <Button
            size="sm"
            variant="secondary"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            Más recientes
          </Button>
          <span>Página {page}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={!result.hasMore}
            onClick={() => setPage(page + 1)}
          >
            Más antiguas
          </Button>
        </nav>
      )}
    </section>
  );
}
