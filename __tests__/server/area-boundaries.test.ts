/** @jest-environment node */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

type Verdict = { failed: boolean; output: string };

/**
 * Lints each `{ file, code }` read from stdin with ESLint's Node API and the repository's
 * configuration, in one process (loading the configuration and its plugins is what costs), and
 * prints each verdict: whether `eslint --stdin` would exit with an error, and what it would print.
 * Not in Jest's own process: its module system compiles node_modules too (jest.config.mjs), which
 * breaks a plugin's dependency (axe-core) and ESLint's import() of the configuration file.
 */
const LINT_SCRIPT = `
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
const eslint = new ESLint();
const formatter = await eslint.loadFormatter('stylish');
const verdicts = [];
for (const { file, code } of JSON.parse(readFileSync(0, 'utf8'))) {
  const results = await eslint.lintText(code, { filePath: file });
  verdicts.push({
    failed: results.some((result) => result.errorCount > 0 || result.fatalErrorCount > 0),
    output: await formatter.format(results),
  });
}
process.stdout.write(JSON.stringify(verdicts));
`;

/** ESLint's verdicts on each `code` as if it were the file `file` of the repository. */
async function lintAll(cases: { file: string; code: string }[]): Promise<Verdict[]> {
  const child = promisify(execFile)(process.execPath, [
    '--input-type=module',
    '--eval',
    LINT_SCRIPT,
  ]);
  child.child.stdin?.end(JSON.stringify(cases));
  return JSON.parse((await child).stdout) as Verdict[];
}

const REFUSED: [file: string, line: string][] = [
  ['server/analytics/x.ts', "import { createClient } from '../client-area/store';"],
  ['server/client-area/x.ts', "import { recordVisitEvent } from '../analytics/visits';"],
  ['server/analytics/x.ts', "import { openClientDatabase } from '@/server/client-area/database';"],
  ['server/shared/x.ts', "import { createVisitApi } from '../analytics/visit-api';"],
];
const refusedCode = (line: string) => `${line}\nexport const used = [${line.split(' ')[2]}];\n`;
const ALLOWED = [
  "import { toMexicoCityDate } from '../../lib/site/mexico-city-date';",
  "import { openDatabase } from '../shared/database';",
  'export const used = [toMexicoCityDate, openDatabase];',
  '',
].join('\n');

describe("the server's areas", () => {
  jest.setTimeout(60_000);
  const verdicts = new Map<string, Verdict>();
  /** ESLint's verdict on `code` as the file `file`, from the one run before the tests. */
  const lintAs = (file: string, code: string) => verdicts.get(`${file}\n${code}`);

  beforeAll(async () => {
    const cases = REFUSED.map(([file, line]) => ({ file, code: refusedCode(line) })).concat({
      file: 'server/analytics/x.ts',
      code: ALLOWED,
    });
    const results = await lintAll(cases);
    cases.forEach(({ file, code }, index) => verdicts.set(`${file}\n${code}`, results[index]!));
  });

  it.each(REFUSED)('refuses, in %s, %s', (file, line) => {
    const verdict = lintAs(file, refusedCode(line));
    expect(verdict?.failed).toBe(true);
    expect(verdict?.output).toContain('Un área del servidor no importa otra');
  });

  it('lets an area import shared/ and the contracts in lib/', () => {
    expect(lintAs('server/analytics/x.ts', ALLOWED)).toEqual({ failed: false, output: '' });
  });
});
