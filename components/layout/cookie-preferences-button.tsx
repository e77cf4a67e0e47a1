'use client';

import { requestConsentBanner } from '@/lib/consent';

/** Reopens the cookie consent banner. */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={requestConsentBanner}>
      Preferencias de cookies
    </button>
  );
}
