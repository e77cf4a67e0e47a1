import { ButtonLink, getButtonClassName } from '@/components/ui/button';
import { WhatsAppIcon } from '@/components/ui/icons';
import styles from './raffle-actions.module.scss';

/** The two calls to action of the page: ask for the system on WhatsApp, or try the demo. */
export function RaffleActions({ whatsappUrl }: { whatsappUrl: string }) {
  return (
    <div className={styles.actions}>
      <ButtonLink href={whatsappUrl} external size="lg" raised className={styles.action}>
        <WhatsAppIcon />
        Quiero mi sistema de rifas
      </ButtonLink>
      <a
        href="#demo"
        className={getButtonClassName({
          variant: 'secondary',
          size: 'lg',
          className: styles.action,
        })}
      >
        Probar la demostración
      </a>
    </div>
  );
}
