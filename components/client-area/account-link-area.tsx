'use client';

import { Button } from '@/components/ui/button';
import { describeRetryDelay } from '@/lib/client-area/client-api';
import { LinkProblem, type InvitationHelp } from './link-problem';
import { NewPasswordForm } from './new-password-form';
import { PasswordSet } from './password-set';
import { useAccountLink } from './use-account-link';
import styles from './account-card.module.scss';

/**
 * Where an invitation or a reset link lands: the form to choose the password while the link
 * works, what happened once it is chosen, or why the link cannot be used. The token comes from
 * the address once the page runs, so the pre-rendered page only says it is checking the link, or,
 * without JavaScript, why it cannot.
 */
export function AccountLinkArea({ invitationHelp }: { invitationHelp: InvitationHelp }) {
  const { state, retry, finish, refuse } = useAccountLink();

  if (state.kind === 'ready')
    return (
      <NewPasswordForm token={state.token} link={state.link} onDone={finish} onUnusable={refuse} />
    );
  if (state.kind === 'done') return <PasswordSet link={state.link} />;
  if (state.kind === 'unusable')
    return (
      <LinkProblem
        reason={state.reason}
        invitationHelp={invitationHelp}
        afterForm={state.afterForm}
      />
    );
  if (state.kind === 'checking')
    return (
      <div className={styles.card}>
        <noscript>
          <p className={styles.alert}>
            Para elegir tu contraseña activa JavaScript en tu navegador: la página lo necesita para
            leer tu enlace sin enviarlo a ningún otro lugar.
          </p>
        </noscript>
        <p className={styles.checking} role="status">
          Revisando tu enlace…
        </p>
      </div>
    );
  return (
    <div className={styles.card} role="alert">
      <p className={styles.text}>
        {state.kind === 'rate-limited'
          ? `Hiciste demasiados intentos. Por seguridad, vuelve a intentarlo ${describeRetryDelay(state.retryAfterSeconds)}.`
          : 'No pudimos revisar tu enlace. Revisa tu conexión a internet e intenta de nuevo.'}
      </p>
      <Button type="button" size="sm" className={styles.start} onClick={retry}>
        Reintentar
      </Button>
    </div>
  );
}
