'use client';

import { requestConsentBanner } from '@/lib/browser/consent-request';
import { useScriptReady } from '@/components/hooks/use-script-ready';

type CookiePreferencesButtonProps = { className?: string; label?: string };

/** Reopens the cookie consent banner. */
export function CookiePreferencesButton({
  className,
  label = 'Preferencias de cookies',
}: CookiePreferencesButtonProps) {
  return (
    <button
      type="button"
      className={className}
      {...useScriptReady()}
      onClick={requestConsentBanner}
    >
      {label}
    </button>
  );
}
