'use client';

import { useEffect } from 'react';
import { requestConsentBanner } from '@/lib/browser/consent-request';
import { markScriptReady } from '@/lib/browser/script-ready';
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

/** The plain-HTML buttons `StaticCookiePreferencesButton` draws inside a `StaticIsland`. */
const STATIC_BUTTONS = '[data-cookie-preferences]';

/**
 * Makes the plain-HTML "Preferencias de cookies" buttons of the page's static islands (the
 * footer's) work once the page has hydrated: marks them ready, as `useScriptReady` marks a button
 * React draws, and reopens the banner on their click, with one listener for the document. Draws
 * nothing.
 */
export function StaticCookiePreferencesActivator() {
  // An effect runs only in the browser, after the commit that hydrates the page.
  useEffect(() => {
    document.querySelectorAll(STATIC_BUTTONS).forEach(markScriptReady);
    const reopenBanner = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(STATIC_BUTTONS))
        requestConsentBanner();
    };
    document.addEventListener('click', reopenBanner);
    return () => document.removeEventListener('click', reopenBanner);
  }, []);
  return null;
}
