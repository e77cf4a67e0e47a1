'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isPlainClick } from '@/lib/browser/plain-click';

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

function findSiteLink(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element
    ? event.target.closest<HTMLAnchorElement>('a[data-site-link]')
    : null;
}

/**
 * What makes every `SiteLink` of the page navigate on the client: one listener for the whole
 * document instead of one client component per link. A click reaches it after the handlers of the
 * link's own components (React listens on the document, this on the window).
 */
export function LinkNavigation(): null {
  const router = useRouter();
  useEffect(() => {
    const fetched = new Set<string>();
    const prefetch = (event: Event) => {
      const href = findSiteLink(event)?.getAttribute('href');
      if (!href || fetched.has(href)) return;
      fetched.add(href);
      router.prefetch(href);
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
