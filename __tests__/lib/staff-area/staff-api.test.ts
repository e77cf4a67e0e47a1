import {
  fetchAuditLog,
  fetchDashboard,
  fetchStaffSession,
  sendStaffCode,
  signInStaff,
  signOutStaff,
} from '@/lib/staff-area/staff-api';
import {
  auditEntries,
  dashboardData,
  recoveryCodes,
  staffEnrolment,
  staffManager,
} from '../../fixtures/staff-dashboard';
import { answer } from '../../fixtures/json-response';

beforeEach(() => {
  global.fetch = jest.fn();
});

const lastCall = () => jest.mocked(global.fetch).mock.calls.at(-1) ?? [];

describe('signInStaff', () => {
  it('posts JSON with the session cookie and reads the next step', async () => {
    jest.mocked(global.fetch).mockReturnValue(answer(200, { step: 'codigo' }));
    await expect(signInStaff('mariana@codigoverde.mx', 'clave')).resolves.toEqual({
      kind: 'ok',
      step: { step: 'codigo' },
    });
    const [url, init] = lastCall();
    expect(url).toBe('/api/agencia/sesion');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'mariana@codigoverde.mx', password: 'clave' }),
    });
  });

  it('reads the enrolment of a first sign-in', async () => {
    jest
      .mocked(global.fetch)
      .mockReturnValue(answer(200, { step: 'inscripcion', enrolment: staffEnrolment }));
    await expect(signInStaff('a@b.mx', 'x')).resolves.toEqual({
      kind: 'ok',
      step: { step: 'inscripcion', enrolment: staffEnrolment },
    });
  });

  it('tells apart a refusal, the limit with its wait, a failure and no network', async () => {
    const refuse = { error: 'Los datos no son correctos.' };
    jest.mocked(global.fetch).mockReturnValueOnce(answer(401, refuse));
    await expect(signInStaff('a@b.mx', 'x')).resolves.toEqual({ kind: 'invalid' });
    jest
      .mocked(global.fetch)
      .mockReturnValueOnce(answer(429, { error: 'Espera.', retryAfterSeconds: 120 }));
    await expect(signInStaff('a@b.mx', 'x')).resolves.toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 120,
      elsewhere: false,
    });
    jest.mocked(global.fetch).mockReturnValueOnce(answer(429, null, { 'Retry-After': '60' }));
    await expect(signInStaff('a@b.mx', 'x')).resolves.toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 60,
      elsewhere: false,
    });
    jest.mocked(global.fetch).mockReturnValueOnce(answer(500, null));
    await expect(signInStaff('a@b.mx', 'x')).resolves.toEqual({ kind: 'failed' });
    jest.mocked(global.fetch).mockReturnValueOnce(answer(200, { step: 'otro' }));
    await expect(signInStaff('a@b.mx', 'x')).resolves.toEqual({ kind: 'failed' });
    jest.mocked(global.fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(signInStaff('a@b.mx', 'x')).resolves.toEqual({ kind: 'failed' });
  });
});

describe('sendStaffCode', () => {
  it('signs in, with the recovery codes right after enrolment', async () => {
    const signedIn = { staff: staffManager, recoveryCodes };
    jest.mocked(global.fetch).mockReturnValue(answer(200, signedIn));
    await expect(sendStaffCode('123456')).resolves.toEqual({ kind: 'ok', signedIn });
    expect(lastCall()[0]).toBe('/api/agencia/sesion/codigo');
  });

  it('refuses a wrong code the same way as a wrong password, and reports the limit', async () => {
    jest.mocked(global.fetch).mockReturnValueOnce(answer(401, { error: 'No.' }));
    await expect(sendStaffCode('000000')).resolves.toEqual({ kind: 'invalid' });
    jest
      .mocked(global.fetch)
      .mockReturnValueOnce(answer(429, { error: 'Espera.', retryAfterSeconds: 300 }));
    await expect(sendStaffCode('000000')).resolves.toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 300,
      elsewhere: false,
    });
  });

  it('tells apart a second factor the server cannot read with its key (409)', async () => {
    jest.mocked(global.fetch).mockReturnValueOnce(answer(409, { error: 'Clave.' }));
    await expect(sendStaffCode('123456')).resolves.toEqual({ kind: 'unreadable-factor' });
  });
});

describe('session and dashboard', () => {
  it('reads who is signed in, or that nobody is', async () => {
    jest.mocked(global.fetch).mockReturnValueOnce(answer(200, { staff: staffManager }));
    await expect(fetchStaffSession()).resolves.toEqual({ kind: 'ok', staff: staffManager });
    expect(lastCall()[1]).toMatchObject({ credentials: 'same-origin' });
    jest.mocked(global.fetch).mockReturnValueOnce(answer(401, { error: 'Sin sesión.' }));
    await expect(fetchStaffSession()).resolves.toEqual({ kind: 'unauthorized' });
    jest.mocked(global.fetch).mockRejectedValueOnce(new TypeError('offline'));
    await expect(fetchStaffSession()).resolves.toEqual({ kind: 'failed' });
  });

  it('loads a view with its query and checks it against the contract', async () => {
    jest.mocked(global.fetch).mockReturnValueOnce(answer(200, dashboardData));
    await expect(fetchDashboard('desde=2026-11-20&hasta=2026-11-26&agrupar=dia')).resolves.toEqual({
      kind: 'ok',
      data: dashboardData,
    });
    expect(lastCall()[0]).toBe(
      '/api/agencia/estadisticas?desde=2026-11-20&hasta=2026-11-26&agrupar=dia',
    );
    jest.mocked(global.fetch).mockReturnValueOnce(answer(200, { ...dashboardData, pages: null }));
    await expect(fetchDashboard('')).resolves.toEqual({ kind: 'failed' });
    jest.mocked(global.fetch).mockReturnValueOnce(answer(401, null));
    await expect(fetchDashboard('')).resolves.toEqual({ kind: 'unauthorized' });
    jest.mocked(global.fetch).mockReturnValueOnce(answer(403, null));
    await expect(fetchDashboard('')).resolves.toEqual({ kind: 'forbidden' });
  });

  it('gives the manager the audit log and a reader a refusal', async () => {
    jest
      .mocked(global.fetch)
      .mockReturnValueOnce(answer(200, { entries: auditEntries, next: null }));
    await expect(fetchAuditLog()).resolves.toEqual({
      kind: 'ok',
      entries: auditEntries,
      next: null,
    });
    jest.mocked(global.fetch).mockReturnValueOnce(answer(403, { error: 'Solo gerencia.' }));
    await expect(fetchAuditLog()).resolves.toEqual({ kind: 'forbidden' });
  });

  it('closes this session or the others with a JSON body', async () => {
    jest.mocked(global.fetch).mockReturnValueOnce(answer(204, null));
    await expect(signOutStaff('otras')).resolves.toEqual({ kind: 'ok' });
    expect(lastCall()).toEqual([
      '/api/agencia/sesion/cerrar',
      expect.objectContaining({ method: 'POST', body: '{"scope":"otras"}' }),
    ]);
    jest.mocked(global.fetch).mockReturnValueOnce(answer(401, null));
    await expect(signOutStaff('esta')).resolves.toEqual({ kind: 'unauthorized' });
  });
});
