'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useEarlyInput } from '@/components/hooks/use-early-input';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { Button } from '@/components/ui/button';
import { drawWinner, sha256Hex, type DrawResult } from '@/lib/raffle/raffle-draw';
import type { RaffleTerms } from '@/lib/raffle/raffle';
import { DrawOutcome } from './draw-outcome';
import styles from './verify-form.module.scss';

type Check = { commitment: string; result: DrawResult };
type VerifyFormProps = { raffle: Pick<RaffleTerms, 'id' | 'soldNumbers'> };

/**
 * Recomputes the commitment and the winner from a pasted seed, in the visitor's browser. Until the
 * page hydrates its button is disabled, so Enter in the field submits nothing (a native submission
 * would reload the page and lose the seed); what was typed counts once it has (`useEarlyInput`).
 */
export function VerifyForm({ raffle }: VerifyFormProps) {
  const [seed, setSeed] = useState('');
  const [error, setError] = useState('');
  const [check, setCheck] = useState<Check | null>(null);
  const id = useId();
  const seedRef = useRef<HTMLInputElement>(null);
  useEarlyInput(seedRef, setSeed);
  const hydrated = useHydrated();

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = seed.trim();
    setCheck(null);
    if (!value) {
      setError('Pega la semilla que se reveló en el sorteo.');
      return;
    }
    setError('');
    const [commitment, result] = await Promise.all([
      sha256Hex(value),
      drawWinner(value, raffle.id, raffle.soldNumbers),
    ]);
    setCheck({ commitment, result });
  }

  return (
    <form className={styles.form} aria-labelledby={`${id}-titulo`} noValidate onSubmit={verify}>
      <h3 id={`${id}-titulo`} className={styles.title}>
        Verifica un sorteo
      </h3>
      <p className={styles.lead}>
        Pega la semilla revelada: calculamos su SHA-256 para que lo compares con el compromiso
        publicado y aplicamos la regla para obtener al ganador.
      </p>
      <label htmlFor={`${id}-semilla`} className={styles.label}>
        Semilla revelada
      </label>
      <div className={styles.row}>
        <input
          ref={seedRef}
          id={`${id}-semilla`}
          className={styles.input}
          value={seed}
          onChange={(event) => setSeed(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="secondary" className={styles.submit} disabled={!hydrated}>
          Verificar
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      <div aria-live="polite">
        {check && (
          <div className={styles.result}>
            <p className={styles.commitment}>
              <span>Compromiso calculado (SHA-256 de la semilla)</span>
              <code>{check.commitment}</code>
            </p>
            <DrawOutcome result={check.result} raffleId={raffle.id} />
          </div>
        )}
      </div>
    </form>
  );
}
