'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { WHATSAPP_PLACE_ATTRIBUTE } from '@/lib/analytics/whatsapp-places';
import {
  buildVisitBeacon,
  refusesCounting,
  runWhenIdle,
  sendVisitBeacon,
} from '@/lib/browser/visit-beacon';

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

/** Only the first page of a visit has an outside referrer: later ones come from the site. */
let isFirstView = true;

/**
 * Counts each page view, client-side navigations included, once the main thread is idle after
 * hydration, and each click on a link to the agency's WhatsApp with the place it sits in. Writes
 * nothing to the browser; a visitor with Global Privacy Control or Do Not Track is not counted.
 * The staff pages' layout does not mount it: the agency's own use is not a visit.
 */
export function VisitCounter({ endpoint, whatsappPrefix }: VisitCounterProps) {
  const path = usePathname();

  useEffect(() => {
    if (!COUNTING || refusesCounting()) return;
    const referrer = isFirstView ? document.referrer : '';
    isFirstView = false;
    const send = (place?: string) =>
      sendVisitBeacon(endpoint, buildVisitBeacon(path, location.search, referrer, place));
    const onClick = ({ target }: MouseEvent) => {
      const link = target instanceof Element ? target.closest('a') : null;
      if (link?.href.startsWith(whatsappPrefix))
        send(
          link.closest(`[${WHATSAPP_PLACE_ATTRIBUTE}]`)?.getAttribute(WHATSAPP_PLACE_ATTRIBUTE) ??
            'otro',
        );
    };
    document.addEventListener('click', onClick);
    runWhenIdle(() => send());
    return () => document.removeEventListener('click', onClick);
  }, [endpoint, path, whatsappPrefix]);

  return null;
}
