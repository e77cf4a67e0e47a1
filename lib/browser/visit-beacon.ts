// lib/browser: the visit counter's beacon, sent only from the browser.
import 'client-only';
import type { VisitBeacon } from '@/lib/analytics/visit-beacon';
import { MAX_TAG_LENGTH } from '@/lib/analytics/visit-beacon-limits';

/** The visitor asked not to be tracked: Global Privacy Control or Do Not Track. */
export function refusesCounting(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
}

/**
 * The beacon of a view of `path` (of a click, with `place`): the `utm_*` tags of the page's
 * query string, cut to their limit, and the host of a web referrer; nothing else. A landing URL
 * with a 2 KB `gclid` or `fbclid` sends the same few hundred bytes as any other.
 */
export function buildVisitBeacon(
  path: string,
  search: string,
  referrer: string,
  place?: string,
): VisitBeacon {
  const params = new URLSearchParams(search);
  const tag = (name: string) => params.get(`utm_${name}`)?.slice(0, MAX_TAG_LENGTH) || undefined;
  return {
    path,
    utmSource: tag('source'),
    utmMedium: tag('medium'),
    utmCampaign: tag('campaign'),
    // The browser gives `document.referrer` as an absolute URL, or empty.
    referrerHost: /^https?:/.test(referrer) ? new URL(referrer).hostname : undefined,
    place,
  };
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
