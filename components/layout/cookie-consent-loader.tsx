'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';

const CookieConsent = lazy(() =>
  import('./cookie-consent').then((module) => ({ default: module.CookieConsent })),
);

/**
 * Loads the cookie banner once the page has hydrated: its code (and the cookie library) is not
 * part of any page's first load, and the pre-rendered HTML never contains the banner.
 */
export function CookieConsentLoader() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}
