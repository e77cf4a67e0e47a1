import { Section } from '@/components/ui/section';
import type { SectionHeadingContent } from '@/lib/content/pages';
import type { RaffleDemo as RaffleDemoData } from '@/lib/content/raffle-content';
import { RafflePrizeCard } from './raffle-prize-card';
import { ReservationSummary } from './reservation-summary';
import { TicketGrid } from './ticket-grid';
import { TicketLegend } from './ticket-legend';
import styles from './raffle-demo.module.scss';

type RaffleDemoProps = { heading: SectionHeadingContent; raffle: RaffleDemoData };

/** The demo raffle: the prize, the 00–99 board and the reservation summary. */
export function RaffleDemo({ heading, raffle }: RaffleDemoProps) {
  return (
    <Section id="demo" headingId="demo-titulo" heading={heading} tinted>
      <div className={styles.layout}>
        <div className={styles.prize}>
          <RafflePrizeCard raffle={raffle} />
        </div>
        <div className={styles.board}>
          <div className={styles.boardHeader}>
            <h3 id="tablero-titulo" className={styles.boardTitle}>
              Elige tus números
            </h3>
            <TicketLegend />
          </div>
          <TicketGrid raffle={raffle} labelledBy="tablero-titulo" />
        </div>
        <div className={styles.summary}>
          <ReservationSummary raffle={raffle} />
        </div>
      </div>
    </Section>
  );
}
