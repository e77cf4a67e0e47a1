'use client';

import { lazy, Suspense } from 'react';
import { useIdleAfterHydration } from '@/components/hooks/use-idle-after-hydration';

const CookieConsent = lazy(() =>
  import('./cookie-consent').then((module) => ({ default: module.CookieConsent })),
);

/**
 * Loads the cookie banner in the first idle moment after hydration: its code (and the cookie
 * library) is not part of any page's first load, and the pre-rendered HTML never contains the
 * banner.
 */
export function CookieConsentLoader() {
  if (!useIdleAfterHydration()) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}
