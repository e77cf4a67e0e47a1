'use client';

import { useRouter } from 'next/navigation';
import { useLayoutEffect } from 'react';
import { isPlainClick } from '@/lib/browser/plain-click';

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

function findSiteLink(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element
    ? event.target.closest<HTMLAnchorElement>('a[data-site-link]')
    : null;
}

/**
 * What takes the page over once React has hydrated it, in the commit that hydrates it: it marks
 * the document (`data-hydrated` on `<html>`, the public signal that tests and the bench's
 * dead-time figure wait for), and from then on every `SiteLink` navigates on the client. One
 * listener for the whole document instead of one client component per link; a click reaches it
 * after the handlers of the link's own components (React listens on the document, this on the
 * window).
 */
export function LinkNavigation(): null {
  const router = useRouter();
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    // The router fetches a page ahead once, however often it is asked.
    const prefetch = (event: Event) => {
      const href = findSiteLink(event)?.getAttribute('href');
      if (href) router.prefetch(href);
    };
    const navigate = (event: MouseEvent) => {
      const link = findSiteLink(event);
      const href = link?.getAttribute('href');
      if (!link || !href || !isPlainClick(event, link)) return;
      event.preventDefault();
      router.push(href);
    };
    window.addEventListener('click', navigate);
    for (const type of INTENT_EVENTS) document.addEventListener(type, prefetch, { passive: true });
    return () => {
      window.removeEventListener('click', navigate);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, prefetch);
    };
  }, [router]);
  return null;
}
