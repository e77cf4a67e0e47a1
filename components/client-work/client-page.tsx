'use client';

import { useCallback } from 'react';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { fetchClientDetail } from '@/lib/staff-area/client-work-api';
import { AccessLog } from './access-log';
import { ClientBalance } from './client-balance';
import { CfdiCard } from './cfdi-card';
import { ClientLink } from './client-link';
import { ClientMessages } from './client-messages';
import { ClientProjects } from './client-projects';
import { ClientServices } from './client-services';
import { ClientInvoices } from './client-invoices';
import { ClientSummaryCard } from './client-summary-card';
import { useWorkRead } from './use-work-read';
import { WorkSection } from './work-section';
import styles from './client-page.module.scss';

type ClientPageProps = { clientId: number; session: StaffSession };

/**
 * One client's page: first what they owe and what is overdue, then who they are and where their
 * account stands, their invoices, services, projects, CFDI, the messages sent to them and their
 * accesses.
 */
export function ClientPage({ clientId, session }: ClientPageProps) {
  const load = useCallback(() => fetchClientDetail(clientId), [clientId]);
  const { value: detail, problem, reload } = useWorkRead(load, session.onExpired);
  const changed = useCallback(() => {
    session.refreshPending();
    return reload();
  }, [session, reload]);

  return (
    <div className={styles.page}>
      <ClientLink clientId={null} className={styles.back}>
        ← Todos los clientes
      </ClientLink>
      {!detail && !problem && (
        <p className={styles.status} role="status">
          Cargando el cliente…
        </p>
      )}
      {problem === 'not-found' && (
        <p className={styles.problem} role="alert">
          No existe ese cliente. Vuelve a la lista y búscalo.
        </p>
      )}
      {problem === 'failed' && (
        <p className={styles.problem} role="alert">
          No pudimos cargar el cliente. Revisa tu conexión y recarga la página.
        </p>
      )}
      {detail && (
        <>
          <ClientBalance name={detail.client.name} invoices={detail.invoices} />
          <ClientSummaryCard detail={detail} session={session} onChanged={changed} />
          <ClientInvoices detail={detail} session={session} onChanged={changed} />
          <ClientServices detail={detail} session={session} onChanged={changed} />
          <ClientProjects detail={detail} session={session} onChanged={changed} />
          <WorkSection
            id="cliente-cfdi"
            title="Solicitudes de CFDI"
            empty="No ha pedido ninguna factura (CFDI)."
            count={detail.cfdiRequests.length}
          >
            {detail.cfdiRequests.map((cfdi) => (
              <CfdiCard key={cfdi.invoiceId} cfdi={cfdi} session={session} onChanged={changed} />
            ))}
          </WorkSection>
          <ClientMessages messages={detail.messages} session={session} onChanged={changed} />
          <AccessLog entries={detail.accessLog} />
        </>
      )}
    </div>
  );
}
