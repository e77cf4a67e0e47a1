// Dead time: from a page's first contentful paint to the moment React has hydrated it, the span in
// which the page shows controls that only answer through the platform (links, popovers, details)
// and typed text waits for React. Measured in Chromium under Lighthouse's mobile conditions (CPU
// slowed 4×, 150 ms round trips, 1.6 Mbps down, a 412 px phone), since Lighthouse's own
// simulated throttling only estimates timings and never runs the page that slowly.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium';

const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

declare global {
  interface Window {
    /** `performance.now()` when the layout marked the page hydrated. */
    hydratedAt?: number;
  }
}

/**
 * Records when `<html>` gets `data-hydrated`, which the layout sets in the commit that hydrates
 * the page (components/layout/link-navigation.tsx). Installed before the page's scripts; a string
 * so that no compiler helper ends up in the page.
 */
const HYDRATION_PROBE = `new MutationObserver(function (records, observer) {
  if (!document.documentElement || !document.documentElement.hasAttribute('data-hydrated')) return;
  window.hydratedAt = performance.now();
  observer.disconnect();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });`;

/** The median of `values` (they are few: sorting is fine). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Milliseconds from first contentful paint to hydration of `url`, the median of `runs`. */
export async function measureDeadTime(
  url: string,
  chromiumPath: string,
  runs: number,
): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext(MOBILE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(HYDRATION_PROBE);
      await page.goto(url);
      await page.waitForFunction(() => window.hydratedAt !== undefined, undefined, {
        timeout: 60_000,
      });
      const { paint, hydrated } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        hydrated: window.hydratedAt ?? NaN,
      }));
      if (Number.isNaN(paint))
        throw new Error(`${url}: el navegador no informó la primera pintura`);
      times.push(Math.max(0, hydrated - paint));
      await context.close();
    }
    return median(times);
  } finally {
    await browser.close();
  }
}
