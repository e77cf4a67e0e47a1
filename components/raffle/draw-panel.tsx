'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatTicket, type RaffleTerms } from '@/lib/raffle/raffle';
import { createSeed, drawWinner, sha256Hex, type DrawResult } from '@/lib/raffle/raffle-draw';
import { DrawOutcome } from './draw-outcome';
import { useRaffleDemoState } from './use-raffle-demo-state';
import styles from './draw-panel.module.scss';

type RoundDigest = { seed: string; commitment: string; result: DrawResult };
type DrawPanelProps = { raffle: Pick<RaffleTerms, 'id' | 'soldNumbers'> };

/** A demo round: publish the commitment, then reveal the seed and the winner. */
export function DrawPanel({ raffle }: DrawPanelProps) {
  const [{ round }, update] = useRaffleDemoState(raffle);
  const [digest, setDigest] = useState<RoundDigest | null>(null);
  const seed = round?.seed;
  const current = digest && digest.seed === seed ? digest : null;

  useEffect(() => {
    if (!seed) return;
    let active = true;
    Promise.all([sha256Hex(seed), drawWinner(seed, raffle.id, raffle.soldNumbers)]).then(
      ([commitment, result]) => active && setDigest({ seed, commitment, result }),
    );
    return () => {
      active = false;
    };
  }, [seed, raffle]);

  const startRound = () =>
    update((state) => ({ ...state, round: { seed: createSeed(), revealed: false } }));
  const reveal = () =>
    update((state) =>
      state.round ? { ...state, round: { ...state.round, revealed: true } } : state,
    );

  return (
    <section className={styles.panel} aria-labelledby="sorteo-demo-titulo">
      <h3 id="sorteo-demo-titulo" className={styles.title}>
        Sorteo de demostración
      </h3>
      <p className={styles.status} role="status">
        {!round &&
          'Inicia una ronda: tu navegador genera una semilla secreta y publica su compromiso.'}
        {round &&
          !round.revealed &&
          'Compromiso publicado. La semilla sigue en secreto hasta el sorteo.'}
        {round?.revealed &&
          current &&
          `Sorteo realizado: ganó el número ${formatTicket(current.result.winner)}.`}
      </p>
      {round && (
        <dl className={styles.values}>
          <div>
            <dt>Compromiso (SHA-256 de la semilla)</dt>
            <dd>
              <code>{current?.commitment ?? 'Calculando…'}</code>
            </dd>
          </div>
          {round.revealed && (
            <div>
              <dt>Semilla revelada</dt>
              <dd>
                <code>{round.seed}</code>
              </dd>
            </div>
          )}
        </dl>
      )}
      {round?.revealed && current && <DrawOutcome result={current.result} raffleId={raffle.id} />}
      {round && !round.revealed ? (
        <Button type="button" className={styles.action} onClick={reveal} disabled={!current}>
          Realizar sorteo
        </Button>
      ) : (
        <Button type="button" className={styles.action} onClick={startRound}>
          {round ? 'Nueva ronda' : 'Iniciar ronda'}
        </Button>
      )}
    </section>
  );
}
