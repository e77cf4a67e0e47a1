'use client';

import { useState } from 'react';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { isClientAnswer, isNewPasswordAnswer } from '@/lib/staff-area/client-work-answers';
import { sendClientWork } from '@/lib/staff-area/client-work-api';
import { CLIENT_WORK_ROUTES } from '@/lib/staff-area/client-work-constants';
import type { ClientDetail, NewPasswordAnswer } from '@/lib/staff-area/client-work-contract';
import { formatMoment } from '@/lib/staff-area/dashboard-format';
import { PasswordPanel } from './password-panel';
import { RowActions } from './row-actions';
import { WorkForm } from './work-form';
import styles from './work-section.module.scss';

type ClientSummaryCardProps = {
  detail: ClientDetail;
  session: StaffSession;
  onChanged: () => Promise<void>;
};

/** Who the client is and, for a manager, their access: disable or enable it, a new password. */
export function ClientSummaryCard({ detail, session, onChanged }: ClientSummaryCardProps) {
  const { client, fiscalData } = detail;
  const [reset, setReset] = useState<NewPasswordAnswer | null>(null);
  const clientId = client.id;

  return (
    <section className={styles.section} aria-labelledby="cliente-titulo">
      <div className={styles.top}>
        <h2 id="cliente-titulo" className={styles.heading}>
          {client.name}
        </h2>
        <span className={client.disabled ? styles.ended : styles.pagada}>
          {client.disabled ? 'Acceso desactivado' : 'Acceso activo'}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Empresa</dt>
          <dd>{client.company}</dd>
        </div>
        <div>
          <dt>Correo</dt>
          <dd>{client.email}</dd>
        </div>
        <div>
          <dt>RFC</dt>
          <dd>{client.rfc ?? 'Sin datos fiscales guardados'}</dd>
        </div>
        {fiscalData && (
          <div>
            <dt>Razón social</dt>
            <dd>{fiscalData.legalName}</dd>
          </div>
        )}
        <div>
          <dt>Cliente desde</dt>
          <dd>{formatMoment(client.createdAt)}</dd>
        </div>
      </dl>
      {session.canChange && (
        <RowActions
          actions={[
            {
              key: 'access',
              label: client.disabled ? 'Reactivar acceso' : 'Desactivar acceso',
              name: client.disabled ? 'Reactivar acceso' : 'Desactivar acceso',
              render: (close) => (
                <WorkForm
                  title={client.disabled ? 'Reactivar acceso' : 'Desactivar acceso'}
                  fields={[]}
                  initial={{}}
                  submitLabel={client.disabled ? 'Sí, reactivar' : 'Sí, desactivar'}
                  description={
                    client.disabled
                      ? `${client.name} podrá entrar de nuevo a su panel con su contraseña.`
                      : `Sus sesiones abiertas terminan al instante y no podrá entrar a su panel hasta que lo reactives.`
                  }
                  send={() =>
                    sendClientWork(
                      CLIENT_WORK_ROUTES.clientAccess,
                      { clientId },
                      { disabled: !client.disabled },
                      isClientAnswer,
                    )
                  }
                  onSaved={() => {
                    close();
                    void onChanged();
                  }}
                  onCancel={close}
                  onExpired={session.onExpired}
                />
              ),
            },
            {
              key: 'password',
              label: 'Restablecer contraseña',
              name: 'Restablecer contraseña',
              render: (close) => (
                <WorkForm
                  title="Restablecer contraseña"
                  fields={[]}
                  initial={{}}
                  submitLabel="Sí, generar una nueva"
                  description="Generamos una contraseña nueva y todas sus sesiones terminan. La verás una sola vez."
                  send={() =>
                    sendClientWork(
                      CLIENT_WORK_ROUTES.resetPassword,
                      { clientId },
                      {},
                      isNewPasswordAnswer,
                    )
                  }
                  onSaved={(answer) => {
                    close();
                    setReset(answer);
                    void onChanged();
                  }}
                  onCancel={close}
                  onExpired={session.onExpired}
                />
              ),
            },
          ]}
        />
      )}
      {reset && (
        <PasswordPanel
          clientName={client.name}
          password={reset.password}
          whatsAppMessage={reset.whatsAppMessage}
          onClose={() => setReset(null)}
        />
      )}
    </section>
  );
}
