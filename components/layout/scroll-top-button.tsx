'use client';

import type { ReactNode } from 'react';
import { useScrolledPast } from '@/components/hooks/use-scrolled-past';
import { SCROLL_TOP_THRESHOLD_PX } from '@/lib/site/timing';

type ScrollTopButtonProps = {
  className?: string;
  /** The arrow, rendered on the server so that no icon code ships with every page. */
  children: ReactNode;
};

/** "Volver arriba", offered once the page is scrolled beyond 200 px. */
export function ScrollTopButton({ className, children }: ScrollTopButtonProps) {
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  if (!scrolled) return null;

  function scrollToTop() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }

  return (
    <button type="button" className={className} onClick={scrollToTop} aria-label="Volver arriba">
      {children}
    </button>
  );
}
