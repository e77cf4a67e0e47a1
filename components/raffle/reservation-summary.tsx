'use client';

import { Button, ButtonLink } from '@/components/ui/button';
import { WhatsAppIcon } from '@/components/ui/icons';
import {
  buildReservationMessage,
  computeTotal,
  formatTicketList,
  type RaffleTerms,
} from '@/lib/raffle/raffle';
import { formatMxn } from '@/lib/site/format';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import { useRaffleDemoState } from './use-raffle-demo-state';
import styles from './reservation-summary.module.scss';

const HINT_ID = 'apartado-ayuda';

/** The chosen numbers, the live total and the "Apartar por WhatsApp" link. */
export function ReservationSummary({ raffle }: { raffle: RaffleTerms }) {
  const [{ selected }, update] = useRaffleDemoState(raffle);
  const count = selected.length;

  return (
    <div className={styles.summary} data-lugar="apartado-rifa">
      <h3 className={styles.title}>Tu selección</h3>
      <div className={styles.live} aria-live="polite">
        <p className={styles.numbers}>
          {count === 0
            ? 'Aún no eliges números.'
            : `${count} ${count === 1 ? 'boleto' : 'boletos'}: ${formatTicketList(selected)}`}
        </p>
        <p className={styles.total}>
          <span>Total</span>
          <strong>{formatMxn(computeTotal(selected, raffle.ticketPrice))}</strong>
        </p>
      </div>
      {count > 0 ? (
        <ButtonLink href={buildWhatsAppUrl(buildReservationMessage(raffle, selected))} external>
          <WhatsAppIcon />
          Apartar por WhatsApp
        </ButtonLink>
      ) : (
        <Button type="button" className={styles.unavailable} disabled aria-describedby={HINT_ID}>
          <WhatsAppIcon />
          Apartar por WhatsApp
        </Button>
      )}
      <p id={HINT_ID} className={styles.hint}>
        {count === 0
          ? 'Elige al menos un número disponible para apartarlo.'
          : 'Se abre WhatsApp con tus números y el total; el apartado se confirma con tu pago.'}
      </p>
      {count > 0 && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => update((current) => ({ ...current, selected: [] }))}
        >
          Quitar selección
        </button>
      )}
    </div>
  );
}
