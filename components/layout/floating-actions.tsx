import { ArrowUpIcon, WhatsAppIcon } from '@/components/ui/icons';
import { ScrollTopButton } from './scroll-top-button';
import styles from './floating-actions.module.scss';

/**
 * The floating WhatsApp link and the "Volver arriba" button, shown 1.5 s after the page starts:
 * the link at every width from then on, the button while the page is scrolled beyond 200 px.
 * Pages end with room for them (`scroll-padding-bottom` and the footer's own), so no control
 * stays under them.
 */
export function FloatingActions({ whatsappUrl }: { whatsappUrl: string }) {
  return (
    <div className={styles.stack} data-lugar="boton-flotante">
      <ScrollTopButton className={styles.top}>
        <ArrowUpIcon />
      </ScrollTopButton>
      <a
        href={whatsappUrl}
        data-site-whatsapp=""
        className={styles.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Escríbenos por WhatsApp"
      >
        <WhatsAppIcon width={30} height={30} />
      </a>
    </div>
  );
}
