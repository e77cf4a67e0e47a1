'use client';

import { useState } from 'react';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { Button } from '@/components/ui/button';
import { OUTBOX_STATUS_LABELS } from '@/lib/staff-area/client-account';
import { isMessageAnswer } from '@/lib/staff-area/client-work-answers';
import { CHANGE_FAILED, sendClientWork } from '@/lib/staff-area/client-work-api';
import { CLIENT_WORK_ROUTES } from '@/lib/staff-area/client-work-constants';
import type { OutboxEntry } from '@/lib/staff-area/client-work-contract';
import { formatMoment } from '@/lib/staff-area/dashboard-format';
import { ClientLink } from './client-link';
import styles from './outbox.module.scss';

type OutboxRowProps = {
  message: OutboxEntry;
  session: StaffSession;
  /** Whom it went to: the outbox says it, a client's page need not. */
  showRecipient: boolean;
  onRetried: (message: OutboxEntry) => void;
};

/**
 * One message: what it is, to whom, its status (with the mail server's reason when it failed),
 * when it was queued, sent or tried next, and for a manager «Reintentar» once it failed.
 */
export function OutboxRow({ message, session, showRecipient, onRetried }: OutboxRowProps) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const { status } = message;

  async function retry() {
    setSending(true);
    setProblem('');
    const result = await sendClientWork(
      CLIENT_WORK_ROUTES.retryMessage,
      { messageId: message.id },
      {},
      isMessageAnswer,
    );
    setSending(false);
    if (result.kind === 'ok') onRetried(result.value.message);
    else if (result.kind === 'unauthorized') session.onExpired();
    else setProblem(result.kind === 'failed' ? CHANGE_FAILED : result.error);
  }

  return (
    <li className={styles.row}>
      <div className={styles.what}>
        <h3 className={styles.title}>{message.label}</h3>
        <p className={styles.summary}>{message.summary}</p>
        {showRecipient && (
          <p className={styles.recipient}>
            Para{' '}
            {message.clientId === null ? (
              message.recipient
            ) : (
              <ClientLink clientId={message.clientId} className={styles.link}>
                {message.recipient}
              </ClientLink>
            )}
          </p>
        )}
      </div>
      <div className={styles.state}>
        <span className={styles[status]}>{OUTBOX_STATUS_LABELS[status]}</span>
        {message.error && (
          <p className={styles.reason}>
            {status === 'fallido' ? 'Motivo' : 'Último error'}: {message.error}
          </p>
        )}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>En cola</dt>
          <dd>{formatMoment(message.createdAt)}</dd>
        </div>
        {message.sentAt && (
          <div>
            <dt>Enviado</dt>
            <dd>{formatMoment(message.sentAt)}</dd>
          </div>
        )}
        {status === 'pendiente' && message.nextAttemptAt && (
          <div>
            <dt>Próximo intento</dt>
            <dd>{formatMoment(message.nextAttemptAt)}</dd>
          </div>
        )}
        <div>
          <dt>Intentos</dt>
          <dd>{message.attempts}</dd>
        </div>
      </dl>
      {session.canChange && status === 'fallido' && (
        <div className={styles.action}>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={sending}
            aria-label={`Reintentar ${message.label}: ${message.summary}`}
            onClick={retry}
          >
            {sending ? 'Reintentando…' : 'Reintentar'}
          </Button>
          {problem && (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
