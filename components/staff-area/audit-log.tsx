'use client';

import { useEffect, useState } from 'react';
import { formatMoment } from '@/lib/staff-area/dashboard-format';
import { fetchAuditLog, type AuditResult } from '@/lib/staff-area/staff-api';
import styles from './data-table.module.scss';

/** The audit log, newest first: sign-ins, failures and staff actions. Only a manager's panel shows it. */
export function AuditLog({ onExpired }: { onExpired: () => void }) {
  const [result, setResult] = useState<AuditResult | null>(null);

  useEffect(() => {
    let current = true;
    void fetchAuditLog().then((answer) => {
      if (!current) return;
      if (answer.kind === 'unauthorized') onExpired();
      else setResult(answer);
    });
    return () => {
      current = false;
    };
  }, [onExpired]);

  return (
    <section className={styles.section} aria-labelledby="bitacora-titulo">
      <h2 id="bitacora-titulo" className={styles.title}>
        Bitácora de accesos y acciones
      </h2>
      {!result && <p className={styles.empty}>Cargando la bitácora…</p>}
      {result?.kind === 'forbidden' && (
        <p className={styles.empty}>Solo quien administra la agencia puede ver la bitácora.</p>
      )}
      {result?.kind === 'failed' && (
        <p className={styles.empty}>
          No pudimos cargar la bitácora. Recarga la página para intentar de nuevo.
        </p>
      )}
      {result?.kind === 'ok' && (
        // Focusable, so a keyboard can scroll a table wider than a phone.
        <div className={styles.scroll} role="region" aria-label="Bitácora" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Persona</th>
                <th scope="col">Acción</th>
                <th scope="col">Detalle</th>
              </tr>
            </thead>
            <tbody>
              {result.entries.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td className={styles.moment}>{formatMoment(entry.at)}</td>
                  <td className={styles.label}>{entry.actor || 'Cuenta desconocida'}</td>
                  <td className={styles.text}>{entry.action}</td>
                  <td className={styles.text}>{entry.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
