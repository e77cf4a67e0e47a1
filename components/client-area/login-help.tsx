import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import styles from './login-help.module.scss';

const ACCESS_REQUEST = 'Hola, soy cliente y necesito mis datos de acceso al área de clientes.';

/** What to do without an account or with a forgotten password: both go through WhatsApp. */
export function LoginHelp() {
  return (
    <aside className={styles.help} aria-labelledby="ayuda-acceso">
      <h2 id="ayuda-acceso" className={styles.heading}>
        ¿Olvidaste tu contraseña o aún no tienes acceso?
      </h2>
      <p>
        Por seguridad, las cuentas del área de clientes las crea nuestro equipo. Escríbenos por
        WhatsApp desde el número que registraste con nosotros y te enviamos una contraseña nueva el
        mismo día hábil.
      </p>
      <a
        className={styles.link}
        href={buildWhatsAppUrl(ACCESS_REQUEST)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Pedir acceso por WhatsApp
      </a>
    </aside>
  );
}
