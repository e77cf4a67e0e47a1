/** @jest-environment node */
import { execFile, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openVisitsDatabase } from '@/server/analytics/database';
import { openClientDatabase } from '@/server/client-area/database';
import { openStaffDatabase } from '@/server/staff/database';
import { createTempDirPerTest } from '../fixtures/temp-dir';

const run = promisify(execFile);
const UNITS_DIR = path.resolve('deploy', 'systemd');
const UNITS = [
  'codigo-verde.service',
  'codigo-verde-respaldo.service',
  'codigo-verde-respaldo.timer',
];
const INSTALL_DIR = '/srv/codigo-verde';
const DAY_MS = 24 * 60 * 60 * 1000;

/** `systemd-analyze`'s path, or null when this machine has none. */
function findSystemdAnalyze(): string | null {
  try {
    execFileSync('systemd-analyze', ['--version'], { stdio: 'ignore' });
    return 'systemd-analyze';
  } catch {
    return null;
  }
}

/** Whether `systemd-analyze security` can score a unit file that is not installed (systemd 250+). */
function canScoreOffline(analyze: string | null): boolean {
  if (!analyze) return false;
  const version = /systemd (\d+)/.exec(execFileSync(analyze, ['--version'], { encoding: 'utf8' }));
  return Number(version?.[1] ?? 0) >= 250;
}

