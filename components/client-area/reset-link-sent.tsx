'use client';

import { useFocusOnMount } from '@/components/hooks/use-focus-on-mount';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/site/paths';
import styles from './account-card.module.scss';

type ResetLinkSentProps = {
  /** The address as the visitor typed it, so they can spot a typo. */
  email: string;
  onRestart: () => void;
};

/**
 * The answer to a reset request, the same for an address with an account and one without: what
 * to look for in the mailbox, and the way back to the form.
 */
export function ResetLinkSent({ email, onRestart }: ResetLinkSentProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={styles.card} aria-labelledby="enlace-enviado">
      <h2 id="enlace-enviado" className={styles.heading} ref={heading} tabIndex={-1}>
        Revisa tu correo
      </h2>
      <p className={styles.text}>
        Si hay una cuenta con <strong className={styles.email}>{email}</strong>, te enviamos un
        enlace para elegir una contraseña nueva. El enlace vence en 1 hora y sirve una sola vez.
      </p>
      <p className={styles.text}>
        Si no lo ves en unos minutos, revisa tu carpeta de spam o de correo no deseado, o comprueba
        que escribiste bien tu correo.
      </p>
      <div className={styles.actions}>
        <ButtonLink href={paths.login} size="sm">
          Volver a iniciar sesión
        </ButtonLink>
        <Button type="button" size="sm" variant="secondary" onClick={onRestart}>
          Usar otro correo
        </Button>
      </div>
    </section>
  );
}
