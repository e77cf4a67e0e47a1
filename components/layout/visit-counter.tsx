'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { WHATSAPP_PLACE_ATTRIBUTE } from '@/lib/analytics/whatsapp-places';
import { refusesCounting, runWhenIdle, sendVisitBeacon } from '@/lib/browser/visit-beacon';

/**
 * Counting runs in a production build unless `ANALYTICS=off npm run build` turned it off; then
 * the minifier drops its code. `next dev` has no API to count with.
 */
const COUNTING =
  process.env.NODE_ENV === 'production' && process.env.NEXT_PUBLIC_ANALYTICS !== 'off';

type VisitCounterProps = {
  /** The visits endpoint of the client API (`/api/visitas`). */
  endpoint: string;
  /** How every link to the agency's WhatsApp begins (`https://wa.me/52…?`). */
  whatsappPrefix: string;
};

/** Only the first view of a visit carries the referrer: later ones come from the site itself. */
let referrer: string | undefined;

/**
 * Counts each page view, client-side navigations included, and each click on a link to the
 * agency's WhatsApp with the place it sits in, once the page is idle. Writes nothing to the
 * browser; a visitor with Global Privacy Control or Do Not Track is not counted.
 */
export function VisitCounter({ endpoint, whatsappPrefix }: VisitCounterProps) {
  const path = usePathname();

  useEffect(() => {
    if (!COUNTING || refusesCounting()) return;
    return runWhenIdle(() => {
      referrer = referrer === undefined ? document.referrer : '';
      sendVisitBeacon(endpoint, { path, search: location.search, referrer });
    });
  }, [endpoint, path]);

  useEffect(() => {
    if (!COUNTING || refusesCounting()) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link?.href.startsWith(whatsappPrefix)) return;
      const place = link.closest(`[${WHATSAPP_PLACE_ATTRIBUTE}]`);
      sendVisitBeacon(endpoint, {
        path: location.pathname,
        search: location.search,
        place: place?.getAttribute(WHATSAPP_PLACE_ATTRIBUTE) ?? 'otro',
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [endpoint, whatsappPrefix]);

  return null;
}
