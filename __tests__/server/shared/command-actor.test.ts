/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { runClientsCommand } from '@/server/client-area/clients-cli';
import { describeCommandUser, readAccountRealName } from '@/server/shared/command-actor';
import { runStaffCommand } from '@/server/staff/staff-cli';
import { failure } from '../../fixtures/command-failure';
import { runInProcess } from '../../fixtures/in-process-command';
import { createTempDirPerTest } from '../../fixtures/temp-dir';

const tempDir = createTempDirPerTest('command-actor');

/** An accounts file like /etc/passwd, with the GECOS fields given. */
function writePasswd(): string {
  const file = path.join(tempDir(), 'passwd');
  writeFileSync(
    file,
    [
      'root:x:0:0:root:/root:/bin/bash',
      'ana:x:1000:1000:Ana López,Oficina 2,,:/home/ana:/bin/bash',
      'luis:x:1001:1001::/home/luis:/bin/bash',
      'eva:x:1002:1002:Eva\u202eRuiz:/home/eva:/bin/bash',
      '',
    ].join('\n'),
  );
  return file;
}

/**
 * Who ran each change, as the audit rows of a database file say, in lower case: the log may store
 * its actors so, as it does e-mails.
 */
function readActors(dbPath: string): { actor: string; action: string }[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    const rows = db.prepare('SELECT actor, action FROM staff_audit ORDER BY id').all() as {
      actor: string;
      action: string;
    }[];
    return rows.map(({ actor, action }) => ({ actor: actor.toLowerCase(), action }));
  } finally {
    db.close();
  }
}

// No actor from the machine running the tests: only what each test gives.
const baseEnv: NodeJS.ProcessEnv = { ...process.env };
delete baseEnv.CLIENTS_ACTOR;
delete baseEnv.STAFF_ACTOR;
delete baseEnv.SUDO_USER;

describe('describeCommandUser', () => {
  it('reads the real name of the account from the GECOS field, beside the account', () => {
    const passwdPath = writePasswd();
    expect(readAccountRealName('ana', passwdPath)).toBe('Ana López');
    // No name, the account's own name, or one that hides characters: none worth recording.
    expect(readAccountRealName('luis', passwdPath)).toBeNull();
    expect(readAccountRealName('root', passwdPath)).toBeNull();
    expect(readAccountRealName('eva', passwdPath)).toBeNull();
    expect(readAccountRealName('nadie', passwdPath)).toBeNull();
    expect(readAccountRealName('ana', path.join(tempDir(), 'no-existe'))).toBeNull();

    const env = { SUDO_USER: 'ana' };
    expect(describeCommandUser({ env, passwdPath })).toBe('Ana López (ana, línea de comandos)');
    expect(describeCommandUser({ env: { SUDO_USER: 'luis' }, passwdPath })).toBe(
      'luis (línea de comandos)',
    );
  });

  it('prefers --actor, then the command’s variable, to the account’s name', () => {
    const passwdPath = writePasswd();
    const env = { SUDO_USER: 'ana', CLIENTS_ACTOR: 'Marta Ruiz' };
    expect(describeCommandUser({ option: ' Luis Pérez ', variable: 'CLIENTS_ACTOR', env })).toBe(
      'Luis Pérez (ana, línea de comandos)',
    );
    expect(describeCommandUser({ variable: 'CLIENTS_ACTOR', env, passwdPath })).toBe(
      'Marta Ruiz (ana, línea de comandos)',
    );
    // Set but empty is not set.
    expect(
      describeCommandUser({
        variable: 'CLIENTS_ACTOR',
        env: { ...env, CLIENTS_ACTOR: '' },
        passwdPath,
      }),
    ).toBe('Ana López (ana, línea de comandos)');
    // Without sudo, the account the command runs as.
    expect(describeCommandUser({ env: {}, passwdPath })).toMatch(
      new RegExp(`^(.+ \\()?${userInfo().username}(, | \\()línea de comandos\\)$`),
    );
  });

  it('refuses a name it cannot record, naming where it came from', () => {
    expect(() => describeCommandUser({ option: 'Ana\u200bLópez' })).toThrow(
      '--actor: no puede llevar el carácter invisible U+200B (espacio de ancho cero)',
    );
    expect(() => describeCommandUser({ option: '  ' })).toThrow(
      '--actor: escribe el nombre de quien corre el comando',
    );
    expect(() =>
      describeCommandUser({ variable: 'STAFF_ACTOR', env: { STAFF_ACTOR: 'x'.repeat(101) } }),
    ).toThrow('STAFF_ACTOR: debe tener como máximo 100 caracteres');
  });
});

