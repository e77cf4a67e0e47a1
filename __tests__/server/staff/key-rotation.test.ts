/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openStaffDatabase, type StaffDatabase } from '@/server/staff/database';
import { runStaffCommand } from '@/server/staff/staff-cli';
import { checkSecondFactors, loadStaffKeys } from '@/server/staff/secret-check';
import {
  decryptSecret,
  deriveStaffKeys,
  encryptSecret,
  hashRecoveryCode,
} from '@/server/staff/secret-key';
import {
  createPendingSignIn,
  createStaff,
  findStaffByEmail,
  saveEnrolment,
} from '@/server/staff/store';
import { generateTotp } from '@/server/staff/second-factor';
import { failure } from '../../fixtures/command-failure';
import { CookieJar, startStaffApi } from '../../fixtures/staff-api';
import { runInProcess } from '../../fixtures/in-process-command';
import { createTempDirPerTest } from '../../fixtures/temp-dir';

const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const RECOVERY_CODE = 'ABCD-EFGH';
const MARTA = 'marta@codigoverde.mx';
const ZOE = 'zoe@codigoverde.mx';
const LUIS = 'luis@codigoverde.mx';

const tempDir = createTempDirPerTest('staff-key-rotation');
const dbPath = () => path.join(tempDir(), 'staff.db');
const keyPath = () => path.join(tempDir(), 'staff-secret.key');
const toText = (key: Buffer) => key.toString('base64');

