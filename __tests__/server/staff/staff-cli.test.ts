/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { verifyPassword } from '@/server/shared/passwords';
import { openStaffDatabase } from '@/server/staff/database';
import { runStaffCommand } from '@/server/staff/staff-cli';
import { createStaffSession, findSessionStaff, findStaffByEmail } from '@/server/staff/store';
import { failure } from '../../fixtures/command-failure';
import { runInProcess } from '../../fixtures/in-process-command';

const run = promisify(execFile);
const EMAIL = 'marta@codigoverde.mx';

const commandEnv = (dbPath: string, password: string) => ({
  ...process.env,
  STAFF_DB_PATH: dbPath,
  STAFF_PASSWORD: password,
});

/** Runs the staff command in this process, against a temporary database file. */
function personal(dbPath: string, args: string[], password = 'huerta-verde-2026') {
  return runInProcess(runStaffCommand, args, commandEnv(dbPath, password));
}

/**
 * Runs the command the way docs/equipo.md shows, as a process of its own: its arguments, its
 * environment, its output and its exit code.
 */
function personalProcess(dbPath: string, args: string[]) {
  return run(path.join('node_modules', '.bin', 'tsx'), ['server/staff/staff-cli.ts', ...args], {
    env: commandEnv(dbPath, 'huerta-verde-2026'),
  });
}

/** Reads the file with a connection of its own, as the running server would. */
function readStaff<T>(dbPath: string, read: (db: ReturnType<typeof openStaffDatabase>) => T): T {
  const db = openStaffDatabase(dbPath);
  try {
    return read(db);
  } finally {
    db.close();
  }
}

describe('npm run personal', () => {
  jest.setTimeout(60_000);
  let dbPath: string;

  beforeEach(async () => {
    dbPath = path.join(mkdtempSync(path.join(tmpdir(), 'staff-cli-')), 'staff.db');
    const { stdout } = await personal(dbPath, [
      'agregar',
      '--email',
      'Marta@CodigoVerde.mx',
      '--nombre',
      'Marta Ruiz',
      '--rol',
      'gerente',
    ]);
    expect(stdout).toContain(`Cuenta de ${EMAIL} creada (Gerente).`);
  });

  it('adds and lists staff, refusing a second account with the same e-mail, a bad role or a weak password', async () => {
    await personal(
      dbPath,
      ['agregar', '--email', 'luis@codigoverde.mx', '--nombre', 'Luis'].concat(['--rol', 'lector']),
    );
    const { stdout } = await personal(dbPath, ['listar']);
    expect(stdout.trim().split('\n')).toEqual([
      'luis@codigoverde.mx\tLuis\tLectura\tsin segundo factor',
      `${EMAIL}\tMarta Ruiz\tGerente\tsin segundo factor`,
    ]);
    const again = await failure(
      personal(dbPath, ['agregar', '--email', EMAIL, '--nombre', 'Otra', '--rol', 'lector']),
    );
    expect(again.stderr).toContain(`Ya hay alguien del equipo con el correo ${EMAIL}.`);
    const badRole = await failure(
      personal(dbPath, ['agregar', '--email', 'a@b.mx', '--nombre', 'A', '--rol', 'jefe']),
    );
    expect(badRole.stderr).toContain('--rol: debe ser gerente o lector');
    const hiddenOverride = await failure(
      personal(dbPath, [
        'agregar',
        '--email',
        'a@b.mx',
        '--nombre',
        'Ana\u202e',
        '--rol',
        'lector',
      ]),
    );
    expect(hiddenOverride.stderr).toMatch(/^--nombre: /);
    const weak = await failure(
      personal(dbPath, ['agregar', '--email', 'a@b.mx', '--nombre', 'A', '--rol', 'lector'], '123'),
    );
    expect(weak.stderr).toContain('La contraseña no es segura.');
    const hash = readStaff(dbPath, (db) => findStaffByEmail(db, EMAIL)?.password_hash ?? '');
    expect(hash).toMatch(/^scrypt\$/);
    await expect(verifyPassword('huerta-verde-2026', hash)).resolves.toBe(true);
  });

  it('disables an account, ending its live session, and enables it again', async () => {
    const token = readStaff(dbPath, (db) =>
      createStaffSession(db, findStaffByEmail(db, EMAIL)!.id, Date.now()),
    );
    const { stdout } = await personal(dbPath, ['desactivar', '--email', EMAIL]);
    expect(stdout).toContain('desactivada; sus sesiones se cerraron.');
    expect(readStaff(dbPath, (db) => findSessionStaff(db, token, Date.now()))).toBeNull();
    expect((await personal(dbPath, ['listar'])).stdout).toContain('desactivada');
    await personal(dbPath, ['activar', '--email', EMAIL]);
    expect((await personal(dbPath, ['listar'])).stdout).not.toContain('desactivada');
    // The session ended for good: enabling the account does not bring it back.
    expect(readStaff(dbPath, (db) => findSessionStaff(db, token, Date.now()))).toBeNull();
  });

  it('resets a password or the second factor, and writes every change in the audit log', async () => {
    readStaff(dbPath, (db) => {
      db.prepare("UPDATE staff SET totp_secret = 'x.y.z', totp_last_step = 9").run();
      db.prepare("INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (1, 'h')").run();
    });
    await personal(dbPath, ['restablecer-contrasena', '--email', EMAIL], 'otra-clave-segura-2026');
    const { stdout } = await personal(dbPath, ['restablecer-segundo-factor', '--email', EMAIL]);
    expect(stdout).toContain('lo inscribirá de nuevo al iniciar sesión');
    const staff = readStaff(dbPath, (db) => findStaffByEmail(db, EMAIL));
    expect(staff).toMatchObject({ totp_secret: null, totp_last_step: 0 });
    await expect(verifyPassword('otra-clave-segura-2026', staff!.password_hash)).resolves.toBe(
      true,
    );
    const log = (await personal(dbPath, ['auditoria', '--limite', '2'])).stdout.trim().split('\n');
    expect(log).toHaveLength(3);
    const [, next] = /^Hay más: --antes (\d+-\d+-0)$/.exec(log[2] ?? '') ?? [];
    expect(next).toBeDefined();
    expect(log[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\\t.+ \\(línea de comandos\\)\\tsegundo factor restablecido\\t${EMAIL} · desde la línea de comandos$`,
      ),
    );
    expect(log[1]).toContain('contraseña restablecida');
    // The next page starts where this one ended.
    const older = await personal(dbPath, ['auditoria', '--limite', '2', '--antes', next!]);
    expect(older.stdout).not.toContain('restablecid');
    expect(older.stdout).toContain('cuenta creada');
    const unknown = await failure(personal(dbPath, ['desactivar', '--email', 'nadie@b.mx']));
    expect(unknown.stderr).toContain('No hay nadie del equipo con el correo nadie@b.mx.');
  });

  // The one test that starts the command as its own process, as the agency does.
  it('backs the staff file up, and shows its usage for an unknown order', async () => {
    const backup = path.join(path.dirname(dbPath), 'equipo-respaldo.db');
    expect((await personalProcess(dbPath, ['respaldo', backup])).stdout).toContain(
      `Respaldo del equipo escrito en ${backup}.`,
    );
    const copy = new Database(backup, { readonly: true });
    expect(copy.prepare('SELECT email FROM staff').pluck().all()).toEqual([EMAIL]);
    copy.close();
    const usage = await failure(personalProcess(dbPath, ['borrar']));
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Uso: npm run personal -- <orden> [opciones]');
  });
});