/** A unit's overall exposure as `systemd-analyze security --offline=true` scores it (0 to 10). */
async function scoreExposure(analyze: string, name: string): Promise<number> {
  const { stdout } = await run(
    analyze,
    ['security', '--offline=true', '--no-pager', path.join(UNITS_DIR, name)],
    { env: { ...process.env, SYSTEMD_LOG_COLOR: '0', SYSTEMD_COLORS: '0' } },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const score = /Overall exposure level for \S+: (\d+\.\d)/.exec(stdout);
  if (!score?.[1]) throw new Error(`systemd-analyze gave no score for ${name}:\n${stdout}`);
  return Number(score[1]);
}

/** The variables an environment file sets (commented lines are examples, not settings). */
const readSetVariables = (name: string) =>
  readFileSync(path.join(UNITS_DIR, name), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((variable) => variable !== undefined);

/** A unit file's settings by section, e.g. `Service` → `User` → `['codigo-verde']`. */
function readUnit(name: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let section = new Map<string, string[]>();
  for (const line of readFileSync(path.join(UNITS_DIR, name), 'utf8').split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header?.[1]) sections.set(header[1], (section = new Map()));
    const setting = /^(\w+)=(.*)$/.exec(line);
    if (setting?.[1])
      section.set(setting[1], [...(section.get(setting[1]) ?? []), setting[2] ?? '']);
  }
  return sections;
}

const service = (name: string) => readUnit(name).get('Service') ?? new Map<string, string[]>();

/**
 * Runs `systemd-analyze verify` on copies of the units that point at this checkout instead of
 * /srv/codigo-verde (verify checks that each ExecStart= can be run); returns every line it
 * printed about them.
 */
async function verifyUnits(analyze: string, edit: (text: string) => string = (text) => text) {
  const dir = mkdtempSync(path.join(tmpdir(), 'systemd-units-'));
  try {
    for (const name of UNITS) {
      const text = readFileSync(path.join(UNITS_DIR, name), 'utf8');
      writeFileSync(path.join(dir, name), edit(text.replaceAll(INSTALL_DIR, process.cwd())));
    }
    const { stdout, stderr } = await run(
      analyze,
      ['verify', ...UNITS.map((name) => path.join(dir, name))],
      { env: { ...process.env, SYSTEMD_LOG_COLOR: '0' } },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: `${error.stdout ?? ''}\nsystemd-analyze verify failed`,
      stderr: error.stderr ?? '',
    }));
    // Only what concerns these units: a container may add notes about the host's own setup.
    return `${stdout}\n${stderr}`.split('\n').filter((line) => /codigo-verde|failed/.test(line));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const systemdAnalyze = findSystemdAnalyze();
const withSystemd = systemdAnalyze ? it : it.skip;
const whenPresent = systemdAnalyze ? '' : ' (skipped: systemd-analyze is not installed here)';
const withOfflineScore = canScoreOffline(systemdAnalyze) ? it : it.skip;
const whenScored = canScoreOffline(systemdAnalyze)
  ? ''
  : ' (skipped: this systemd-analyze cannot score a unit offline)';

describe('deploy/systemd', () => {
  jest.setTimeout(30_000);

  withSystemd(`passes systemd-analyze verify${whenPresent}`, async () => {
    expect(await verifyUnits(systemdAnalyze ?? '')).toEqual([]);
  });

  withSystemd(`fails verify on a misspelled directive${whenPresent}`, async () => {
    const problems = await verifyUnits(systemdAnalyze ?? '', (text) =>
      text.replace('PrivateTmp=yes', 'PrivateTemp=yes'),
    );
    expect(problems.join('\n')).toMatch(/Unknown key '?PrivateTemp'?/);
  });

  it('runs the server sandboxed, as its own user, on loopback', () => {
    const server = service('codigo-verde.service');
    expect(server.get('ExecStart')).toEqual(['/usr/bin/env node --import tsx server/main.ts']);
    expect(server.get('User')).toEqual(['codigo-verde']);
    expect(server.get('Environment')?.join(' ')).toMatch(
      /HOST=127\.0\.0\.1 .*TRUST_PROXY=1 .*CLIENT_DB_PATH=\/var\/lib\/codigo-verde\/clients\.db/,
    );
    const hardening: Record<string, string> = {
      NoNewPrivileges: 'yes',
      ProtectSystem: 'strict',
      ReadWritePaths: '/var/lib/codigo-verde',
      StateDirectory: 'codigo-verde',
      PrivateTmp: 'yes',
      ProtectHome: 'yes',
      PrivateDevices: 'yes',
      ProtectKernelTunables: 'yes',
      ProtectKernelModules: 'yes',
      ProtectKernelLogs: 'yes',
      ProtectControlGroups: 'yes',
      RestrictAddressFamilies: 'AF_INET AF_INET6 AF_UNIX',
      RestrictNamespaces: 'yes',
      LockPersonality: 'yes',
      CapabilityBoundingSet: '',
      UMask: '0077',
      Restart: 'on-failure',
    };
    for (const [key, value] of Object.entries(hardening)) {
      expect([key, server.get(key)]).toEqual([key, [value]]);
    }
    // V8's JIT writes the code it then runs.
    expect(server.has('MemoryDenyWriteExecute')).toBe(false);
  });

  it('filters both units’ system calls and hides the rest of the machine from them', () => {
    const sandbox: Record<string, string[]> = {
      SystemCallArchitectures: ['native'],
      SystemCallFilter: ['@system-service', '~@privileged @resources'],
      // A call left out answers an error Node handles, instead of killing the server.
      SystemCallErrorNumber: ['EPERM'],
      ProtectProc: ['invisible'],
      ProcSubset: ['pid'],
      PrivateUsers: ['yes'],
      PrivateMounts: ['yes'],
    };
    for (const name of ['codigo-verde.service', 'codigo-verde-respaldo.service']) {
      const unit = service(name);
      for (const [key, value] of Object.entries(sandbox)) {
        expect([name, key, unit.get(key)]).toEqual([name, key, value]);
      }
    }
    // The backup never talks to the network: tsx's local socket to its child is all it opens.
    const backup = service('codigo-verde-respaldo.service');
    expect(backup.get('PrivateNetwork')).toEqual(['yes']);
    expect(backup.get('RestrictAddressFamilies')).toEqual(['AF_UNIX']);
    expect(backup.get('IPAddressDeny')).toEqual(['any']);
  });

  it('gives the server its environment file and the backup one without the server’s secrets', () => {
    const server = service('codigo-verde.service');
    const backup = service('codigo-verde-respaldo.service');
    expect(server.get('EnvironmentFile')).toEqual(['/etc/codigo-verde/env']);
    // Optional (the "-"): the backup needs nothing in it unless the data live elsewhere.
    expect(backup.get('EnvironmentFile')).toEqual(['-/etc/codigo-verde/respaldo.env']);
    expect(readSetVariables('respaldo.env.example')).toEqual([]);
    const backupExample = readFileSync(path.join(UNITS_DIR, 'respaldo.env.example'), 'utf8');
    for (const secret of ['STAFF_SECRET_KEY', 'SMTP_URL']) {
      expect(backupExample).not.toMatch(new RegExp(`^#?\\s*${secret}=`, 'm'));
      expect(backup.get('Environment')?.join(' ') ?? '').not.toContain(secret);
    }
    expect(readSetVariables('env.example')).toEqual(['SITE_URL']);
  });

  withOfflineScore(`keeps systemd-analyze security's exposure low${whenScored}`, async () => {
    const score = (name: string) => scoreExposure(systemdAnalyze ?? '', name);
    // 3.2 and 2.8 before the system-call filter, ProtectProc=, ProcSubset= and PrivateUsers=.
    expect(await score('codigo-verde.service')).toBeLessThanOrEqual(1.5);
    expect(await score('codigo-verde-respaldo.service')).toBeLessThanOrEqual(0.5);
  });

  it('backs up daily at 03:15 as the server user', () => {
    const server = service('codigo-verde.service');
    const backup = service('codigo-verde-respaldo.service');
    expect(backup.get('Type')).toEqual(['oneshot']);
    expect(backup.get('ExecStart')).toEqual([`${INSTALL_DIR}/scripts/backup-all.sh`]);
    for (const key of ['User', 'Group', 'WorkingDirectory', 'UMask']) {
      expect([key, backup.get(key)]).toEqual([key, server.get(key)]);
    }
    // The same clients' file as the server's, without reading the server's environment file.
    const clientDb = (unit: Map<string, string[]>) =>
      /CLIENT_DB_PATH=(\S+)/.exec(unit.get('Environment')?.join(' ') ?? '')?.[1];
    expect(clientDb(backup)).toBe(clientDb(server));
    const timer = readUnit('codigo-verde-respaldo.timer').get('Timer');
    expect(timer?.get('OnCalendar')).toEqual(['*-*-* 03:15:00']);
    expect(timer?.get('Persistent')).toEqual(['true']);
  });
});

describe('scripts/backup-all.sh', () => {
  jest.setTimeout(60_000);
  const tempDir = createTempDirPerTest('backup-all');

  it('writes each dated copy owner-only and prunes a kind only when its copy was written', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const backupDir = path.join(tempDir(), 'respaldos');
    openClientDatabase(path.join(dataDir, 'clients.db')).close();
    openStaffDatabase(path.join(dataDir, 'staff.db')).close();
    // No visits database: that copy fails, and the old visit copies stay.
    const old: Record<string, number> = {
      'clients-2020-01-01.db': 40,
      'visits-2020-01-01.db': 40,
      'staff-2020-02-01.db': 10,
      'notas.txt': 40,
    };
    mkdirSync(backupDir);
    for (const [name, days] of Object.entries(old)) {
      const file = path.join(backupDir, name);
      writeFileSync(file, '');
      const when = new Date(Date.now() - days * DAY_MS);
      utimesSync(file, when, when);
    }

    const failure = await run(path.join('scripts', 'backup-all.sh'), {
      env: {
        ...process.env,
        CLIENT_DB_PATH: path.join(dataDir, 'clients.db'),
        BACKUP_DIR: backupDir,
      },
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('Falló el respaldo visits-');

    const today = execFileSync('date', ['+%F'], { encoding: 'utf8' }).trim();
    const written = [`clients-${today}.db`, `staff-${today}.db`];
    expect(readdirSync(backupDir).sort()).toEqual(
      [...written, 'notas.txt', 'staff-2020-02-01.db', 'visits-2020-01-01.db'].sort(),
    );
    for (const name of written) {
      expect(statSync(path.join(backupDir, name)).mode & 0o777).toBe(0o600);
    }
    expect(existsSync(path.join(backupDir, 'staff-secret.key'))).toBe(false);
  });

  it('runs a second time the same day without failing, beside the first copies', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const backupDir = path.join(tempDir(), 'respaldos');
    const clientDb = path.join(dataDir, 'clients.db');
    openClientDatabase(clientDb).close();
    openStaffDatabase(path.join(dataDir, 'staff.db')).close();
    openVisitsDatabase(path.join(dataDir, 'visits.db'), clientDb).close();
    const backUp = () =>
      run(path.join('scripts', 'backup-all.sh'), {
        env: { ...process.env, CLIENT_DB_PATH: clientDb, BACKUP_DIR: backupDir },
      });

    const today = execFileSync('date', ['+%F'], { encoding: 'utf8' }).trim();
    const kinds = ['clients', 'visits', 'staff'];
    const first = kinds.map((kind) => `${kind}-${today}.db`);
    expect((await backUp()).stderr).toBe('');
    const firstCopies = first.map((name) => readFileSync(path.join(backupDir, name)));

    const second = await backUp();
    expect(second.stderr).toBe('');
    const again = kinds.map((kind) => `${kind}-${today}-2.db`);
    for (const name of again) expect(second.stdout).toContain(path.join(backupDir, name));
    expect(readdirSync(backupDir).sort()).toEqual([...first, ...again].sort());
    // The first copies are left exactly as they were.
    first.forEach((name, index) => {
      expect(readFileSync(path.join(backupDir, name)).equals(firstCopies[index]!)).toBe(true);
    });
  });
});
