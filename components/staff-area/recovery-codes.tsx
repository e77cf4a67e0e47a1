'use client';

import { CopyButton } from '@/components/transfer/copy-button';
import { Button } from '@/components/ui/button';
import { useFocusOnMount } from '@/components/hooks/use-focus-on-mount';
import styles from './recovery-codes.module.scss';

const FILE_NAME = 'codigos-de-recuperacion-codigo-verde.txt';

/** Saves `text` as a file: a `blob:` link made for the click and let go right after. */
function downloadText(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The 10 recovery codes, shown once right after enrolment: to copy or download as text before
 * going on to the dashboard.
 */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const heading = useFocusOnMount<HTMLHeadingElement>();

  return (
    <section className={styles.card} aria-labelledby="recuperacion-titulo">
      <h2 id="recuperacion-titulo" className={styles.heading} ref={heading} tabIndex={-1}>
        Tus códigos de recuperación
      </h2>
      <p className={styles.warning} role="alert">
        Guárdalos ahora en un lugar seguro: no los volveremos a mostrar. Cada código sirve una sola
        vez para entrar si pierdes tu teléfono o tu aplicación de autenticación.
      </p>
      <ul className={styles.codes} aria-label="Códigos de recuperación">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <CopyButton text={text} label="códigos de recuperación" />
        <Button type="button" variant="secondary" size="sm" onClick={() => downloadText(text)}>
          Descargar como texto
        </Button>
      </div>
      <Button type="button" onClick={onContinue}>
        Ya los guardé, ir al panel
      </Button>
    </section>
  );
}
