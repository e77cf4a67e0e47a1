'use client';

import { CopyButton } from '@/components/transfer/copy-button';
import { useFocusOnMount } from '@/components/staff-area/use-focus-on-mount';
import { Button, ButtonLink } from '@/components/ui/button';
import { buildWhatsAppShareUrl } from '@/lib/site/whatsapp-share';
import styles from './password-panel.module.scss';

type PasswordPanelProps = {
  /** Whose password it is, for the heading. */
  clientName: string;
  password: string;
  /** The message for the client, which never holds the password. */
  whatsAppMessage: string;
  onClose: () => void;
};

/**
 * A client's generated password, shown this once, to copy and send apart from the ready WhatsApp
 * message that tells them where to sign in.
 */
export function PasswordPanel({
  clientName,
  password,
  whatsAppMessage,
  onClose,
}: PasswordPanelProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={styles.panel} aria-labelledby="contrasena-titulo">
      <h3 id="contrasena-titulo" className={styles.heading} ref={heading} tabIndex={-1}>
        Contraseña de {clientName}
      </h3>
      <p className={styles.warning}>
        Cópiala ahora: no se volverá a mostrar. Si se pierde, restablécela y envía la nueva.
      </p>
      <div className={styles.row}>
        <code className={styles.password}>{password}</code>
        <CopyButton text={password} label="contraseña" />
      </div>
      <h4 className={styles.subheading}>Mensaje para WhatsApp</h4>
      <p className={styles.text}>
        No lleva la contraseña: envíala en un mensaje aparte, o dísela por teléfono.
      </p>
      <blockquote className={styles.message}>{whatsAppMessage}</blockquote>
      <div className={styles.row}>
        <CopyButton text={whatsAppMessage} label="mensaje de WhatsApp" />
        <ButtonLink
          href={buildWhatsAppShareUrl(whatsAppMessage)}
          external
          size="sm"
          variant="whatsapp"
        >
          Abrir WhatsApp
        </ButtonLink>
      </div>
      <Button type="button" size="sm" variant="secondary" onClick={onClose}>
        Listo, ya la copié
      </Button>
    </section>
  );
}
