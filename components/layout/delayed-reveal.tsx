import type { ReactNode } from 'react';
import styles from './delayed-reveal.module.scss';

/**
 * Keeps its content's space from the first paint but shows it only 1.5 s after the page starts
 * (a CSS animation), so its appearance shifts nothing. Without JavaScript it is simply visible.
 */
export function DelayedReveal({ children }: { children: ReactNode }) {
  return <div className={styles.reveal}>{children}</div>;
}
