// The CSS a page makes the browser wait for before its first paint: the `<style>` elements and
// the stylesheets of its head, their size (raw and gzip) and the share of it a 390 px phone uses,
// by Chromium's own CSS coverage.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { hrefOf, listBlockingStylesheets, listInlineStyles } from '../../deploy/critical-styles';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import type { PageKind } from './budgets';
import { findExportedHtml } from './first-load-js';
import { findFreePort, startSiteServer } from './site-server';

export type BlockingCss = {
  route: string;
  rawBytes: number;
  gzipBytes: number;
  /** Share of the blocking CSS's bytes in rules Chromium used on a 390 px phone, 0–1. */
  usedShare: number;
};

/** Page kinds whose blocking CSS has a limit, and the limits (issue: an article as light as Astro's). */
export const CSS_BUDGETS = {
  maxGzipKb: 8,
  minUsedShare: 0.5,
  kinds: ['article', 'service', 'listing'] as readonly PageKind[],
} as const;

/** The blocking CSS of a route's exported page, as the texts the browser parses before painting. */
export function readBlockingCss(outDir: string, route: string): string[] {
  const html = readFileSync(findExportedHtml(outDir, route), 'utf8');
  const sheets = listBlockingStylesheets(html).map((link) =>
    readFileSync(path.join(outDir, hrefOf(link)), 'utf8'),
  );
  return [...listInlineStyles(html), ...sheets];
}

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  colorScheme: 'light' as const,
};

/**
 * Measures each route of `origin` served from `outDir`: the page is loaded on a 390 px phone
 * without the framework's scripts and the stylesheets loaded after the first paint (the first
 * paint's state), and the coverage of its blocking CSS is read.
 */
export async function measureBlockingCss(
  origin: string,
  outDir: string,
  routes: readonly string[],
  chromiumPath: string,
): Promise<BlockingCss[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const results: BlockingCss[] = [];
    for (const route of routes) {
      const texts = readBlockingCss(outDir, route);
      const context = await browser.newContext(PHONE);
      // The first paint's state: what the script loader brings afterwards never arrives.
      await context.route(/\/_next\/static\/.*\.(?:js|css)$/, (route) => route.abort());
      const page = await context.newPage();
      await page.coverage.startCSSCoverage();
      await page.goto(`${origin}${route}`, { waitUntil: 'load' });
      const coverage = await page.coverage.stopCSSCoverage();
      await context.close();
      const blocking = coverage.filter(
        (entry) => entry.text !== undefined && texts.includes(entry.text),
      );
      const used = blocking.reduce(
        (sum, entry) => sum + entry.ranges.reduce((inner, r) => inner + r.end - r.start, 0),
        0,
      );
      const rawBytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
      const coveredChars = blocking.reduce((sum, entry) => sum + (entry.text ?? '').length, 0);
      results.push({
        route,
        rawBytes,
        gzipBytes: gzipSync(texts.join('')).length,
        usedShare: coveredChars === 0 ? 0 : used / coveredChars,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Serves `outDir` as `npm run serve` does and measures the blocking CSS of `pages`. */
export async function measureSiteCss(
  root: string,
  outDir: string,
  pages: readonly { route: string; kind: PageKind }[],
): Promise<(BlockingCss & { kind: PageKind })[]> {
  const server = await startSiteServer(root, await findFreePort(), outDir);
  try {
    const measured = await measureBlockingCss(
      server.origin,
      outDir,
      pages.map((page) => page.route),
      CHROMIUM_PATH,
    );
    return measured.map((page, index) => ({ ...page, kind: pages[index]?.kind ?? 'page' }));
  } finally {
    await server.stop();
  }
}

/** What a page's blocking CSS breaks of the budgets, in Spanish; empty when it keeps them. */
export function findCssBudgetFailures(
  pages: readonly (BlockingCss & { kind: PageKind })[],
): string[] {
  return pages
    .filter((page) => CSS_BUDGETS.kinds.includes(page.kind))
    .flatMap((page) => {
      const failures: string[] = [];
      const kb = page.gzipBytes / 1024;
      if (kb > CSS_BUDGETS.maxGzipKb)
        failures.push(
          `${page.route}: ${kb.toFixed(1)} KB gzip de CSS antes de la primera pintura (máximo ${CSS_BUDGETS.maxGzipKb})`,
        );
      if (page.usedShare < CSS_BUDGETS.minUsedShare)
        failures.push(
          `${page.route}: solo ${Math.round(page.usedShare * 100)} % del CSS que bloquea se usa a 390 px (mínimo ${CSS_BUDGETS.minUsedShare * 100} %)`,
        );
      return failures;
    });
}
