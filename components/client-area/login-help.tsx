import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import type { CtaContent } from '@/lib/content/pages';
import styles from './login-help.module.scss';

type LoginHelpProps = { help: CtaContent };

/** What to do without an account or with a forgotten password: both go through WhatsApp. */
export function LoginHelp({ help }: LoginHelpProps) {
  return (
    <aside className={styles.help} aria-labelledby="ayuda-acceso" data-lugar="ayuda-acceso">
      <h2 id="ayuda-acceso" className={styles.heading}>
        {help.title}
      </h2>
      <p>
        Por seguridad, las cuentas del área de clientes las crea nuestro equipo. Escríbenos por
        WhatsApp desde el número que registraste con nosotros para confirmar que eres tú. El mismo
        día hábil te enviamos una contraseña nueva al correo electrónico de tu cuenta: nunca te
        pediremos ni te enviaremos una contraseña por WhatsApp.
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
