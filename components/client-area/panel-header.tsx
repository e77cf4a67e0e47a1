'use client';

import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
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
      <div className={styles.actions} data-lugar="soporte-panel">
        <ButtonLink
          href={buildWhatsAppUrl(supportText)}
          external
          variant="whatsapp"
          size="sm"
          className={styles.action}
        >
          <WhatsAppIcon />
          Soporte por WhatsApp
        </ButtonLink>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className={styles.action}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void onLogOut();
          }}
        >
          Cerrar sesión
        </Button>
      </div>
    </div>
  );
}
