/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UNREADABLE_FACTOR_MESSAGE } from '@/lib/staff-area/staff-constants';
import { generateTotp } from '@/server/staff/second-factor';
import {
  CookieJar,
  REAL_STAFF_PASSWORD,
  startRealServer,
  type RealServer,
} from '../../fixtures/real-server';

// The key of the second factor, through the real server and command: a restart with another key
// is named at start and does not lock anyone out, and `rotar-clave` moves every secret to a new one.

const EMAIL = 'marta@codigoverde.mx';
/** More tries than the code step allows in 15 minutes (5 per account and per network). */
const TRIES = 7;

jest.setTimeout(90_000);

let server: RealServer | undefined;
afterEach(async () => {
  if (!server) return;
  await server.stop();
  rmSync(server.dir, { recursive: true, force: true });
  server = undefined;
});

const keyPathOf = (running: RealServer) => path.join(running.dataDir, 'staff-secret.key');

/** The password step and then `code`, in a new browser; resolves with the code step's answer. */
async function tryCode(running: RealServer, code: string) {
  const jar = new CookieJar();
  const step = await running.send('/agencia/sesion', {
    jar,
    method: 'POST',
    body: { email: EMAIL, password: REAL_STAFF_PASSWORD },
  });
  expect(await step.json()).toEqual({ step: 'codigo' });
  return running.send('/agencia/sesion/codigo', { jar, method: 'POST', body: { code } });
}

/** No key, TOTP secret or recovery code in `text`. */
function expectNoSecret(text: string, secrets: string[]) {
  for (const secret of secrets) expect(text).not.toContain(secret.trim());
}

describe('a restart with another staff key', () => {
  it('is named at start, answers the right code with its own message and counts no guess', async () => {
    const running = await startRealServer();
    server = running;
    await running.addManager(EMAIL);
    const { secret, recoveryCodes } = await running.signIn(EMAIL);
    const rightKey = readFileSync(keyPathOf(running), 'utf8');
    const wrongKey = `${randomBytes(32).toString('base64')}\n`;

    await running.stop();
    writeFileSync(keyPathOf(running), wrongKey, { mode: 0o600 });
    await running.restart();
    expect(running.output).toContain(
      `AVISO: con la clave con que arrancó el servidor no se puede leer el segundo factor de 1 cuenta (de 1 inscrita): ${EMAIL}.`,
    );
    expect(running.output).toContain('restablecer-segundo-factor --email CORREO');
    expectNoSecret(running.output, [rightKey, wrongKey, secret, ...recoveryCodes]);
    // The public site still answers.
    expect((await fetch(`${running.url}/`)).status).toBe(200);

    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const code =
        attempt % 2 === 0 ? generateTotp(secret, EMAIL, Date.now()) : (recoveryCodes[0] ?? '');
      const answer = await tryCode(running, code);
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ error: UNREADABLE_FACTOR_MESSAGE });
    }
    const log = await running.personal(['auditoria', '--tipo', 'acceso']);
    expect(log.stdout).toContain('segundo factor ilegible con la clave del servidor');

    await running.stop();
    writeFileSync(keyPathOf(running), rightKey, { mode: 0o600 });
    await running.restart();
    expect(running.output).not.toContain('AVISO');
    expect(running.output).toContain('La clave abre el segundo factor inscrito.');
    // Past the limit had the tries counted: the next step's code and the recovery code both work.
    await running.signIn(EMAIL, { secret, at: Date.now() + 30_000 });
    expect((await tryCode(running, recoveryCodes[0] ?? '')).status).toBe(200);
  });
});

describe('npm run personal -- rotar-clave', () => {
  it('moves every secret to a new key file the restarted server reads, and prints no secret', async () => {
    const running = await startRealServer();
    server = running;
    await running.addManager(EMAIL);
    const { secret, recoveryCodes } = await running.signIn(EMAIL);
    const oldKey = readFileSync(keyPathOf(running), 'utf8');

    await running.stop();
    const rotated = await running.personal(['rotar-clave']);
    expect(rotated.stdout).toContain(
      `Clave del segundo factor rotada: 1 segundo factor cifrado con la clave nueva, que reemplazó a la anterior en ${keyPathOf(running)}.`,
    );
    const newKey = readFileSync(keyPathOf(running), 'utf8');
    expect(newKey).not.toBe(oldKey);
    expect(readdirSync(running.dataDir).filter((name) => name.includes('secret'))).toEqual([
      'staff-secret.key',
    ]);
    expectNoSecret(rotated.stdout + rotated.stderr, [oldKey, newKey, secret, ...recoveryCodes]);

    await running.restart();
    expect(running.output).not.toContain('AVISO');
    expect(running.output).toContain('La clave abre el segundo factor inscrito.');
    expectNoSecret(running.output, [oldKey, newKey, secret, ...recoveryCodes]);
    await running.signIn(EMAIL, { secret, at: Date.now() + 30_000 });
    expect((await tryCode(running, recoveryCodes[1] ?? '')).status).toBe(200);

    const log = await running.personal(['auditoria', '--tipo', 'cambio']);
    expect(log.stdout).toContain('clave del segundo factor rotada');
    expectNoSecret(log.stdout, [oldKey, newKey, secret, ...recoveryCodes]);
  });
});
