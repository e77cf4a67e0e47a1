'use client';

import { SCRIPT_PENDING, SCRIPT_READY } from '@/lib/browser/script-ready';
import { useHydrated } from './use-hydrated';

/**
 * Props for a control that only works with the page's JavaScript (a carousel arrow, a portrait,
 * a copy button): unavailable until the page has hydrated (lib/browser/script-ready.ts).
 */
export function useScriptReady() {
  return useHydrated() ? SCRIPT_READY : SCRIPT_PENDING;
}
