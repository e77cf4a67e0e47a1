'use client';

import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { hasAuditFilters } from '@/lib/staff-area/audit-view';
import { AUDIT_KIND_LABELS } from '@/lib/staff-area/staff-constants';
import { AuditFilters } from './audit-filters';
import { AuditPages } from './audit-pages';
import { AuditTable } from './audit-table';
import { useAuditPage } from './use-audit-page';
import { useAuditView } from './use-audit-view';
import styles from './audit-log.module.scss';

const countEntries = (count: number) => `${count} ${count === 1 ? 'entrada' : 'entradas'}`;

/**
 * The audit log, newest first, 100 entries a page: sign-ins, failures, reads and every change
 * with what changed, filtered by kind, person, subject and days. The filters and the page are
 * in the URL (`?tipo=cambio&persona=marta&antes=…`), so Back undoes a filter and a link opens
 * the same view.
 */
export function AuditLog({ onExpired }: { onExpired: () => void }) {
  const audit = useAuditView();
  const { view } = audit;
  const { page, loading, problem, retry } = useAuditPage(audit.query, onExpired);
  const heading = useRef<HTMLHeadingElement>(null);
  const older = page?.next;

  // A page turned from its buttons starts at its top, where the focus goes.
  function turn(show: () => void) {
    show();
    heading.current?.focus();
  }

  return (
    <div className={styles.log}>
      <AuditFilters view={view} onFilter={audit.filter} onEndTyping={audit.endTyping} />
      <section className={styles.results} aria-labelledby="bitacora-titulo" aria-busy={loading}>
        <div className={styles.top}>
          <h2 id="bitacora-titulo" ref={heading} tabIndex={-1} className={styles.title}>
            {view.kind ? AUDIT_KIND_LABELS[view.kind] : 'Accesos, lecturas y cambios'}
          </h2>
          <div className={styles.summary}>
            <p className={styles.status} role="status">
              {loading ? 'Cargando…' : page && countEntries(page.entries.length)}
            </p>
            {hasAuditFilters(view) && (
              <button
                type="button"
                className={styles.clear}
                onClick={() => audit.filter({}, 'choice')}
              >
                Quitar filtros
              </button>
            )}
          </div>
        </div>
        {problem === 'forbidden' && (
          <p className={styles.empty}>Solo quien administra la agencia puede ver la bitácora.</p>
        )}
        {problem === 'failed' && (
          <div className={styles.failed} role="alert">
            <p>No pudimos cargar la bitácora. Revisa tu conexión a internet e intenta de nuevo.</p>
            <Button type="button" size="sm" onClick={retry}>
              Reintentar
            </Button>
          </div>
        )}
        {page && page.entries.length === 0 && (
          <p className={styles.empty}>
            {hasAuditFilters(view)
              ? 'No hay entradas con estos filtros.'
              : 'La bitácora todavía no tiene entradas.'}
          </p>
        )}
        {page && page.entries.length > 0 && <AuditTable entries={page.entries} />}
        {page && (view.before || older) && (
          <AuditPages
            pageNumber={audit.pageNumber}
            knowsNewer={audit.knowsNewer}
            onNewer={view.before ? () => turn(audit.showNewer) : null}
            onOlder={older ? () => turn(() => audit.showOlder(older)) : null}
            busy={loading}
          />
        )}
      </section>
    </div>
  );
}
