import { WhatsAppIcon } from '@/components/ui/icons';
import styles from './raffle-actions.module.scss';

/** The two calls to action of the page: ask for the system on WhatsApp, or try the demo. */
export function RaffleActions({ whatsappUrl }: { whatsappUrl: string }) {
  return (
    <div className={styles.actions}>
      <a href={whatsappUrl} className={styles.primary} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon />
        Quiero mi sistema de rifas
      </a>
      <a href="#demo" className={styles.secondary}>
        Probar la demostración
      </a>
    </div>
  );
}
