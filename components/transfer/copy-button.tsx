'use client';

import { useEffect, useRef, useState } from 'react';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';
import { copyText } from '@/lib/browser/clipboard';
import { useScriptReady } from '@/components/hooks/use-script-ready';
import styles from './copy-button.module.scss';

const FEEDBACK_MS = 2500;

type CopyStatus = 'idle' | 'copied' | 'failed';

const feedback: Record<CopyStatus, string> = {
  idle: '',
  copied: 'Copiado',
  failed: 'No se pudo copiar',
};

type CopyButtonProps = {
  /** The exact text put on the clipboard. */
  text: string;
  /** What is copied, for the button's accessible name: "Copiar {label}". */
  label: string;
};

/** A "Copiar" button with "Copiado" feedback that screen readers announce. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  const scriptReady = useScriptReady();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function handleClick() {
    window.clearTimeout(timer.current);
    setStatus((await copyText(text)) ? 'copied' : 'failed');
    timer.current = window.setTimeout(() => setStatus('idle'), FEEDBACK_MS);
  }

  return (
    <span className={styles.wrapper}>
      <button
        type="button"
        className={styles.button}
        {...scriptReady}
        aria-label={`Copiar ${label}`}
        onClick={handleClick}
      >
        <CopyIcon width={18} height={18} />
        Copiar
      </button>
      <span role="status" aria-live="polite" className={styles.status} data-status={status}>
        {status === 'copied' && <CheckIcon width={18} height={18} />}
        {feedback[status]}
      </span>
    </span>
  );
}
