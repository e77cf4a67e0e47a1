'use client';

import { requestConsentBanner } from '@/lib/browser/consent-request';

type CookiePreferencesButtonProps = { className?: string; label?: string };

/** Reopens the cookie consent banner. */
export function CookiePreferencesButton({
  className,
  label = 'Preferencias de cookies',
}: CookiePreferencesButtonProps) {
  return (
    <button type="button" className={className} onClick={requestConsentBanner}>
      {label}
    </button>
  );
}
