import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import type { CtaContent } from '@/lib/content/pages';
import styles from './login-help.module.scss';

type LoginHelpProps = { help: CtaContent };

/** What to do without an account or with a forgotten password: both go through WhatsApp. */
export function LoginHelp({ help }: LoginHelpProps) {
  return (
    <aside className={styles.help} aria-labelledby="ayuda-acceso">
      <h2 id="ayuda-acceso" className={styles.heading}>
        {help.title}
      </h2>
      <p>
        Por seguridad, las cuentas del área de clientes las crea nuestro equipo. Escríbenos por
        WhatsApp desde el número que registraste con nosotros y te enviamos una contraseña nueva el
        mismo día hábil.
      </p>
      <a
        className={styles.link}
        href={buildWhatsAppUrl(help.whatsappMessage)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Pedir acceso por WhatsApp
      </a>
    </aside>
  );
}
