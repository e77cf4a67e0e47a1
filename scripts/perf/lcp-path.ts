import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { formatKb } from './first-load-js';

/**
 * What Lighthouse's simulated LCP waits for. Under simulated throttling Lighthouse does not time
 * the page: it replays the requests and main-thread tasks that came before the LCP in an
 * unthrottled load (every request that ended before it, and the document) on a model network
 * (150 ms round trips, 1.6 Mbps, TCP slow start: a new connection carries about 14 KB in its first
 * round trip; HTTP/1.1, one request at a time per connection) and a CPU 4× slower, and takes the
 * LCP as the moment the last of them ends, averaged over an optimistic and a pessimistic choice of
 * what counts. With `LANTERN_DEBUG` set and `--save-assets`, Lighthouse writes both simulations as
 * trace files; this module reads them, so the bench can show why one page's LCP is later than
 * another's instead of only that it is.
 */

/** One request or main-thread task of a simulation, in simulated milliseconds from the start. */
export type SimulatedStep =
  | {
      kind: 'request';
      url: string;
      /** Chromium's priority for it: Lighthouse's estimate leaves out low-priority images. */
      priority: string;
      startMs: number;
      endMs: number;
      bytes: number;
    }
  | { kind: 'cpu'; startMs: number; endMs: number };

export type LcpPath = { optimistic: SimulatedStep[]; pessimistic: SimulatedStep[] };

/** The two simulations the LCP estimate averages, as Lighthouse names their trace files. */
const SIMULATIONS = {
  optimistic: 'optimisticLargestContentfulPaint',
  pessimistic: 'pessimisticLargestContentfulPaint',
} as const;

/** Lighthouse writes its simulations from this instant, in microseconds (lantern-trace-saver). */
const SIMULATION_ORIGIN_US = 1e9;

type TraceEvent = {
  name?: string;
  ph?: string;
  ts?: number;
  dur?: number;
  args?: {
    data?: { requestId?: string; url?: string; priority?: string; encodedDataLength?: number };
  };
};

const toMs = (ts: number) => (ts - SIMULATION_ORIGIN_US) / 1000;

/**
 * The steps of one simulation trace: each request from its `ResourceSendRequest` to its
 * `ResourceFinish`, each task from its `Task` event. Lighthouse closes the trace with an empty task
 * a second after the last step, which is left out.
 */
export function parseSimulationTrace(events: readonly TraceEvent[]): SimulatedStep[] {
  const started = new Map<string, { url: string; priority: string; startMs: number }>();
  const requests: SimulatedStep[] = [];
  const tasks: SimulatedStep[] = [];
  for (const event of events) {
    const data = event.args?.data;
    if (event.ts === undefined) continue;
    if (event.name === 'ResourceSendRequest' && data?.requestId && data.url) {
      started.set(data.requestId, {
        url: data.url,
        priority: data.priority ?? '',
        startMs: toMs(event.ts),
      });
    } else if (event.name === 'ResourceFinish' && data?.requestId) {
      const request = started.get(data.requestId);
      if (request)
        requests.push({
          kind: 'request',
          ...request,
          endMs: toMs(event.ts),
          bytes: data.encodedDataLength ?? 0,
        });
    } else if (event.name === 'Task' && event.ph === 'X' && event.dur !== undefined) {
      tasks.push({ kind: 'cpu', startMs: toMs(event.ts), endMs: toMs(event.ts + event.dur) });
    }
  }
  tasks.sort((a, b) => a.startMs - b.startMs);
  const marker = tasks.at(-1);
  const othersEnd = Math.max(0, ...[...requests, ...tasks.slice(0, -1)].map((step) => step.endMs));
  if (marker && marker.startMs >= othersEnd + 999) tasks.pop();
  return [...requests, ...tasks].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
}

