'use client';

import { useState } from 'react';
import { WhatsAppIcon } from '@/components/ui/icons';
import type { PanelData } from '@/lib/client-area/client-api-contract';
import { fillTemplate } from '@/lib/site/format';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import styles from './panel-header.module.scss';

type PanelHeaderProps = {
  client: PanelData['client'];
  supportMessage: string;
  onLogOut: () => Promise<void>;
};

/** Who is logged in, WhatsApp support and "Cerrar sesión". */
export function PanelHeader({ client, supportMessage, onLogOut }: PanelHeaderProps) {
  const [leaving, setLeaving] = useState(false);
  const supportText = fillTemplate(supportMessage, { name: client.name, company: client.company });

  return (
    <div className={styles.header}>
      <div>
        <h2 className={styles.greeting}>Hola, {client.name}</h2>
        <p className={styles.company}>{client.company}</p>
      </div>
      <div className={styles.actions}>
        <a
          className={styles.support}
          href={buildWhatsAppUrl(supportText)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon />
          Soporte por WhatsApp
        </a>
        <button
          type="button"
          className={styles.logout}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void onLogOut();
          }}
        >
          Cerrar sesión
        </button>
      </div>
    </div>
  );
}
