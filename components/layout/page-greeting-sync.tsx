'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import {
  buildWhatsAppLink,
  CHROME_WHATSAPP_ATTRIBUTE,
  PAGE_GREETING_ATTRIBUTE,
} from '@/lib/site/whatsapp-link';

type PageGreetingSyncProps = {
  /** The agency's number as wa.me takes it. */
  number: string;
  /** The site's greeting, for a page that declares none. */
  greeting: string;
};

/**
 * Keeps the chrome's WhatsApp links on the greeting of the page shown. The layout, and with it the
 * links, stays across a client-side navigation while the page changes; each exported page already
 * has its own greeting in their `href`, so on the first load this changes nothing.
 */
export function PageGreetingSync({ number, greeting }: PageGreetingSyncProps): null {
  const path = usePathname();
  useEffect(() => {
    const declared = document.querySelector(`[${PAGE_GREETING_ATTRIBUTE}]`);
    const href = buildWhatsAppLink(
      number,
      declared?.getAttribute(PAGE_GREETING_ATTRIBUTE) ?? greeting,
    );
    for (const link of document.querySelectorAll(`a[${CHROME_WHATSAPP_ATTRIBUTE}]`))
      link.setAttribute('href', href);
  }, [path, number, greeting]);
  return null;
}