function withDb<T>(read: (db: StaffDatabase) => T): T {
  const db = openStaffDatabase(dbPath());
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** An account enrolled with `key`: its TOTP secret encrypted and one recovery code's hash. */
function enrol(email: string, key: Buffer) {
  withDb((db) => {
    createStaff(db, { email, name: email, role: 'gerente', passwordHash: 'scrypt$prueba' }, 0);
    const { id } = findStaffByEmail(db, email)!;
    const keys = deriveStaffKeys(key);
    const secret = encryptSecret(keys.encryption, TOTP_SECRET, `staff:${id}`);
    saveEnrolment(db, id, secret, [hashRecoveryCode(keys.recoveryCodes, RECOVERY_CODE)]);
  });
}

const writeKeyFile = (key: Buffer) => writeFileSync(keyPath(), `${toText(key)}\n`, { mode: 0o600 });

/** `npm run personal -- …` on the temporary file; only the keys a test gives. */
function personal(args: string[], env: Record<string, string> = {}) {
  return runInProcess(runStaffCommand, args, {
    ...process.env,
    STAFF_SECRET_KEY: undefined,
    STAFF_NEW_SECRET_KEY: undefined,
    STAFF_DB_PATH: dbPath(),
    CLIENT_DB_PATH: path.join(tempDir(), 'clients.db'),
    STAFF_ACTOR: 'Ana Prueba',
    ...env,
  });
}

/** What the server would read at start with `key`: its warnings, and whether each factor works. */
function startWith(key: Buffer) {
  const report = jest.fn();
  const warn = jest.fn();
  return withDb((db) => {
    const keys = loadStaffKeys(db, deriveStaffKeys(key), { report, warn });
    const staff = findStaffByEmail(db, MARTA)!;
    return {
      report,
      warn,
      secret: decryptSecret(keys.encryption, staff.totp_secret!, `staff:${staff.id}`),
      // Checked without spending it, so a later start can check it again.
      recoveryCodeWorks:
        db
          .prepare('SELECT COUNT(*) FROM staff_recovery_codes WHERE staff_id = ? AND code_hash = ?')
          .pluck()
          .get(staff.id, hashRecoveryCode(keys.recoveryCodes, RECOVERY_CODE)) === 1,
    };
  });
}

/** Every row a rotation could touch, and the key file's bytes and the folder's names. */
function snapshot() {
  return {
    files: readdirSync(tempDir()).filter((name) => !/\.db-(wal|shm)$/.test(name)),
    key: readFileSync(keyPath(), 'utf8'),
    rows: withDb((db) => ({
      staff: db.prepare('SELECT * FROM staff ORDER BY id').all(),
      codes: db.prepare('SELECT * FROM staff_recovery_codes ORDER BY id').all(),
      wrapped: db.prepare('SELECT * FROM staff_wrapped_keys').all(),
      pending: db.prepare('SELECT * FROM staff_pending_sign_ins').all(),
      audit: db.prepare('SELECT * FROM staff_audit ORDER BY id').all(),
    })),
  };
}

/** No key, secret, code or ciphertext in what a command wrote. */
function expectNoSecret(output: string, keys: Buffer[]) {
  const stored = withDb((db) =>
    db.prepare('SELECT totp_secret FROM staff WHERE totp_secret IS NOT NULL').pluck().all(),
  ) as string[];
  for (const secret of [...keys.map(toText), TOTP_SECRET, RECOVERY_CODE, ...stored]) {
    expect(output).not.toContain(secret);
  }
}

describe('npm run personal -- rotar-clave', () => {
  it('moves every secret to a new key that replaces the key file, keeping the recovery codes', async () => {
    const oldKey = randomBytes(32);
    writeKeyFile(oldKey);
    enrol(MARTA, oldKey);
    enrol(ZOE, oldKey);
    withDb((db) => createPendingSignIn(db, findStaffByEmail(db, ZOE)!.id, 'x.y.z', Date.now()));

    const { stdout, stderr } = await personal(['rotar-clave']);
    expect(stdout).toContain(
      `Clave del segundo factor rotada: 2 segundos factores cifrados con la clave nueva, que reemplazó a la anterior en ${keyPath()}.`,
    );
    const newKey = Buffer.from(readFileSync(keyPath(), 'utf8').trim(), 'base64');
    expect(newKey).toHaveLength(32);
    expect(newKey.equals(oldKey)).toBe(false);
    expect(statSync(keyPath()).mode & 0o777).toBe(0o600);
    expect(readdirSync(tempDir()).filter((name) => name.startsWith('staff-secret.key'))).toEqual([
      'staff-secret.key',
    ]);
    expectNoSecret(stdout + stderr, [oldKey, newKey]);

    const started = startWith(newKey);
    expect(started.warn).not.toHaveBeenCalled();
    expect(started.report).toHaveBeenCalledWith('La clave abre los 2 segundos factores inscritos.');
    expect(started.secret).toBe(TOTP_SECRET);
    expect(started.recoveryCodeWorks).toBe(true);
    withDb((db) => {
      expect(checkSecondFactors(db, deriveStaffKeys(oldKey))).toEqual({
        enrolled: 2,
        unreadable: [MARTA, ZOE],
      });
      expect(db.prepare('SELECT COUNT(*) FROM staff_pending_sign_ins').pluck().get()).toBe(0);
    });

    const log = await personal(['auditoria', '--tipo', 'cambio']);
    expect(log.stdout).toContain(
      `clave del segundo factor rotada\t2 segundos factores cifrados con la clave nueva (${keyPath()})`,
    );
    expectNoSecret(log.stdout, [oldKey, newKey]);
  });

  it('with the key in STAFF_SECRET_KEY, takes the new one from STAFF_NEW_SECRET_KEY and writes no file', async () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    enrol(MARTA, oldKey);
    const current = { STAFF_SECRET_KEY: toText(oldKey) };

    const missing = await failure(personal(['rotar-clave'], current));
    expect(missing.stderr).toContain('da la nueva en STAFF_NEW_SECRET_KEY');
    const same = await failure(
      personal(['rotar-clave'], { ...current, STAFF_NEW_SECRET_KEY: toText(oldKey) }),
    );
    expect(same.stderr).toContain('STAFF_NEW_SECRET_KEY es la clave actual');
    const short = await failure(
      personal(['rotar-clave'], { ...current, STAFF_NEW_SECRET_KEY: 'corta' }),
    );
    expect(short.stderr).toContain('STAFF_NEW_SECRET_KEY debe ser 32 bytes en base64');
    expect(startWith(oldKey).secret).toBe(TOTP_SECRET);

    const { stdout, stderr } = await personal(['rotar-clave'], {
      ...current,
      STAFF_NEW_SECRET_KEY: toText(newKey),
    });
    expect(stdout).toContain('1 segundo factor cifrado con la clave nueva de STAFF_NEW_SECRET_KEY');
    expect(stdout).toContain('Ponla en lugar de la anterior en STAFF_SECRET_KEY');
    expect(existsSync(keyPath())).toBe(false);
    expectNoSecret(stdout + stderr + missing.stderr + same.stderr + short.stderr, [oldKey, newKey]);

    // A second rotation moves the recovery codes' key that the first one stored.
    const thirdKey = randomBytes(32);
    await personal(['rotar-clave'], {
      STAFF_SECRET_KEY: toText(newKey),
      STAFF_NEW_SECRET_KEY: toText(thirdKey),
    });
    const started = startWith(thirdKey);
    expect(started.secret).toBe(TOTP_SECRET);
    expect(started.recoveryCodeWorks).toBe(true);
    expect(withDb((db) => checkSecondFactors(db, deriveStaffKeys(newKey)))).toEqual({
      enrolled: 1,
      unreadable: [MARTA],
    });
  });

  it('is all or nothing: a secret the current key cannot open stops it, named, and nothing changes', async () => {
    const key = randomBytes(32);
    writeKeyFile(key);
    enrol(LUIS, key);
    enrol(MARTA, key);
    enrol(ZOE, randomBytes(32));
    // One byte of Luis's ciphertext changed: authenticated decryption refuses it.
    withDb((db) => {
      const { id, totp_secret } = findStaffByEmail(db, LUIS)!;
      const [iv, tag, ciphertext] = totp_secret!.split('.') as [string, string, string];
      const flipped = Buffer.from(ciphertext, 'base64url');
      flipped[0] = (flipped[0] ?? 0) ^ 1;
      const corrupted = [iv, tag, flipped.toString('base64url')].join('.');
      db.prepare('UPDATE staff SET totp_secret = ? WHERE id = ?').run(corrupted, id);
      createPendingSignIn(db, findStaffByEmail(db, MARTA)!.id, 'x.y.z', Date.now());
    });
    const before = snapshot();

    const { stderr } = await failure(personal(['rotar-clave']));
    expect(stderr).toContain(
      `No se cambió nada: la clave actual no abre el segundo factor de 2 cuentas: ${LUIS}, ${ZOE}.`,
    );
    expect(stderr).toContain('restablecer-segundo-factor');
    expect(stderr).not.toContain(MARTA);
    expect(snapshot()).toEqual(before);
    expectNoSecret(stderr, [key]);

    // Nothing to rotate without a key: the command never creates one.
    const noKey = path.join(tempDir(), 'sin-clave', 'staff.db');
    const none = await failure(personal(['rotar-clave'], { STAFF_DB_PATH: noKey }));
    expect(none.stderr).toContain('No hay clave que rotar');
    expect(readdirSync(path.dirname(noKey))).not.toContain('staff-secret.key');
  });
});

