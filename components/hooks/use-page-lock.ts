'use client';

import { useEffect, type RefObject } from 'react';

/**
 * While active, the page behind `keepRef` cannot scroll and cannot be reached by keyboard or
 * pointer: every other child of <body> is made inert.
 */
export function usePageLock(active: boolean, keepRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const keep = keepRef.current;
    if (!active || !keep) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const others = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !element.contains(keep),
    );
    const newlyInert = others.filter((element) => !element.inert);
    newlyInert.forEach((element) => (element.inert = true));
    return () => {
      root.style.overflow = previousOverflow;
      newlyInert.forEach((element) => (element.inert = false));
    };
  }, [active, keepRef]);
}
