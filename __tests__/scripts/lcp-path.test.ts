/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  formatLcpPath,
  parseSimulationTrace,
  readLcpPath,
  removeSavedAssets,
  simulatedEnd,
} from '@/scripts/perf/lcp-path';

// A simulation trace as Lighthouse writes it (core/lib/lantern-trace-saver.js): instants for each
// request's send, response and finish, a `Task` per main-thread node, all from 1e9 µs, and an
// empty closing task a second after the last step.
const ORIGIN = 1e9;
const at = (ms: number) => ORIGIN + ms * 1000;
let nextId = 0;
function request(url: string, priority: string, startMs: number, endMs: number, bytes: number) {
  nextId += 1;
  const requestId = String(nextId);
  return [
    { name: 'ResourceWillSendRequest', ph: 'I', ts: at(startMs), args: { data: { requestId } } },
    {
      name: 'ResourceSendRequest',
      ph: 'I',
      ts: at(startMs),
      args: { data: { requestId, url, priority, requestMethod: 'GET' } },
    },
    {
      name: 'ResourceReceiveResponse',
      ph: 'I',
      ts: at(endMs - 1),
      args: { data: { requestId, encodedDataLength: bytes } },
    },
    {
      name: 'ResourceFinish',
      ph: 'I',
      ts: at(endMs),
      args: { data: { requestId, encodedDataLength: bytes, finishTime: endMs } },
    },
  ];
}
const task = (startMs: number, endMs: number) => [
  { name: 'Task', ph: 'X', ts: at(startMs), dur: (endMs - startMs) * 1000, args: { data: {} } },
  { name: 'Layout', ph: 'X', ts: at(startMs), dur: (endMs - startMs) * 500, args: {} },
];

const site = 'http://localhost:4321';
const optimistic = [
  { name: 'TracingStartedInPage', ph: 'I', ts: ORIGIN - 1e5, args: { data: {} } },
  ...request(`${site}/cache-navegador`, 'VeryHigh', 0, 752, 21_209),
  ...task(752, 777),
  ...request(`${site}/_next/static/media/marca.woff2`, 'High', 752, 1054, 14_408),
  ...request(`${site}/images/anchos/640/blog/cache-navegador.webp`, 'High', 752, 1204, 9_911),
  ...task(779, 902),
  ...task(2204, 2205),
];
const pessimistic = [
  ...optimistic.slice(0, -2),
  ...request(`${site}/images/brand/logo.svg?v=2`, 'Low', 752, 1354, 824),
  ...task(2354, 2355),
];

describe("the path of an article's simulated LCP", () => {
  it('reads each request from its send to its finish and each task, without the closing one', () => {
    const steps = parseSimulationTrace(optimistic);
    expect(steps).toEqual([
      {
        kind: 'request',
        url: `${site}/cache-navegador`,
        priority: 'VeryHigh',
        startMs: 0,
        endMs: 752,
        bytes: 21_209,
      },
      { kind: 'cpu', startMs: 752, endMs: 777 },
      expect.objectContaining({ kind: 'request', url: `${site}/_next/static/media/marca.woff2` }),
      expect.objectContaining({ kind: 'request', endMs: 1204, bytes: 9_911 }),
      { kind: 'cpu', startMs: 779, endMs: 902 },
    ]);
    expect(simulatedEnd(steps)).toBe(1204);
  });

  it('does not wait for a low-priority image, as Lighthouse does not', () => {
    const steps = parseSimulationTrace(pessimistic);
    expect(steps.some((step) => step.kind === 'request' && step.endMs === 1354)).toBe(true);
    expect(simulatedEnd(steps)).toBe(1204);
  });

  it('puts both simulations in one table, with paths instead of the run’s origin', () => {
    const table = formatLcpPath('/cache-navegador', {
      optimistic: parseSimulationTrace(optimistic),
      pessimistic: parseSimulationTrace(pessimistic),
    }).join('\n');
    expect(table).toContain('### /cache-navegador');
    expect(table).toContain('| /cache-navegador | 20.7 | 0–752 | 0–752 |');
    expect(table).toContain(
      '| /images/brand/logo.svg?v=2 | 0.8 (baja prioridad: no cuenta) | — | 752–1354 |',
    );
    expect(table).toContain('| Hilo principal (ocupado) | | 148 | 148 |');
    expect(table).toContain('| **Fin (LCP de cada simulación)** | | **1204** | **1204** |');
    expect(table).not.toContain('localhost');
  });

  describe('from the files Lighthouse saves beside its report', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'lcp-path-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('reads the two LCP simulations and then deletes every other saved asset', () => {
      const report = path.join(dir, 'cache-navegador-1.json');
      writeFileSync(report, '{}');
      const save = (name: string, events: unknown) =>
        writeFileSync(path.join(dir, `cache-navegador-1-${name}`), JSON.stringify(events));
      save('optimisticLargestContentfulPaint.trace.json', { traceEvents: optimistic });
      save('pessimisticLargestContentfulPaint.trace.json', pessimistic);
      save('0.trace.json', { traceEvents: [] });
      save('0.devtoolslog.json', []);
      save('optimisticInteractive.trace.json', { traceEvents: [] });
      writeFileSync(path.join(dir, 'cache-navegador-2.json'), '{}');

      const lcpPath = readLcpPath(report);
      expect(simulatedEnd(lcpPath.optimistic)).toBe(1204);
      expect(lcpPath.pessimistic).toHaveLength(6);

      removeSavedAssets(report);
      expect(readdirSync(dir).sort()).toEqual([
        'cache-navegador-1-optimisticLargestContentfulPaint.trace.json',
        'cache-navegador-1-pessimisticLargestContentfulPaint.trace.json',
        'cache-navegador-1.json',
        'cache-navegador-2.json',
      ]);
    });

    it('fails naming the file when Lighthouse saved no simulation', () => {
      const report = path.join(dir, 'inicio-1.json');
      expect(existsSync(report)).toBe(false);
      expect(() => readLcpPath(report)).toThrow(/inicio-1-optimisticLargestContentfulPaint/);
    });
  });
});
