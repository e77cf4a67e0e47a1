'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fetchAuditLog, type AuditResult } from '@/lib/staff-area/staff-api';
import { AuditEntryRow } from './audit-entry-row';
import { AuditFilters } from './audit-filters';
import { LogTable } from './log-table';
import styles from './data-table.module.scss';

/**
 * The audit log, newest first, a page at a time: sign-ins, failures, reads and every change with
 * what changed. Filters by kind, person, subject and days. Only a manager's panel shows it.
 * Each older page is asked for with the cursor the page before gave; going back to newer pages
 * takes the cursors kept on the way.
 */
export function AuditLog({ onExpired }: { onExpired: () => void }) {
  const [filters, setFilters] = useState(() => new URLSearchParams());
  const [cursors, setCursors] = useState<string[]>([]);
  const [result, setResult] = useState<AuditResult | null>(null);
  const cursor = cursors.at(-1);

  useEffect(() => {
    let current = true;
    const search = new URLSearchParams(filters);
    if (cursor) search.set('antes', cursor);
    void fetchAuditLog(search.toString()).then((answer) => {
      if (!current) return;
      if (answer.kind === 'unauthorized') onExpired();
      else setResult(answer);
    });
    return () => {
      current = false;
    };
  }, [filters, cursor, onExpired]);

  return (
    <section className={styles.section} aria-labelledby="bitacora-titulo">
      <h2 id="bitacora-titulo" className={styles.title}>
        Bitácora de accesos y acciones
      </h2>
      {result?.kind !== 'forbidden' && (
        <AuditFilters
          onApply={(search) => {
            setFilters(search);
            setCursors([]);
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
            <AuditEntryRow key={`${entry.at}-${index}`} entry={entry} />
          ))}
        </LogTable>
      )}
      {result?.kind === 'ok' && (cursors.length > 0 || result.next) && (
        <nav className={styles.pages} aria-label="Páginas de la bitácora">
          <Button
            size="sm"
            variant="secondary"
            disabled={cursors.length === 0}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            Más recientes
          </Button>
          <span>Página {cursors.length + 1}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={!result.next}
            // While the older page loads, this page's cursor is already the last one kept.
            onClick={() => {
              if (result.next && result.next !== cursor) setCursors([...cursors, result.next]);
            }}
          >
            Más antiguas
          </Button>
        </nav>
      )}
    </section>
  );
}
