'use client';

import { useState } from 'react';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { describeClientAccount, describeSentLink } from '@/lib/staff-area/client-account';
import { isClientAnswer, isSentLinkAnswer } from '@/lib/staff-area/client-work-answers';
import { sendClientWork } from '@/lib/staff-area/client-work-api';
import { CLIENT_WORK_ROUTES } from '@/lib/staff-area/client-work-constants';
import type { ClientDetail } from '@/lib/staff-area/client-work-contract';
import { formatMoment } from '@/lib/staff-area/dashboard-format';
import { RowActions, type RowAction } from './row-actions';
import { WorkForm } from './work-form';
import styles from './work-section.module.scss';

type ClientSummaryCardProps = {
  detail: ClientDetail;
  session: StaffSession;
  onChanged: () => Promise<void>;
};

/**
 * Who the client is and where their account stands; for a manager, their access: disable or
 * enable it, send the invitation again until they accept it, or send a link to reset the
 * password. Nobody at the agency sees or sets the password itself.
 */
export function ClientSummaryCard({ detail, session, onChanged }: ClientSummaryCardProps) {
  const { client, fiscalData, account } = detail;
  const [sent, setSent] = useState('');
  const clientId = client.id;

  /** A confirmation that sends a link to the client's address, then says where it went. */
  function linkAction(kind: 'invitacion' | 'restablecer'): RowAction {
    const invitation = kind === 'invitacion';
    const name = invitation
      ? 'Reenviar invitación'
      : 'Enviar enlace para restablecer la contraseña';
    return {
      key: kind,
      label: name,
      name,
      render: (close) => (
        <WorkForm
          title={name}
          fields={[]}
          initial={{}}
          submitLabel={invitation ? 'Sí, reenviar' : 'Sí, enviar el enlace'}
          description={
            invitation
              ? `Le enviamos a ${client.email} una invitación nueva para que elija su contraseña. Vence en 7 días.`
              : `Le enviamos a ${client.email} un enlace para elegir una contraseña nueva, que vence en 1 hora. Su contraseña y sus sesiones siguen igual hasta que lo use.`
          }
          send={async () => {
            const route = invitation
              ? CLIENT_WORK_ROUTES.sendInvitation
              : CLIENT_WORK_ROUTES.sendPasswordReset;
            const result = await sendClientWork(route, { clientId }, {}, isSentLinkAnswer);
            // Accepted in the meantime: the answer says so, and the page shows the account now.
            if (result.kind !== 'conflict') return result;
            void onChanged();
            return { kind: 'refused', error: result.error };
          }}
          onSaved={(answer) => {
            close();
            setSent(describeSentLink(kind, answer));
            void onChanged();
          }}
          onCancel={close}
          onExpired={session.onExpired}
        />
      ),
    };
  }

  const accessAction: RowAction = {
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
  };

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
        <div>
          <dt>Cuenta</dt>
          <dd className={account.state === 'invitacion_vencida' ? styles.late : undefined}>
            {describeClientAccount(account)}
          </dd>
        </div>
        <div>
          <dt>Recordatorios por correo</dt>
          <dd>{account.reminders ? 'Los recibe' : 'Los desactivó en su panel'}</dd>
        </div>
      </dl>
      {session.canChange && (
        <RowActions
          actions={[
            accessAction,
            linkAction(account.state === 'activa' ? 'restablecer' : 'invitacion'),
          ]}
        />
      )}
      <p className={styles.sent} role="status">
        {sent}
      </p>
    </section>
  );
}
