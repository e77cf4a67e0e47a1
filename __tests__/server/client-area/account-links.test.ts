/** @jest-environment node */
import { FORGOT_PASSWORD_ANSWER } from '@/server/client-area/account-link-routes';
import { addClient } from '@/server/client-area/client-work';
import { createSession, findSessionClient } from '@/server/client-area/store';
import { readQueuedLinkToken } from '../../fixtures/account-links';
import { startStaffApi } from '../../fixtures/staff-api';

// The links that let a client choose a password, after the OWASP Forgot Password Cheat Sheet:
// the same answer for any address, single-use links that expire, a reset that ends every session
// and tells the client, and a limit on messages that cannot lock anyone out.

const EMAIL = 'lucia@cafealtura.mx';
const PASSWORD = 'cafe-de-altura-2027';
const HOUR_MS = 60 * 60 * 1000;
const by = (at: number) => ({ actor: 'marta@codigoverde.mx', address: null, at });

function setUp() {
  const api = startStaffApi();
  const { clientId } = addClient(
    api.clientDb,
    { email: EMAIL, name: 'Lucía Pérez', company: 'Café Altura' },
    by(api.clock.now),
  );
  const post = (route: string, body: unknown, address = '203.0.113.7') =>
    api.send(route, { method: 'POST', body, address });
  const choose = (token: string, newPassword = PASSWORD) =>
    post('/auth/enlace/contrasena', { token, newPassword });
  const forgot = (email: string, address?: string) => post('/auth/olvide', { email }, address);
  const login = (password = PASSWORD) => post('/auth/login', { email: EMAIL, password });
  const queued = () =>
    api.clientDb.prepare('SELECT template FROM outbox ORDER BY id').pluck().all() as string[];
  /** Lets the reset requested after the answer be written. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { api, clientId, post, choose, forgot, login, queued, settle };
}

describe('an invitation', () => {
  it('tells the page who it is for, sets the first password once, and signs in', async () => {
    const { api, post, choose, login, queued } = setUp();
    const token = readQueuedLinkToken(api.clientDb, EMAIL);
    const info = await post('/auth/enlace', { token });
    expect(await info.json()).toEqual({
      purpose: 'invitacion',
      name: 'Lucía Pérez',
      email: EMAIL,
      expiresAt: api.clock.now + 7 * 24 * HOUR_MS,
    });
    expect((await login()).status).toBe(401);
    expect((await choose(token)).status).toBe(204);
    expect((await login()).status).toBe(200);
    // A first password is no change to warn about.
    expect(queued()).toEqual(['invitacion']);
    const used = await choose(token, 'otra-clave-segura-9');
    expect(used.status).toBe(410);
    expect(await used.json()).toEqual({
      error: 'Este enlace ya se usó. Cada enlace sirve una sola vez.',
      reason: 'usado',
    });
    expect((await login()).status).toBe(200);
  });

  it('expires after 7 days, and refuses a garbled or unknown token, changing nothing', async () => {
    const { api, post, choose } = setUp();
    const token = readQueuedLinkToken(api.clientDb, EMAIL);
    const garbled = await post('/auth/enlace', { token: 'no es un token' });
    expect(((await garbled.json()) as { reason: string }).reason).toBe('invalido');
    const unknown = await choose('A'.repeat(43));
    expect([unknown.status, ((await unknown.json()) as { reason: string }).reason]).toEqual([
      410,
      'invalido',
    ]);
    api.clock.now += 7 * 24 * HOUR_MS;
    const expired = await choose(token);
    expect([expired.status, ((await expired.json()) as { reason: string }).reason]).toEqual([
      410,
      'vencido',
    ]);
    const hash = api.clientDb.prepare('SELECT password_hash FROM clients').pluck().get();
    expect(hash).toBe('!');
  });

  it('refuses a weak password with the panel’s words and keeps the link', async () => {
    const { api, choose } = setUp();
    const token = readQueuedLinkToken(api.clientDb, EMAIL);
    const weak = await choose(token, 'corta1');
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: string }).error).toMatch(/^Usa al menos 10 caracteres/);
    expect((await choose(token)).status).toBe(204);
  });
});

describe('«¿Olvidaste tu contraseña?»', () => {
  async function withPassword() {
    const context = setUp();
    const token = readQueuedLinkToken(context.api.clientDb, EMAIL);
    expect((await context.choose(token)).status).toBe(204);
    return context;
  }

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const { forgot, queued, settle } = await withPassword();
    const known = await forgot(EMAIL.toUpperCase());
    const unknown = await forgot('nadie@cafealtura.mx');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await unknown.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await settle();
    expect(queued()).toEqual(['invitacion', 'restablecer']);
    expect((await forgot('no-es-un-correo')).status).toBe(400);
  });

  it('takes as long for an unknown address as for a known one', async () => {
    const { forgot, settle } = await withPassword();
    const time = async (email: string) => {
      const start = performance.now();
      await forgot(email, '198.51.100.9');
      const took = performance.now() - start;
      await settle();
      return took;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      known.push(await time(EMAIL));
      unknown.push(await time(`nadie${round}@cafealtura.mx`));
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[3]!;
    // The answer leaves before any lookup or write: both are the same few milliseconds.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(15);
  });

  it('ends every session on reset, tells the client, and leaves the old password useless', async () => {
    const { api, clientId, forgot, choose, login, queued, settle } = await withPassword();
    const first = createSession(api.clientDb, clientId, api.clock.now);
    await forgot(EMAIL);
    await settle();
    const token = readQueuedLinkToken(api.clientDb, EMAIL);
    expect((await choose(token, 'nueva-clave-de-cafe-1')).status).toBe(204);
    expect(findSessionClient(api.clientDb, first.token, api.clock.now)).toBeNull();
    expect((await login()).status).toBe(401);
    expect((await login('nueva-clave-de-cafe-1')).status).toBe(200);
    expect(queued()).toEqual(['invitacion', 'restablecer', 'contrasena_cambiada']);
    const actions = api.clientDb
      .prepare('SELECT action FROM staff_audit ORDER BY id')
      .pluck()
      .all();
    expect(actions).toEqual([
      'cliente_creado',
      'invitacion_enviada',
      'invitacion_aceptada',
      'restablecimiento_solicitado',
      'contrasena_restablecida_por_cliente',
    ]);
  });

  it('sends at most 3 links an hour, and the owner still signs in and resets meanwhile', async () => {
    const { api, forgot, choose, login, queued, settle } = await withPassword();
    for (let request = 0; request < 6; request += 1) {
      expect((await forgot(EMAIL, `198.51.100.${request + 1}`)).status).toBe(202);
      await settle();
    }
    expect(queued().filter((template) => template === 'restablecer')).toHaveLength(3);
    // The flood locked nothing: the password works, and the last link sent still does.
    expect((await login()).status).toBe(200);
    const token = readQueuedLinkToken(api.clientDb, EMAIL);
    expect((await choose(token, 'nueva-clave-de-cafe-2')).status).toBe(204);
    api.clock.now += 61 * 60 * 1000;
    await forgot(EMAIL, '198.51.100.50');
    await settle();
    expect(queued().filter((template) => template === 'restablecer')).toHaveLength(4);
  });

  it('answers 429 to a network that floods, without saying whether the address exists', async () => {
    const { forgot } = await withPassword();
    const statuses: number[] = [];
    for (let request = 0; request < 11; request += 1) {
      statuses.push((await forgot(`persona${request}@ejemplo.mx`, '192.0.2.44')).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await forgot(EMAIL, '192.0.2.44')).status).toBe(429);
    expect((await forgot(EMAIL, '192.0.2.200')).status).toBe(202);
  });
});

describe('the panel’s password change', () => {
  it('goes through the same rule: keeps its own session, ends the others, tells the client', async () => {
    const { api, clientId, choose, queued } = setUp();
    expect((await choose(readQueuedLinkToken(api.clientDb, EMAIL))).status).toBe(204);
    const own = createSession(api.clientDb, clientId, api.clock.now);
    const other = createSession(api.clientDb, clientId, api.clock.now);
    const changed = await api.send('/auth/password', {
      method: 'POST',
      body: { currentPassword: PASSWORD, newPassword: 'otra-clave-de-cafe-3' },
      headers: { Authorization: `Bearer ${own.token}` },
    });
    expect(changed.status).toBe(204);
    expect(findSessionClient(api.clientDb, own.token, api.clock.now)).toBe(clientId);
    expect(findSessionClient(api.clientDb, other.token, api.clock.now)).toBeNull();
    expect(queued()).toEqual(['invitacion', 'contrasena_cambiada']);
    // Every open link is used up by a new password.
    const before = api.clientDb.prepare('SELECT COUNT(*) FROM account_links WHERE used_at IS NULL');
    expect(before.pluck().get()).toBe(0);
  });
});