describe('the commands name the person in the audit log', () => {
  jest.setTimeout(60_000);

  it('npm run clients: --actor, else CLIENTS_ACTOR', async () => {
    const dbPath = path.join(tempDir(), 'clients.db');
    const env = { ...baseEnv, CLIENT_DB_PATH: dbPath, SUDO_USER: 'ana' };
    const add = ['add', '--email', 'lucia@cafealtura.mx', '--name', 'Lucía', '--company', 'Café'];
    await runInProcess(runClientsCommand, [...add, '--actor', 'Marta Ruiz'], env);
    await runInProcess(runClientsCommand, ['disable', '--email', 'lucia@cafealtura.mx'], {
      ...env,
      CLIENTS_ACTOR: 'Luis Pérez',
    });
    expect(readActors(dbPath)).toEqual([
      { actor: 'marta ruiz (ana, línea de comandos)', action: 'cliente_creado' },
      { actor: 'marta ruiz (ana, línea de comandos)', action: 'invitacion_enviada' },
      { actor: 'luis pérez (ana, línea de comandos)', action: 'cliente_desactivado' },
    ]);

    // A name that cannot be recorded stops the change before it is made.
    const refused = await failure(
      runInProcess(
        runClientsCommand,
        ['enable', '--email', 'lucia@cafealtura.mx', '--actor', 'Marta\u2066Ruiz'],
        env,
      ),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      '--actor: no puede llevar el carácter invisible U+2066 (aislamiento de izquierda a derecha)',
    );
    expect(readActors(dbPath)).toHaveLength(3);
    expect((await runInProcess(runClientsCommand, ['list'], env)).stdout).toContain('desactivado');
  });

  it('npm run personal: --actor, else STAFF_ACTOR', async () => {
    const dbPath = path.join(tempDir(), 'staff.db');
    const env = {
      ...baseEnv,
      STAFF_DB_PATH: dbPath,
      CLIENT_DB_PATH: path.join(tempDir(), 'clients.db'),
      STAFF_PASSWORD: 'huerta-verde-2026',
      SUDO_USER: 'ana',
      STAFF_ACTOR: 'Ana López',
    };
    const account = ['--email', 'luis@codigoverde.mx'];
    await runInProcess(
      runStaffCommand,
      ['agregar', ...account, '--nombre', 'Luis Pérez', '--rol', 'lector'],
      env,
    );
    await runInProcess(runStaffCommand, ['desactivar', ...account, '--actor', 'Marta Ruiz'], env);
    expect(readActors(dbPath)).toEqual([
      { actor: 'ana lópez (ana, línea de comandos)', action: 'cuenta_creada' },
      { actor: 'marta ruiz (ana, línea de comandos)', action: 'cuenta_desactivada' },
    ]);
    const refused = await failure(
      runInProcess(runStaffCommand, ['activar', ...account], { ...env, STAFF_ACTOR: 'Ana\u200f' }),
    );
    expect(refused.stderr).toContain(
      'STAFF_ACTOR: no puede llevar el carácter invisible U+200F (marca de derecha a izquierda)',
    );
    expect(readActors(dbPath)).toHaveLength(2);
  });

  it('npm run personal refuses a staff name with an invisible character, naming it', async () => {
    const dbPath = path.join(tempDir(), 'staff.db');
    const refused = await failure(
      runInProcess(
        runStaffCommand,
        [
          'agregar',
          '--email',
          'eva@codigoverde.mx',
          '--nombre',
          'Eva\u200bRuiz',
          '--rol',
          'lector',
        ],
        { ...baseEnv, STAFF_DB_PATH: dbPath, STAFF_PASSWORD: 'huerta-verde-2026' },
      ),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      '--nombre: no puede llevar el carácter invisible U+200B (espacio de ancho cero), que a veces llega al copiar y pegar',
    );
  });
});
