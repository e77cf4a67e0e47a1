'use client';

import { Button } from '@/components/ui/button';
import { MailPreferences } from './mail-preferences';
import { PanelHeader } from './panel-header';
import { PanelInvoices } from './panel-invoices';
import { PanelLoading } from './panel-loading';
import { PanelProjects } from './panel-projects';
import { PanelServices } from './panel-services';
import { PasswordChange } from './password-change';
import { useClientPanel } from './use-client-panel';
import styles from './client-panel.module.scss';

/**
 * The logged-in client's panel, loaded from the client API after hydration. `supportMessage` is
 * the WhatsApp support text, with `{name}` and `{company}` filled for the client.
 */
export function ClientPanel({ supportMessage }: { supportMessage: string }) {
  const { state, retry, logOut } = useClientPanel();

  if (state.kind === 'loading') return <PanelLoading />;
  if (state.kind === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <p>No pudimos cargar tus datos. Revisa tu conexión a internet e intenta de nuevo.</p>
        <Button type="button" size="sm" onClick={retry}>
          Reintentar
        </Button>
      </div>
    );
  }
  const { data, token } = state;
  return (
    <div className={styles.panel}>
      <PanelHeader
        client={data.client}
        supportMessage={supportMessage}
        onLogOut={() => logOut(token)}
      />
      <div className={styles.grid}>
        <PanelServices services={data.services} />
        <PanelProjects projects={data.projects} />
        <div className={styles.wide}>
          <PanelInvoices invoices={data.invoices} fiscalData={data.fiscalData} token={token} />
        </div>
        <PasswordChange token={token} />
        <MailPreferences token={token} email={data.client.email} preferences={data.preferences} />
      </div>
    </div>
  );
}
