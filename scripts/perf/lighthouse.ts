import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS } from '../chromium';
import type { RunMetrics } from './budgets';
import { readLcpPath, removeSavedAssets, type LcpPath } from './lcp-path';

const LIGHTHOUSE_CLI = path.resolve(
  __dirname,
  '..',
  '..',
  'node_modules',
  'lighthouse',
  'cli',
  'index.js',
);

const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export type LighthouseRun = {
  metrics: RunMetrics;
  benchmarkIndex: number;
  lighthouseVersion: string;
  userAgent: string;
  /** What the simulated LCP waited for, when asked for (scripts/perf/lcp-path.ts). */
  lcpPath?: LcpPath;
};

/** The figures the bench keeps from a Lighthouse result; a missing one names the page and audit. */
export function readRunMetrics(lhr: Result): RunMetrics {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number')
      throw new Error(`${lhr.finalDisplayedUrl}: sin puntaje de ${id}`);
    return Math.round(value * 100);
  };
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`${lhr.finalDisplayedUrl}: sin valor de ${id}`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    totalBytes: audit('total-byte-weight'),
  };
}

/**
 * One Lighthouse run with its defaults (mobile emulation, simulated throttling; the CPU 4× slower
 * unless `cpuSlowdown` says otherwise, for a slower phone) in a fresh
 * headless Chromium, so no cache, cookie or storage carries over from another run. The full
 * report is kept at `reportPath`. Lighthouse runs as its own plain Node process: it sends some
 * of its functions to the page as source text, which must not go through this script's
 * TypeScript loader. With `withLcpPath`, Lighthouse also saves its LCP simulations, which the run
 * returns as its `lcpPath`.
 */
export function runLighthouse(
  url: string,
  chromePath: string,
  reportPath: string,
  cpuSlowdown = 4,
  withLcpPath = false,
): Promise<LighthouseRun> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    '--output=json',
    `--output-path=${reportPath}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    '--quiet',
    ...(withLcpPath ? ['--save-assets'] : []),
  ];
  const env = {
    ...process.env,
    CHROME_PATH: chromePath,
    ...(withLcpPath && { LANTERN_DEBUG: '1' }),
  };
  return new Promise<LighthouseRun>((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          if (error) throw new Error(`${url}: Lighthouse falló (${error.message}) ${stderr}`);
          const lhr = JSON.parse(readFileSync(reportPath, 'utf8')) as Result;
          if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
          const lcpPath = withLcpPath ? readLcpPath(reportPath) : undefined;
          if (withLcpPath) removeSavedAssets(reportPath);
          resolve({
            metrics: readRunMetrics(lhr),
            benchmarkIndex: lhr.environment.benchmarkIndex,
            lighthouseVersion: lhr.lighthouseVersion,
            userAgent: lhr.environment.hostUserAgent,
            ...(lcpPath && { lcpPath }),
          });
        } catch (failure) {
          reject(failure instanceof Error ? failure : new Error(String(failure)));
        }
      },
    );
  });
}
