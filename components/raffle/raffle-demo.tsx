import { Section } from '@/components/ui/section';
import type { RaffleDemo as RaffleDemoData } from '@/lib/content/raffle-content';
import { RafflePrizeCard } from './raffle-prize-card';
import { ReservationSummary } from './reservation-summary';
import { TicketGrid } from './ticket-grid';
import { TicketLegend } from './ticket-legend';
import styles from './raffle-demo.module.scss';

/** The demo raffle: the prize, the 00–99 board and the reservation summary. */
export function RaffleDemo({ raffle }: { raffle: RaffleDemoData }) {
  return (
    <Section
      id="demo"
      headingId="demo-titulo"
      heading={{
        eyebrow: 'Demostración',
        title: 'Compra como lo harían tus clientes',
        lead: 'Elige números libres en el tablero, revisa el total y apártalos por WhatsApp. Es una rifa de ejemplo: no se cobra nada.',
      }}
      tinted
    >
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
