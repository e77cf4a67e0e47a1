'use client';

import { useScrolledPast } from '@/components/hooks/use-scrolled-past';
import { ArrowUpIcon } from '@/components/ui/icons';
import { SCROLL_TOP_THRESHOLD_PX } from '@/lib/site/timing';

/** "Volver arriba", offered once the page is scrolled beyond 200 px. */
export function ScrollTopButton({ className }: { className?: string }) {
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  if (!scrolled) return null;

  function scrollToTop() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }

  return (
    <button type="button" className={className} onClick={scrollToTop} aria-label="Volver arriba">
      <ArrowUpIcon />
    </button>
  );
}