/** The two LCP simulations Lighthouse saved beside `reportPath` (`x.json` → `x-…trace.json`). */
export function readLcpPath(reportPath: string): LcpPath {
  const base = reportPath.replace(/\.json$/, '');
  const read = (name: string) => {
    const file = `${base}-${name}.trace.json`;
    const trace = JSON.parse(readFileSync(file, 'utf8')) as
      { traceEvents: TraceEvent[] } | TraceEvent[];
    return parseSimulationTrace(Array.isArray(trace) ? trace : trace.traceEvents);
  };
  return { optimistic: read(SIMULATIONS.optimistic), pessimistic: read(SIMULATIONS.pessimistic) };
}

/**
 * Deletes what `--save-assets` wrote beside `reportPath` (the page's full trace, its network log
 * and some sixty simulations, about 50 MB a run) but the two LCP simulations, which a trace viewer
 * opens as a timeline.
 */
export function removeSavedAssets(reportPath: string): void {
  const dir = path.dirname(reportPath);
  const prefix = `${path.basename(reportPath).replace(/\.json$/, '')}-`;
  const kept = Object.values(SIMULATIONS).map((name) => `${prefix}${name}.trace.json`);
  for (const file of readdirSync(dir)) {
    if (
      file.startsWith(prefix) &&
      /\.(trace|devtoolslog)\.json$/.test(file) &&
      !kept.includes(file)
    )
      rmSync(path.join(dir, file), { force: true });
  }
}

/** `http://localhost:1234/a/b.css?x` → `/a/b.css?x`: the bench's origins change every run. */
const pathOf = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
};

const IMAGE_PATH = /\.(avif|gif|ico|jpe?g|png|svg|webp)$/i;

/**
 * A low-priority image (one off screen, as Chromium judged it): Lighthouse's estimate does not
 * wait for it. A simulation trace does not say a request's type, so an image is told by its path.
 */
export const isLowPriorityImage = (step: SimulatedStep) =>
  step.kind === 'request' &&
  (step.priority === 'Low' || step.priority === 'VeryLow') &&
  IMAGE_PATH.test(pathOf(step.url).replace(/\?.*$/, ''));

/** When a simulation reaches the LCP: the end of its last step that Lighthouse waits for. */
export const simulatedEnd = (steps: readonly SimulatedStep[]) =>
  Math.max(0, ...steps.filter((step) => !isLowPriorityImage(step)).map((step) => step.endMs));

const ms = (value: number) => `${Math.round(value)}`;

/**
 * A table of one page's LCP path: each request of either simulation with its simulated start and
 * end in both, then the main thread's busy time, then the end each simulation gives.
 */
export function formatLcpPath(label: string, lcpPath: LcpPath): string[] {
  const requests = new Map<string, SimulatedStep & { kind: 'request' }>();
  for (const step of [...lcpPath.optimistic, ...lcpPath.pessimistic])
    if (step.kind === 'request' && !requests.has(step.url)) requests.set(step.url, step);
  const span = (steps: readonly SimulatedStep[], url: string) => {
    const step = steps.find((candidate) => candidate.kind === 'request' && candidate.url === url);
    return step ? `${ms(step.startMs)}–${ms(step.endMs)}` : '—';
  };
  const busy = (steps: readonly SimulatedStep[]) =>
    ms(
      steps
        .filter((step) => step.kind === 'cpu')
        .reduce((total, step) => total + step.endMs - step.startMs, 0),
    );
  const bytesOf = (step: SimulatedStep & { kind: 'request' }) =>
    `${formatKb(step.bytes)}${isLowPriorityImage(step) ? ' (baja prioridad: no cuenta)' : ''}`;
  return [
    `### ${label}`,
    '',
    '| Petición | KB transferidos | Optimista (ms) | Pesimista (ms) |',
    '|---|---:|---:|---:|',
    ...[...requests].map(
      ([url, step]) =>
        `| ${pathOf(url)} | ${bytesOf(step)} | ${span(lcpPath.optimistic, url)} | ${span(lcpPath.pessimistic, url)} |`,
    ),
    `| Hilo principal (ocupado) | | ${busy(lcpPath.optimistic)} | ${busy(lcpPath.pessimistic)} |`,
    `| **Fin (LCP de cada simulación)** | | **${ms(simulatedEnd(lcpPath.optimistic))}** | **${ms(simulatedEnd(lcpPath.pessimistic))}** |`,
    '',
  ];
}
