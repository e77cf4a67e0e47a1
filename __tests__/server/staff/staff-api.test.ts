/** @jest-environment node */
import path from 'node:path';
import {
  STAFF_ROLES,
  auditPageSchema,
  signInStepSchema,
  signedInSchema,
  staffErrorSchema,
} from '@/lib/staff-area/staff-contract';
import { createSession, createClient } from '@/server/client-area/store';
import { openStaffDatabase } from '@/server/staff/database';
import { generateTotp } from '@/server/staff/second-factor';
import { RateLimiter, SIGN_IN_LIMITS, signInKeys } from '@/server/shared/rate-limiter';
import { findStaffByEmail, saveEnrolment, setStaffDisabled } from '@/server/staff/store';
import { CookieJar, STAFF_PASSWORD, startStaffApi } from '../../fixtures/staff-api';

const EMAIL = 'marta@codigoverde.mx';
const WRONG = 'El correo, la contraseña o el código no son correctos.';
const STEP_MS = 30_000;
const HOUR_MS = 60 * 60 * 1000;

describe('the staff area API', () => {
  jest.setTimeout(30_000);

  it('enrols the second factor on a first sign-in, with a QR code and ten recovery codes shown once', async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    const jar = new CookieJar();
    const step = await api.sendPassword(EMAIL, jar);
    expect(step.status).toBe(200);
    const pendingCookie = step.headers.getSetCookie()[0] ?? '';
    expect(pendingCookie).toMatch(/^__Host-cv_agencia_paso=/);
    expect(pendingCookie).toMatch(/Max-Age=300/);
    expect(pendingCookie).toMatch(/HttpOnly/);
    expect(pendingCookie).toMatch(/Secure/);
    expect(pendingCookie).toMatch(/SameSite=Strict/);
    const enrolment = signInStepSchema.parse(await step.json());
    if (enrolment.step !== 'inscripcion') throw new Error('Expected an enrolment.');
    expect(enrolment.enrolment.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(enrolment.enrolment.qrSvg).not.toMatch(/style=/);
    expect(enrolment.enrolment.otpauthUrl).toContain(`secret=${enrolment.enrolment.secret}`);

    const code = generateTotp(enrolment.enrolment.secret, EMAIL, api.clock.now);
    const signedIn = await api.send('/agencia/sesion/codigo', {
      jar,
      method: 'POST',
      body: { code },
    });
    expect(signedIn.status).toBe(200);
    const body = signedInSchema.parse(await signedIn.json());
    expect(body.staff).toEqual({ name: 'Marta Ruiz', email: EMAIL, role: 'gerente' });
    expect(body.recoveryCodes).toHaveLength(10);
    body.recoveryCodes?.forEach((recovery) =>
      expect(recovery).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/),
    );
    const sessionCookie = signedIn.headers.getSetCookie().find((line) => line.includes('sesion='));
    expect(sessionCookie).toMatch(
      /^__Host-cv_agencia_sesion=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(jar.cookies.has('__Host-cv_agencia_paso')).toBe(false);
    // The browser is now known to the account: its own allowance of attempts for a year.
    const deviceCookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.includes('dispositivo='));
    expect(deviceCookie).toMatch(
      /^__Host-cv_agencia_dispositivo=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );

    const session = await api.send('/agencia/sesion', { jar });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ staff: body.staff });

    // At rest: the secret encrypted, the codes and the session token hashed.
    const token = jar.cookies.get('__Host-cv_agencia_sesion') ?? '';
    const dump = JSON.stringify([
      api.staffDb.prepare('SELECT * FROM staff').all(),
      api.staffDb.prepare('SELECT * FROM staff_sessions').all(),
      api.staffDb.prepare('SELECT * FROM staff_recovery_codes').all(),
      api.staffDb.prepare('SELECT * FROM trusted_devices').all(),
    ]);
    expect(dump).not.toContain(enrolment.enrolment.secret);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(jar.cookies.get('__Host-cv_agencia_dispositivo'));
    body.recoveryCodes?.forEach((recovery) => expect(dump).not.toContain(recovery));
    expect(api.staffDb.prepare('SELECT COUNT(*) FROM staff_recovery_codes').pluck().get()).toBe(10);
  });

  it('refuses a TOTP code already used in its time step, and a recovery code used once', async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    const { secret, recoveryCodes = [] } = await api.signIn(EMAIL);
    const tryCode = async (code: string) => {
      const jar = new CookieJar();
      const step = await api.sendPassword(EMAIL, jar);
      expect(await step.json()).toEqual({ step: 'codigo' });
      return api.send('/agencia/sesion/codigo', { jar, method: 'POST', body: { code } });
    };
    // The enrolment's code, in the same time step: refused.
    const sameStep = await tryCode(generateTotp(secret, EMAIL, api.clock.now));
    expect(sameStep.status).toBe(401);
    expect(await sameStep.json()).toEqual({ error: WRONG });
    api.clock.now += STEP_MS;
    expect((await tryCode(generateTotp(secret, EMAIL, api.clock.now))).status).toBe(200);

    const recovery = recoveryCodes[0] ?? '';
    const first = await tryCode(recovery);
    expect(first.status).toBe(200);
    expect(signedInSchema.parse(await first.json()).recoveryCodes).toBeUndefined();
    expect((await tryCode(recovery)).status).toBe(401);
    const entries = api.staffDb.prepare('SELECT action FROM staff_audit').pluck().all();
    expect(entries).toContain('codigo_recuperacion_usado');
  });

  it('answers a wrong password and a wrong code with the same Spanish message', async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    await api.signIn(EMAIL);
    const wrongPassword = await api.send('/agencia/sesion', {
      method: 'POST',
      body: { email: EMAIL, password: 'otra-cosa-2026' },
    });
    const unknown = await api.send('/agencia/sesion', {
      method: 'POST',
      body: { email: 'nadie@codigoverde.mx', password: STAFF_PASSWORD },
    });
    const jar = new CookieJar();
    await api.sendPassword(EMAIL, jar);
    const wrongCode = await api.send('/agencia/sesion/codigo', {
      jar,
      method: 'POST',
      body: { code: '000000' },
    });
    for (const response of [wrongPassword, unknown, wrongCode]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: WRONG });
    }
    const failures = api.staffDb
      .prepare("SELECT actor, detail FROM staff_audit WHERE action = 'acceso_fallido' ORDER BY id")
      .all();
    expect(failures).toEqual([
      { actor: EMAIL, detail: 'contraseña incorrecta' },
      { actor: '', detail: 'correo desconocido: nadie@codigoverde.mx' },
      { actor: EMAIL, detail: 'código incorrecto' },
    ]);
  });

  it('limits passwords per account from one address, past a restart, with the wait in Spanish', async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    const tryPassword = (email: string, address: string, password = 'otra-cosa-2026') =>
      api.send('/agencia/sesion', { method: 'POST', body: { email, password }, address });
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountFromNetwork; attempt += 1) {
      expect((await tryPassword(EMAIL, '198.51.100.9')).status).toBe(401);
    }
    // That address is refused even the right password, even after a restart on the same file.
    const restarted = startStaffApi({ dir: api.dir, clock: api.clock });
    const locked = await restarted.send('/agencia/sesion', {
      method: 'POST',
      body: { email: EMAIL, password: STAFF_PASSWORD },
      address: '198.51.100.9',
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(800);
    const body = staffErrorSchema.parse(await locked.json());
    expect(body.error).toBe('Demasiados intentos. Espera 15 minutos antes de volver a intentar.');
    expect(body.retryAfterSeconds).toBe(Number(locked.headers.get('Retry-After')));
    // The five failures are counted in one row of the audit log; the refused attempt is not, so
    // a flood cannot grow it.
    expect(api.staffDb.prepare('SELECT address, attempts FROM staff_audit').all()).toEqual([
      { address: '198.51.100.9', attempts: 5 },
    ]);

    // The owner, from their own address, is not locked out by the stranger's failures.
    const owner = await api.signIn(EMAIL, undefined, '192.0.2.50');
    expect(owner.jar.cookies.has('__Host-cv_agencia_sesion')).toBe(true);
    api.clock.now += 15 * 60 * 1000;
    expect((await tryPassword(EMAIL, '198.51.100.9')).status).toBe(401);
  });

  it('limits one network trying many accounts, an IPv6 /64 counting as one', async () => {
    const api = startStaffApi();
    const tryPassword = (email: string, address: string) =>
      api.send('/agencia/sesion', {
        method: 'POST',
        body: { email, password: 'otra-cosa-2026' },
        address,
      });
    // Most of the spray counted directly, the last five through the route.
    const limiter = new RateLimiter(api.staffDb, 1);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.network; attempt += 1) {
      const email = `persona${attempt}@codigoverde.mx`;
      const address = `2001:db8:1:2::${attempt + 1}`;
      if (attempt < SIGN_IN_LIMITS.network - 5) {
        limiter.attempt(signInKeys('clave', email, address), api.clock.now);
      } else {
        expect((await tryPassword(email, address)).status).toBe(401);
      }
    }
    expect((await tryPassword('otra@codigoverde.mx', '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await tryPassword('otra@codigoverde.mx', '2001:db8:1:3::9')).status).toBe(401);
  });

  it("refuses browsers new to an account once strangers' failures reach its ceiling, not the owner's", async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    const { jar: known, secret } = await api.signIn(EMAIL, undefined, '192.0.2.50');
    // A distributed guess, counted the way the password step counts: five per network.
    const limiter = new RateLimiter(api.staffDb, 1);
    const networks = SIGN_IN_LIMITS.untrustedAccount / SIGN_IN_LIMITS.accountFromNetwork;
    for (let network = 0; network < networks - 1; network += 1) {
      for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountFromNetwork; attempt += 1) {
        limiter.attempt(signInKeys('clave', EMAIL, `198.51.${network}.9`), api.clock.now);
      }
    }
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountFromNetwork; attempt += 1) {
      const wrong = await api.send('/agencia/sesion', {
        method: 'POST',
        body: { email: EMAIL, password: 'otra-cosa-2026' },
        address: '203.0.113.99',
      });
      expect(wrong.status).toBe(401);
    }
    const newBrowser = await api.sendPassword(EMAIL, new CookieJar(), '192.0.2.50');
    expect(newBrowser.status).toBe(429);
    expect(staffErrorSchema.parse(await newBrowser.json()).error).toBe(
      'Hubo demasiados intentos fallidos con esta cuenta desde otros lugares. Por seguridad, en este navegador espera 15 minutos; en uno donde ya entraste antes puedes intentar ahora.',
    );
    // The browser that signed in before still counts on its own, and the code still guards.
    api.clock.now += STEP_MS;
    expect((await api.sendPassword(EMAIL, known, '192.0.2.50')).status).toBe(200);
    const code = await api.send('/agencia/sesion/codigo', {
      jar: known,
      method: 'POST',
      body: { code: generateTotp(secret, EMAIL, api.clock.now) },
      address: '192.0.2.50',
    });
    expect(code.status).toBe(200);
  });

  it('limits the code step per account, and a right code does not wipe the failures before it', async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    const { secret } = await api.signIn(EMAIL);
    api.clock.now += STEP_MS;
    const jar = new CookieJar();
    await api.sendPassword(EMAIL, jar);
    const guess = (attempt: number) =>
      api.send('/agencia/sesion/codigo', {
        jar,
        method: 'POST',
        body: { code: `00000${attempt}` },
        address: `198.51.100.${attempt}`,
      });
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await guess(attempt)).status).toBe(401);
    // The owner signs in between the guesses: only their own attempt is taken back.
    await api.signIn(EMAIL, secret, '192.0.2.50');
    expect((await guess(4)).status).toBe(401);
    const right = await api.send('/agencia/sesion/codigo', {
      jar,
      method: 'POST',
      body: { code: generateTotp(secret, EMAIL, api.clock.now + STEP_MS) },
    });
    expect(right.status).toBe(429);
    expect(right.headers.get('Retry-After')).toBeTruthy();
  });

  it('enrols once: an older pending enrolment cannot replace the second factor', async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    const [firstJar, secondJar] = [new CookieJar(), new CookieJar()];
    const startEnrolment = async (jar: CookieJar) => {
      const step = signInStepSchema.parse(await (await api.sendPassword(EMAIL, jar)).json());
      if (step.step !== 'inscripcion') throw new Error('Expected an enrolment.');
      return step.enrolment.secret;
    };
    const firstSecret = await startEnrolment(firstJar);
    const secondSecret = await startEnrolment(secondJar);
    const sendCode = (jar: CookieJar, secret: string) =>
      api.send('/agencia/sesion/codigo', {
        jar,
        method: 'POST',
        body: { code: generateTotp(secret, EMAIL, api.clock.now) },
      });
    expect((await sendCode(firstJar, firstSecret)).status).toBe(200);
    const enrolled = findStaffByEmail(api.staffDb, EMAIL);
    // Enrolling ended the other pending sign-in.
    const late = await sendCode(secondJar, secondSecret);
    expect(late.status).toBe(401);
    expect(findStaffByEmail(api.staffDb, EMAIL)?.totp_secret).toBe(enrolled?.totp_secret);
    expect(api.staffDb.prepare('SELECT COUNT(*) FROM staff_recovery_codes').pluck().get()).toBe(10);

    // Two finishing at once, e.g. in two server processes: the second write is refused.
    const staffId = enrolled?.id ?? 0;
    expect(saveEnrolment(api.staffDb, staffId, 'otro-secreto', ['otro-hash'])).toBe(false);
    expect(findStaffByEmail(api.staffDb, EMAIL)?.totp_secret).toBe(enrolled?.totp_secret);
    expect(api.staffDb.prepare('SELECT COUNT(*) FROM staff_recovery_codes').pluck().get()).toBe(10);
  });

  it('needs the pre-auth cookie of the last 5 minutes for the code step', async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    const jar = new CookieJar();
    const step = await api.sendPassword(EMAIL, jar);
    const { enrolment } = (await step.json()) as { enrolment: { secret: string } };
    const withoutCookie = await api.send('/agencia/sesion/codigo', {
      method: 'POST',
      body: { code: generateTotp(enrolment.secret, EMAIL, api.clock.now) },
    });
    expect(withoutCookie.status).toBe(401);
    api.clock.now += 5 * 60 * 1000 + 1;
    const late = await api.send('/agencia/sesion/codigo', {
      jar,
      method: 'POST',
      body: { code: generateTotp(enrolment.secret, EMAIL, api.clock.now) },
    });
    expect(late.status).toBe(401);
    expect(findStaffByEmail(api.staffDb, EMAIL)?.totp_secret).toBeNull();
  });

  it('refuses a change without the session (401), from another Origin (403) or not in JSON (415), changing nothing', async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    const { jar } = await api.signIn(EMAIL);
    const signOut = (options: { jar?: CookieJar; headers?: Record<string, string> }) =>
      api.send('/agencia/sesion/cerrar', { ...options, method: 'POST', body: { scope: 'esta' } });
    expect((await signOut({})).status).toBe(401);
    expect((await signOut({ jar, headers: { Origin: 'https://otro-sitio.example' } })).status).toBe(
      403,
    );
    expect((await signOut({ jar, headers: { Origin: 'null' } })).status).toBe(403);
    expect((await signOut({ jar, headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect(
      (await signOut({ jar, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }))
        .status,
    ).toBe(415);
    const signInElsewhere = await api.send('/agencia/sesion', {
      method: 'POST',
      body: { email: EMAIL, password: STAFF_PASSWORD },
      headers: { Origin: 'https://otro-sitio.example' },
    });
    expect(signInElsewhere.status).toBe(403);
    const codeAsText = await api.send('/agencia/sesion/codigo', {
      jar,
      method: 'POST',
      body: '{"code":"123456"}',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(codeAsText.status).toBe(415);
    expect(api.staffDb.prepare('SELECT COUNT(*) FROM staff_pending_sign_ins').pluck().get()).toBe(
      0,
    );
    expect(api.staffDb.prepare('SELECT COUNT(*) FROM login_attempts').pluck().get()).toBe(0);
    expect((await api.send('/agencia/sesion', { jar })).status).toBe(200);
    expect(
      api.staffDb
        .prepare("SELECT COUNT(*) FROM staff_audit WHERE action = 'sesion_cerrada'")
        .pluck()
        .get(),
    ).toBe(0);
  });

  it("answers 401 to a client's Bearer token on a staff route", async () => {
    const api = startStaffApi();
    createClient(api.clientDb, {
      email: 'ana@panaderiasol.mx',
      name: 'Ana López',
      company: 'Panadería Sol',
      passwordHash: 'x',
    });
    const { token } = createSession(api.clientDb, 1, api.clock.now);
    for (const route of [
      '/agencia/sesion',
      '/agencia/estadisticas?desde=2026-11-01&hasta=2026-11-20&agrupar=dia',
      '/agencia/auditoria',
    ]) {
      const response = await api.send(route, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
    }
  });

  it("ends a disabled staff member's live session at once", async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    const { jar } = await api.signIn(EMAIL);
    expect((await api.send('/agencia/sesion', { jar })).status).toBe(200);
    // Disabled from another connection to the file, as the command does.
    const other = openStaffDatabase(path.join(api.dir, 'staff.db'));
    setStaffDisabled(other, findStaffByEmail(other, EMAIL)!.id, true, api.clock.now);
    other.close();
    expect((await api.send('/agencia/sesion', { jar })).status).toBe(401);
    const again = await api.send('/agencia/sesion', {
      method: 'POST',
      body: { email: EMAIL, password: STAFF_PASSWORD },
    });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: WRONG });
  });

  it('ends a session after 12 idle hours, and after 7 days in any case', async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    const idle = await api.signIn(EMAIL);
    api.clock.now += 12 * HOUR_MS - 1000;
    expect((await api.send('/agencia/sesion', { jar: idle.jar })).status).toBe(200);
    api.clock.now += 12 * HOUR_MS;
    expect((await api.send('/agencia/sesion', { jar: idle.jar })).status).toBe(401);

    const busy = await api.signIn(EMAIL, idle.secret);
    for (let hour = 0; hour < 7 * 24 - 11; hour += 11) {
      api.clock.now += 11 * HOUR_MS;
      expect((await api.send('/agencia/sesion', { jar: busy.jar })).status).toBe(200);
    }
    api.clock.now += 11 * HOUR_MS;
    expect((await api.send('/agencia/sesion', { jar: busy.jar })).status).toBe(401);
  });

  it('signs out this session, or every other one', async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    const laptop = await api.signIn(EMAIL);
    api.clock.now += STEP_MS;
    const phone = await api.signIn(EMAIL, laptop.secret);
    api.clock.now += STEP_MS;
    const tablet = await api.signIn(EMAIL, laptop.secret);
    const others = await api.send('/agencia/sesion/cerrar', {
      jar: phone.jar,
      method: 'POST',
      body: { scope: 'otras' },
    });
    expect(others.status).toBe(204);
    expect((await api.send('/agencia/sesion', { jar: laptop.jar })).status).toBe(401);
    expect((await api.send('/agencia/sesion', { jar: tablet.jar })).status).toBe(401);
    expect((await api.send('/agencia/sesion', { jar: phone.jar })).status).toBe(200);
    const out = await api.send('/agencia/sesion/cerrar', {
      jar: phone.jar,
      method: 'POST',
      body: { scope: 'esta' },
    });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^__Host-cv_agencia_sesion=; Max-Age=0/);
    expect((await api.send('/agencia/sesion', { jar: phone.jar })).status).toBe(401);
  });

  it('shows the audit log to the manager only, newest first', async () => {
    const api = startStaffApi();
    await api.addStaff(EMAIL);
    await api.addStaff('luis@codigoverde.mx', 'lector');
    const manager = await api.signIn(EMAIL);
    const reader = await api.signIn('luis@codigoverde.mx');
    const forbidden = await api.send('/agencia/auditoria', { jar: reader.jar });
    expect(forbidden.status).toBe(403);
    const log = await api.send('/agencia/auditoria', { jar: manager.jar });
    expect(log.status).toBe(200);
    const { entries } = (await log.json()) as { entries: { actor: string; action: string }[] };
    expect(entries[0]).toMatchObject({ actor: 'luis@codigoverde.mx', action: 'inicio de sesión' });
    expect(entries.map((entry) => entry.action)).toContain('segundo factor inscrito');
  });

  it('finds people by name, text without regard to accents, and counts failed sign-ins', async () => {
    const api = startStaffApi();
    const luis = 'luis@codigoverde.mx';
    await api.addStaff(EMAIL);
    await api.addStaff(luis, 'lector');
    api.staffDb.prepare("UPDATE staff SET name = 'Luis Peña' WHERE email = ?").run(luis);
    const manager = await api.signIn(EMAIL);
    await api.signIn(luis);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const body = { email: luis, password: 'otra-cosa-2026' };
      await api.send('/agencia/sesion', { method: 'POST', body, address: '198.51.100.9' });
    }
    const read = async (search: string) => {
      const answer = await api.send(`/agencia/auditoria?${search}`, { jar: manager.jar });
      expect(answer.status).toBe(200);
      return auditPageSchema.parse(await answer.json());
    };

    const byName = await read(`persona=${encodeURIComponent('PENA')}`);
    expect(new Set(byName.entries.map((entry) => entry.actor))).toEqual(new Set([luis]));
    expect(byName.entries[0]).toMatchObject({
      action: 'inicio de sesión fallido',
      detail: 'contraseña incorrecta',
      address: '198.51.100.9',
      attempts: 3,
      changes: [],
    });
    const byText = await read(`tipo=acceso&sobre=${encodeURIComponent('CONTRASENA Incorrécta')}`);
    expect(byText.entries).toEqual([byName.entries[0]]);
    expect(byText.next).toBeNull();
    const actors = (await read('persona=ruiz')).entries.map((entry) => entry.actor);
    expect(actors.length).toBeGreaterThan(0);
    expect(new Set(actors)).toEqual(new Set([EMAIL]));

    const badCursor = await api.send('/agencia/auditoria?antes=2', { jar: manager.jar });
    expect(badCursor.status).toBe(400);
    expect(await badCursor.json()).toEqual({
      error:
        'Revisa los filtros de la bitácora: tipo (acceso, lectura o cambio), fechas AAAA-MM-DD y «antes» tal como lo dio la página anterior.',
    });
  });

  it('lists the roles the database accepts', () => {
    const api = startStaffApi();
    const schema = api.staffDb
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'staff'")
      .pluck()
      .get() as string;
    expect(schema).toContain(`role IN (${STAFF_ROLES.map((role) => `'${role}'`).join(', ')})`);
  });
});
