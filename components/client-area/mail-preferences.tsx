'use client';

import { useId, useRef, useState } from 'react';
import { saveClientPreferences } from '@/lib/client-area/client-api';
import type { Preferences } from '@/lib/client-area/client-api-contract';
import styles from './mail-preferences.module.scss';

type MailPreferencesProps = {
  token: string;
  /** Where the messages go. */
  email: string;
  preferences: Preferences;
};

type Outcome = { kind: 'saved' | 'error'; message: string } | null;

/**
 * «Avisos por correo»: the client turns the payment and renewal reminders on or off. The switch
 * moves at once and goes back if the API does not keep the change; invoices, payments, CFDI and
 * security messages always go.
 */
export function MailPreferences({ token, email, preferences }: MailPreferencesProps) {
  const id = useId();
  const [reminders, setReminders] = useState(preferences.reminders);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // What the API last kept, and which change is the newest: only its answer counts.
  const kept = useRef(preferences.reminders);
  const latest = useRef(0);

  async function change(next: boolean) {
    const attempt = ++latest.current;
    setReminders(next);
    setOutcome(null);
    const result = await saveClientPreferences(token, { reminders: next });
    if (attempt !== latest.current) return;
    if (result.kind === 'ok') {
      kept.current = result.preferences.reminders;
      setReminders(kept.current);
      setOutcome({
        kind: 'saved',
        message: kept.current
          ? 'Guardado: te enviaremos los recordatorios.'
          : 'Guardado: ya no te enviaremos recordatorios.',
      });
      return;
    }
    setReminders(kept.current);
    setOutcome({
      kind: 'error',
      message:
        result.kind === 'unauthorized'
          ? 'Tu sesión expiró. Vuelve a iniciar sesión para cambiar tus avisos.'
          : 'No pudimos guardar el cambio. Revisa tu conexión a internet e intenta de nuevo.',
    });
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={styles.heading}>
        Avisos por correo
      </h2>
      <p className={styles.text}>
        Te escribimos a <strong className={styles.email}>{email}</strong> cuando hay una factura
        nueva, cuando recibimos tu pago y cuando tu CFDI está listo, además de los avisos de
        seguridad de tu cuenta: esos llegan siempre.
      </p>
      <div className={styles.setting}>
        <input
          id={`${id}-recordatorios`}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={reminders}
          aria-describedby={`${id}-detalle`}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <div className={styles.labels}>
          <label htmlFor={`${id}-recordatorios`} className={styles.label}>
            Recibir recordatorios de pago y de renovación
          </label>
          <p id={`${id}-detalle`} className={styles.hint}>
            Antes y después de que venza una factura sin pagar, y 30 y 7 días antes de renovar tu
            hosting o tu dominio.
          </p>
        </div>
      </div>
      <p className={styles.saved} role="status">
        {outcome?.kind === 'saved' ? outcome.message : ''}
      </p>
      <p className={styles.error} role="alert">
        {outcome?.kind === 'error' ? outcome.message : ''}
      </p>
    </section>
  );
}
