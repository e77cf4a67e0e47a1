import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import type { HelpContent } from '@/lib/content/pages';
import styles from './login-help.module.scss';

/** The help beside a client-area form: what to do when the form is not enough, by WhatsApp. */
export function LoginHelp({ help }: { help: HelpContent }) {
  return (
    <aside className={styles.help} aria-labelledby="ayuda-acceso" data-lugar="ayuda-acceso">
      <h2 id="ayuda-acceso" className={styles.heading}>
        {help.title}
      </h2>
      <p>{help.text}</p>
      <a
        className={styles.link}
        href={buildWhatsAppUrl(help.whatsappMessage)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {help.linkLabel}
      </a>
    </aside>
  );
}
