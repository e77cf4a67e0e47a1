/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** ESLint's verdict on `code` as if it were the file `file` of the repository. */
function lintAs(file: string, code: string) {
  const eslint = path.join(process.cwd(), 'node_modules', '.bin', 'eslint');
  const result = spawnSync(eslint, ['--stdin', '--stdin-filename', file], {
    input: code,
    encoding: 'utf8',
  });
  return { failed: result.status !== 0, output: result.stdout };
}

describe("the server's areas", () => {
  jest.setTimeout(60_000);

  it.each([
    ['server/analytics/x.ts', "import { createClient } from '../client-area/store';"],
    ['server/client-area/x.ts', "import { recordVisitEvent } from '../analytics/visits';"],
    [
      'server/analytics/x.ts',
      "import { openClientDatabase } from '@/server/client-area/database';",
    ],
    ['server/shared/x.ts', "import { createVisitApi } from '../analytics/visit-api';"],
  ])('refuses, in %s, %s', (file, line) => {
    const { failed, output } = lintAs(
      file,
      `${line}\nexport const used = [${line.split(' ')[2]}];\n`,
    );
    expect(failed).toBe(true);
    expect(output).toContain('Un área del servidor no importa otra');
  });

  it('lets an area import shared/ and the contracts in lib/', () => {
    const code = [
      "import { toMexicoCityDate } from '../../lib/site/mexico-city-date';",
      "import { openDatabase } from '../shared/database';",
      'export const used = [toMexicoCityDate, openDatabase];',
      '',
    ].join('\n');
    expect(lintAs('server/analytics/x.ts', code)).toEqual({ failed: false, output: '' });
  });
});
