// lib/browser: the visit counter's beacon, sent only from the browser.
import 'client-only';

/** What the counter sends; the API's schema (server/client-api/visits.ts) reads the same. */
export type VisitBeacon = {
  path: string;
  search?: string;
  referrer?: string;
  /** The `data-lugar` of a clicked WhatsApp link: the API counts an unknown one as `otro`. */
  place?: string;
};

/** The visitor asked not to be tracked: Global Privacy Control or Do Not Track. */
export function refusesCounting(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
}

/** Sends a beacon that outlives the page; `fetch` with `keepalive` where beacons are missing. */
export function sendVisitBeacon(endpoint: string, beacon: VisitBeacon): void {
  const body = JSON.stringify(beacon);
  if (navigator.sendBeacon?.(endpoint, body)) return;
  fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => {});
}

/**
 * Runs `task` once the page has loaded and the main thread is idle, so counting never competes
 * with painting or hydrating. Returns a function that runs it at once if it has not run yet.
 */
export function runWhenIdle(task: () => void): () => void {
  let done = false;
  let cancel = () => removeEventListener('load', schedule);
  const run = () => {
    cancel();
    if (!done) task();
    done = true;
  };
  function schedule() {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(run, { timeout: 5000 });
      cancel = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(run, 200);
      cancel = () => clearTimeout(timer);
    }
  }
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule);
  return run;
}
