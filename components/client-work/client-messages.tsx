'use client';

import { useState } from 'react';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { describeRetriedMessage } from '@/lib/staff-area/client-account';
import type { OutboxEntry } from '@/lib/staff-area/client-work-contract';
import { OutboxList } from './outbox-list';
import styles from './work-section.module.scss';

type ClientMessagesProps = {
  messages: readonly OutboxEntry[];
  session: StaffSession;
  onChanged: () => Promise<void>;
};

/** «Correos enviados»: the newest messages to the client, failed ones with their reason. */
export function ClientMessages({ messages, session, onChanged }: ClientMessagesProps) {
  const [retried, setRetried] = useState('');
  return (
    <section className={styles.section} aria-labelledby="cliente-correos">
      <h2 id="cliente-correos" className={styles.heading}>
        Correos enviados
      </h2>
      <p className={styles.sent} role="status">
        {retried}
      </p>
      {messages.length === 0 ? (
        <p className={styles.empty}>Todavía no le hemos enviado ningún correo.</p>
      ) : (
        <OutboxList
          messages={messages}
          session={session}
          showRecipient={false}
          onRetried={(message) => {
            setRetried(describeRetriedMessage(message));
            void onChanged();
          }}
        />
      )}
    </section>
  );
}