describe('second factors the key cannot read', () => {
  it('are named at start and by the commands that touch them, with what to do and no secret', async () => {
    const key = randomBytes(32);
    const otherKey = randomBytes(32);
    writeKeyFile(key);
    enrol(MARTA, key);
    enrol(ZOE, otherKey);

    const started = withDb((db) => {
      const warn = jest.fn();
      loadStaffKeys(db, deriveStaffKeys(key), { report: jest.fn(), warn });
      return warn;
    });
    const warning = String(started.mock.calls[0]?.[0]);
    expect(warning).toContain(
      `con la clave con que arrancó el servidor no se puede leer el segundo factor de 1 cuenta (de 2 inscritas): ${ZOE}.`,
    );
    expect(warning).toMatch(/vuelve a poner la anterior/);
    expect(warning).toMatch(/rotar-clave/);
    expect(warning).toMatch(/restablecer-segundo-factor --email CORREO/);
    expectNoSecret(warning, [key, otherKey]);

    const list = await personal(['listar']);
    expect(list.stdout).toContain(
      `con la clave de ${keyPath()} no se puede leer el segundo factor de 1 cuenta (de 2 inscritas): ${ZOE}.`,
    );
    expectNoSecret(list.stdout, [key, otherKey]);

    const reset = await personal(['restablecer-segundo-factor', '--email', ZOE]);
    expect(reset.stdout).not.toContain('AVISO');
    expect((await personal(['listar'])).stdout).not.toContain('AVISO');

    // With STAFF_SECRET_KEY, that is the key the commands check, as the server would.
    const withVariable = await personal(['listar'], { STAFF_SECRET_KEY: toText(otherKey) });
    expect(withVariable.stdout).toContain(
      `con la clave de STAFF_SECRET_KEY no se puede leer el segundo factor de 1 cuenta (de 1 inscrita): ${MARTA}.`,
    );
  });

  it('ends an enrolment begun under another key without counting it, and the next one works', async () => {
    const api = startStaffApi({ dir: tempDir() });
    await api.addStaff(MARTA);
    const otherKeys = deriveStaffKeys(randomBytes(32));
    // More tries than the code step allows, each an enrolment the server cannot read any more.
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const jar = new CookieJar();
      const step = (await (await api.sendPassword(MARTA, jar)).json()) as {
        enrolment: { secret: string };
      };
      const staleSecret = encryptSecret(otherKeys.encryption, step.enrolment.secret, 'staff:1');
      api.staffDb
        .prepare('UPDATE staff_pending_sign_ins SET enrolment_secret = ?')
        .run(staleSecret);
      const code = await api.send('/agencia/sesion/codigo', {
        jar,
        method: 'POST',
        body: { code: generateTotp(step.enrolment.secret, MARTA, api.clock.now) },
      });
      expect(code.status).toBe(401);
      expect(await code.json()).toEqual({
        error: 'El servidor cambió de clave mientras te inscribías. Vuelve a empezar.',
      });
    }
    expect(api.staffDb.prepare('SELECT COUNT(*) FROM staff_pending_sign_ins').pluck().get()).toBe(
      0,
    );
    await expect(api.signIn(MARTA)).resolves.toMatchObject({ recoveryCodes: expect.any(Array) });
    [api.staffDb, api.clientDb, api.visitsDb].forEach((db) => db.close());
  });
});
