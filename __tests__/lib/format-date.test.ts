import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatSpanishDate, parseIsoDate } from '@/lib/format-date';

const run = promisify(execFile);
const MODULE = path.resolve(__dirname, '../../lib/format-date.ts');
const DATES = ['2026-01-01', '2026-11-02', '2025-12-31'];
const EXPECTED = ['1 de enero de 2026', '2 de noviembre de 2026', '31 de diciembre de 2025'];

/** Formats the dates in a fresh Node process whose local time zone is `timeZone`. */
async function formatInTimeZone(timeZone: string) {
  const script = `import mod from ${JSON.stringify(MODULE)};
    process.stdout.write(JSON.stringify({
      offset: new Date('2026-01-01T00:00:00Z').getTimezoneOffset(),
      formatted: ${JSON.stringify(DATES)}.map((date) => mod.formatSpanishDate(date)),
    }));`;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { env: { ...process.env, TZ: timeZone } },
  );
  return JSON.parse(stdout) as { offset: number; formatted: string[] };
}

describe('formatSpanishDate', () => {
  it('writes the date in Spanish with the month name', () => {
    expect(formatSpanishDate('2026-11-02')).toBe('2 de noviembre de 2026');
    expect(formatSpanishDate('2025-02-12')).toBe('12 de febrero de 2025');
  });

  it('gives the same day whatever the time zone of the process', async () => {
    const zones = {
      UTC: 0,
      'America/Mexico_City': 360,
      'Pacific/Pago_Pago': 660,
      'Pacific/Kiritimati': -840,
    };
    const results = await Promise.all(Object.keys(zones).map(formatInTimeZone));
    expect(results.map((result) => result.offset)).toEqual(Object.values(zones));
    for (const result of results) expect(result.formatted).toEqual(EXPECTED);
  }, 30_000);

  it('refuses malformed and impossible dates', () => {
    expect(() => formatSpanishDate('2026-2-3')).toThrow('expected YYYY-MM-DD');
    expect(() => formatSpanishDate('2 de noviembre')).toThrow('expected YYYY-MM-DD');
    expect(() => parseIsoDate('2025-02-30')).toThrow('does not exist');
    expect(() => parseIsoDate('2025-13-01')).toThrow('does not exist');
  });
});
