'use client';

import { useFocusOnMount } from '@/components/hooks/use-focus-on-mount';
import { ButtonLink } from '@/components/ui/button';
import type { AccountLinkInfo } from '@/lib/client-area/client-api-contract';
import { paths } from '@/lib/site/paths';
import styles from './account-card.module.scss';

/** What follows a password chosen with a link: it is saved, and the way to sign in with it. */
export function PasswordSet({ link }: { link: AccountLinkInfo }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const invitation = link.purpose === 'invitacion';
  return (
    <section className={styles.card} aria-labelledby="contrasena-lista">
      <h2 id="contrasena-lista" className={styles.heading} ref={heading} tabIndex={-1}>
        {invitation ? 'Listo: tu cuenta está activa' : 'Listo: tu contraseña cambió'}
      </h2>
      <p className={styles.text}>
        Ya puedes iniciar sesión con <strong className={styles.email}>{link.email}</strong> y la
        contraseña que acabas de elegir.
        {!invitation && ' Cerramos las sesiones que seguían abiertas con la anterior.'}
      </p>
      <div className={styles.actions}>
        <ButtonLink href={paths.login}>Iniciar sesión</ButtonLink>
      </div>
    </section>
  );
}
