import { formatMxn, formatSpanishDate } from '@/lib/site/format';
import { TICKET_COUNT } from '@/lib/raffle/raffle';
import type { RaffleDemo } from '@/lib/content/raffle-content';
import styles from './raffle-prize-card.module.scss';

/** The prize of the demo raffle, its ticket price, draw date and how many numbers are sold. */
export function RafflePrizeCard({ raffle }: { raffle: RaffleDemo }) {
  const soldCount = raffle.soldNumbers.length;
  return (
    <article className={styles.card} aria-labelledby="premio-titulo">
      <p className={styles.eyebrow}>Rifa de ejemplo</p>
      <h3 id="premio-titulo" className={styles.prize}>
        {raffle.prize}
      </h3>
      <p className={styles.description}>{raffle.prizeDescription}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Precio por boleto</dt>
          <dd>{formatMxn(raffle.ticketPrice)}</dd>
        </div>
        <div>
          <dt>Fecha del sorteo</dt>
          <dd>
            <time dateTime={raffle.drawDate}>{formatSpanishDate(raffle.drawDate)}</time>
          </dd>
        </div>
        <div>
          <dt>Boletos vendidos</dt>
          <dd>
            {soldCount} de {TICKET_COUNT}
          </dd>
        </div>
      </dl>
      <div className={styles.progress} aria-hidden="true">
        <span style={{ width: `${(soldCount / TICKET_COUNT) * 100}%` }} />
      </div>
    </article>
  );
}
