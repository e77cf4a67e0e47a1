'use client';

import { formatTicket, listTickets, toggleTicket, type RaffleTerms } from '@/lib/raffle/raffle';
import { useScriptReady } from '@/components/hooks/use-script-ready';
import { useRaffleDemoState } from './use-raffle-demo-state';
import styles from './ticket-grid.module.scss';

type TicketGridProps = {
  raffle: Pick<RaffleTerms, 'id' | 'soldNumbers'>;
  labelledBy: string;
};

/** The board 00–99: free numbers are toggle buttons, sold ones are disabled. */
export function TicketGrid({ raffle, labelledBy }: TicketGridProps) {
  const [state, update] = useRaffleDemoState(raffle);
  const sold = new Set(raffle.soldNumbers);
  const scriptReady = useScriptReady();

  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.grid}>
      {listTickets().map((ticket) => {
        const isSold = sold.has(ticket);
        const number = formatTicket(ticket);
        return (
          <button
            key={ticket}
            type="button"
            className={styles.ticket}
            {...(isSold ? {} : scriptReady)}
            disabled={isSold}
            aria-pressed={isSold ? undefined : state.selected.includes(ticket)}
            aria-label={`Número ${number}, ${isSold ? 'vendido' : 'disponible'}`}
            onClick={() =>
              update((current) => ({
                ...current,
                selected: toggleTicket(current.selected, ticket),
              }))
            }
          >
            {number}
          </button>
        );
      })}
    </div>
  );
}
