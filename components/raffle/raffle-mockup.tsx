import { formatMxn } from '@/lib/site/format';
import { formatTicket } from '@/lib/raffle/raffle';
import type { RaffleDemo } from '@/lib/content/raffle-content';
import styles from './raffle-mockup.module.scss';

const PREVIEW_TICKETS = 20;
const PREVIEW_CHOSEN = [7, 15];

/** A decorative preview of a raffle page; the real, usable board is further down. */
export function RaffleMockup({ raffle }: { raffle: RaffleDemo }) {
  const sold = new Set(raffle.soldNumbers);
  const total = formatMxn(PREVIEW_CHOSEN.length * raffle.ticketPrice);
  return (
    <div className={styles.mockup} aria-hidden="true">
      <div className={styles.window}>
        <div className={styles.bar}>
          <span />
          <span />
          <span />
        </div>
        <div className={styles.body}>
          <p className={styles.label}>Gran rifa</p>
          <p className={styles.prize}>{raffle.prize}</p>
          <div className={styles.board}>
            {Array.from({ length: PREVIEW_TICKETS }, (_, ticket) => (
              <span
                key={ticket}
                className={`${styles.cell} ${
                  sold.has(ticket)
                    ? styles.sold
                    : PREVIEW_CHOSEN.includes(ticket)
                      ? styles.chosen
                      : ''
                }`}
              >
                {formatTicket(ticket)}
              </span>
            ))}
          </div>
          <p className={styles.checkout}>
            <span>2 boletos · {total}</span>
            <span className={styles.pill}>Apartar</span>
          </p>
        </div>
      </div>
      <p className={styles.badge}>
        <span className={styles.check}>✓</span>
        Sorteo verificable con SHA-256
      </p>
    </div>
  );
}
