// lib/browser: the visit counter's beacon, sent only from the browser.
import 'client-only';
import type { VisitBeacon } from '@/lib/analytics/visit-beacon';

/** The visitor asked not to be tracked: Global Privacy Control or Do Not Track. */
export function refusesCounting(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
}

/** Sends a beacon that outlives the page (every browser the site supports has `sendBeacon`). */
export function sendVisitBeacon(endpoint: string, beacon: VisitBeacon): void {
  navigator.sendBeacon(endpoint, JSON.stringify(beacon));
}

/**
 * Runs `task` once the main thread is idle, so counting never competes with the page. Nothing
 * cancels it: a view still waiting when the visitor moves on is that page's, and is still sent.
 */
export function runWhenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 200);
}
