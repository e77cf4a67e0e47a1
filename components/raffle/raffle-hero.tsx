import type { ReactNode } from 'react';
import type { RaffleDemo } from '@/lib/content/raffle-content';
import { RaffleActions } from './raffle-actions';
import { RaffleMockup } from './raffle-mockup';
import styles from './raffle-hero.module.scss';

type RaffleHeroProps = { raffle: RaffleDemo; whatsappUrl: string; children: ReactNode };

/** The opening of the page: the h1, what the product does, the calls to action and a preview. */
export function RaffleHero({ raffle, whatsappUrl, children }: RaffleHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>Producto</p>
          <h1 className={styles.title}>Sistema de rifas en línea para tu negocio</h1>
          <div className={styles.lead}>{children}</div>
          <RaffleActions whatsappUrl={whatsappUrl} />
        </div>
        <RaffleMockup raffle={raffle} />
      </div>
    </div>
  );
}
