import { ArrowUpIcon, WhatsAppIcon } from '@/components/ui/icons';
import { FloatingWhatsAppLink } from './floating-whatsapp-link';
import { ScrollTopButton } from './scroll-top-button';
import styles from './floating-actions.module.scss';

/**
 * The floating WhatsApp link and the "Volver arriba" button, both shown after 1.5 s and, on a
 * phone, once the page is scrolled beyond 200 px.
 */
export function FloatingActions({ whatsappUrl }: { whatsappUrl: string }) {
  return (
    <div className={styles.stack} data-lugar="boton-flotante">
      <ScrollTopButton className={styles.top}>
        <ArrowUpIcon />
      </ScrollTopButton>
      <FloatingWhatsAppLink href={whatsappUrl} className={styles.whatsapp}>
        <WhatsAppIcon width={30} height={30} />
      </FloatingWhatsAppLink>
    </div>
  );
}
