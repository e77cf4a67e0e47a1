/** @jest-environment node */
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  CookieJar,
  REAL_STAFF_PASSWORD,
  startRealServer,
  type RealServer,
} from '../../fixtures/real-server';

// The documented launch sets no STAFF_SECRET_KEY: the key the server keeps for itself must still
// read every enrolled second factor after a restart.

const EMAIL = 'marta@codigoverde.mx';

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
}, 30_000);
afterAll(async () => {
  await server.stop();
  rmSync(server.dir, { recursive: true, force: true });
});

jest.setTimeout(30_000);

describe('the staff second factor across a restart without STAFF_SECRET_KEY', () => {
  it('still takes the TOTP code and a recovery code', async () => {
    const keyPath = path.join(server.dataDir, 'staff-secret.key');
    await server.addManager(EMAIL);
    const { secret, recoveryCodes } = await server.signIn(EMAIL);
    expect(recoveryCodes).toHaveLength(10);
    expect(server.output).toContain(`${keyPath} (creada ahora)`);

    await server.restart();
    expect(statSync(keyPath).mode & 0o777).toBe(0o600);
    expect(server.output).toContain(`Clave del segundo factor: ${keyPath}.`);

    // The next time step: the enrolment spent the current one.
    await server.signIn(EMAIL, { secret, at: Date.now() + 30_000 });

    const jar = new CookieJar();
    const password = await server.send('/agencia/sesion', {
      jar,
      method: 'POST',
      body: { email: EMAIL, password: REAL_STAFF_PASSWORD },
    });
    expect(await password.json()).toEqual({ step: 'codigo' });
    const recovery = await server.send('/agencia/sesion/codigo', {
      jar,
      method: 'POST',
      body: { code: recoveryCodes[0] },
    });
    expect(recovery.status).toBe(200);
    const session = await server.send('/agencia/sesion', { jar });
    expect(session.status).toBe(200);
  });
});
