'use client';

import type { ReactNode } from 'react';
import { useScrolledPast } from '@/components/hooks/use-scrolled-past';
import { SCROLL_TOP_THRESHOLD_PX } from '@/lib/site/timing';

type FloatingWhatsAppLinkProps = {
  href: string;
  className?: string;
  /** The icon, rendered on the server so that no icon code ships with every page. */
  children: ReactNode;
};

/**
 * The floating WhatsApp button. It says whether the page is scrolled beyond 200 px: on a phone
 * its stylesheet shows it only then, like "Volver arriba", so it never covers a control of the
 * first screen (larger screens show it from the start).
 */
export function FloatingWhatsAppLink({ href, className, children }: FloatingWhatsAppLinkProps) {
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  return (
    <a
      href={href}
      className={className}
      data-scrolled={scrolled || undefined}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp"
    >
      {children}
    </a>
  );
}
