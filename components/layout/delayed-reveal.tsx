'use client';

import type { ReactNode } from 'react';
import { useAfterDelay } from '@/components/hooks/use-after-delay';
import { REVEAL_DELAY_MS } from '@/lib/timing';
import styles from './delayed-reveal.module.scss';

/**
 * Keeps its content's space from the first paint but shows it only 1.5 s after the page starts,
 * so its appearance shifts nothing. Without JavaScript the content is simply visible.
 */
export function DelayedReveal({ children }: { children: ReactNode }) {
  const visible = useAfterDelay(REVEAL_DELAY_MS);
  return (
    <div className={styles.reveal} data-visible={visible}>
      {children}
    </div>
  );
}
