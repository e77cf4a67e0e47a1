'use client';

import { useHydrated } from './use-hydrated';

/**
 * Props for a control that only works with the page's JavaScript (a carousel arrow, a portrait,
 * a copy button). The framework's scripts run after the first paint, and until they have, such a
 * control would take a tap and do nothing: it is marked unavailable instead, and the stylesheet
 * dims it and lets taps through (`[data-script='pending']` in styles/globals.scss).
 */
export function useScriptReady() {
  const ready = useHydrated();
  return {
    'data-script': ready ? 'ready' : 'pending',
    'aria-disabled': ready ? undefined : true,
  } as const;
}
