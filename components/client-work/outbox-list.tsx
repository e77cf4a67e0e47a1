'use client';

import type { StaffSession } from '@/components/staff-area/staff-page';
import type { OutboxEntry } from '@/lib/staff-area/client-work-contract';
import { OutboxRow } from './outbox-row';
import styles from './outbox.module.scss';

type OutboxListProps = {
  messages: readonly OutboxEntry[];
  session: StaffSession;
  showRecipient: boolean;
  onRetried: (message: OutboxEntry) => void;
};

/** Messages, newest first: on a wide screen each row reads across, on a phone it stacks. */
export function OutboxList({ messages, session, showRecipient, onRetried }: OutboxListProps) {
  return (
    <ul className={styles.rows}>
      {messages.map((message) => (
        <OutboxRow
          key={message.id}
          message={message}
          session={session}
          showRecipient={showRecipient}
          onRetried={onRetried}
        />
      ))}
    </ul>
  );
}
