import { ArrowUpIcon, WhatsAppIcon } from '@/components/ui/icons';
import { ScrollTopButton } from './scroll-top-button';
import styles from './floating-actions.module.scss';

/** The floating WhatsApp link and the "Volver arriba" button, both shown after 1.5 s. */
export function FloatingActions({ whatsappUrl }: { whatsappUrl: string }) {
  return (
    <div className={styles.stack}>
      <ScrollTopButton className={styles.top}>
        <ArrowUpIcon />
      </ScrollTopButton>
      <a
        href={whatsappUrl}
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
