import { formatTicket } from '@/lib/raffle/raffle';
import { onFirstUse } from '@/lib/site/on-first-use';
import { DRAW_HEX_DIGITS, type DrawResult } from '@/lib/raffle/raffle-draw';
import styles from './draw-outcome.module.scss';

const integerFormat = onFirstUse(() => new Intl.NumberFormat('es-MX'));

/** The winning number and each step of the rule that leads to it, so anyone can follow it. */
export function DrawOutcome({ result, raffleId }: { result: DrawResult; raffleId: string }) {
  const { drawHash, drawValue, participants, position, winner } = result;
  return (
    <div className={styles.outcome}>
      <p className={styles.winner}>
        <span className={styles.winnerLabel}>Número ganador</span>
        <strong className={styles.winnerNumber}>{formatTicket(winner)}</strong>
      </p>
      <dl className={styles.steps}>
        <div>
          <dt>SHA-256 de «semilla:{raffleId}»</dt>
          <dd>
            <code className={styles.hash}>{drawHash}</code>
          </dd>
        </div>
        <div>
          <dt>Primeros {DRAW_HEX_DIGITS} dígitos como entero</dt>
          <dd>
            <code>{drawHash.slice(0, DRAW_HEX_DIGITS)}</code> = {integerFormat().format(drawValue)}
          </dd>
        </div>
        <div>
          <dt>Residuo entre {participants.length} números vendidos</dt>
          <dd>
            {integerFormat().format(drawValue)} mod {participants.length} = {position}, el lugar{' '}
            {position} de la lista (contando desde 0)
          </dd>
        </div>
      </dl>
    </div>
  );
}
