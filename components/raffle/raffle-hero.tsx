import type { PageIntroContent } from '@/lib/content/pages';
import type { RaffleDemo } from '@/lib/content/raffle-content';
import { RaffleActions } from './raffle-actions';
import { RaffleMockup } from './raffle-mockup';
import styles from './raffle-hero.module.scss';

type RaffleHeroProps = { intro: PageIntroContent; raffle: RaffleDemo; whatsappUrl: string };

/** The opening of the page: the h1, what the product does, the calls to action and a preview. */
export function RaffleHero({ intro, raffle, whatsappUrl }: RaffleHeroProps) {
  return (
    <div className={styles.hero} data-lugar="portada">
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>{intro.eyebrow}</p>
          <h1 className={styles.title}>{intro.title}</h1>
          <div className={styles.lead}>
            <p>{intro.lead}</p>
          </div>
          <RaffleActions whatsappUrl={whatsappUrl} />
        </div>
        <RaffleMockup raffle={raffle} />
      </div>
    </div>
  );
}
