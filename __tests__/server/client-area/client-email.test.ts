/** @jest-environment node */
import { CLIENT_WORK_ROUTES as ROUTES } from '@/lib/staff-area/client-work-contract';
import { readQueuedLinkToken } from '../../fixtures/account-links';
import { startStaffApi } from '../../fixtures/staff-api';

// Creating a client and the client's login read the e-mail with one rule: every e-mail the
// dashboard accepts signs in, and every one it refuses is refused at the login too.

/** Each e-mail as typed, and as stored (null: refused). */
const EMAILS: [string, string | null][] = [
  ['lucia@cafealtura.mx', 'lucia@cafealtura.mx'],
  ['Lucia.Perez+facturas@CafeAltura.com.mx', 'lucia.perez+facturas@cafealtura.com.mx'],
  ["o'brien@ejemplo.mx", "o'brien@ejemplo.mx"],
  ['contacto@diseño.mx', 'contacto@xn--diseo-rta.mx'],
  ['ventas@пример.рф', 'ventas@xn--e1afmkfd.xn--p1ai'],
  [`${'a'.repeat(64)}@ejemplo.mx`, `${'a'.repeat(64)}@ejemplo.mx`],
  ['josé@ejemplo.mx', null],
  ['ana@ejemplo.c', null],
  ['ana_x@mi_empresa.mx', null],
  ['ana maria@ejemplo.mx', null],
  ['.ana@ejemplo.mx', null],
  ['ana..maria@ejemplo.mx', null],
  ['ana@ejemplo.mx.', null],
  ['ana@-ejemplo.mx', null],
  ['ana@ejemplo', null],
  ['ana@@ejemplo.mx', null],
  ['ana@192.168.0.1', null],
  ['ana@ejemplo.mx\u202e', null],
  [`${'a'.repeat(65)}@ejemplo.mx`, null],
];

describe('a client’s e-mail, at creation and at the login', () => {
  jest.setTimeout(60_000);

  it('gets the same verdict at both doors', async () => {
    const api = startStaffApi();
    await api.addStaff('marta@codigoverde.mx');
    const { jar } = await api.signIn('marta@codigoverde.mx');
    for (const [index, [email, stored]] of EMAILS.entries()) {
      const created = await api.send(ROUTES.createClient, {
        jar,
        method: 'POST',
        body: { email, name: 'Ana López', company: 'Panadería Sol' },
      });
      const answer = (await created.json()) as { client?: { email: string }; field?: string };
      const password = 'clave-de-prueba-1';
      if (answer.client) {
        // The client follows the invitation and chooses a password.
        const token = readQueuedLinkToken(api.clientDb, answer.client.email);
        const chosen = await api.send('/auth/enlace/contrasena', {
          method: 'POST',
          body: { token, newPassword: password },
        });
        expect(chosen.status).toBe(204);
      }
      const login = await api.send('/auth/login', {
        method: 'POST',
        body: { email, password },
        address: `198.51.100.${index + 1}`,
      });
      const verdict = {
        email,
        stored: answer.client?.email ?? null,
        creation: created.status,
        field: answer.field,
        login: login.status,
      };
      expect(verdict).toEqual(
        stored === null
          ? { email, stored, creation: 400, field: 'email', login: 400 }
          : { email, stored, creation: 201, field: undefined, login: 200 },
      );
    }
  });

  it('says why an e-mail with an accent is refused', async () => {
    const api = startStaffApi();
    await api.addStaff('marta@codigoverde.mx');
    const { jar } = await api.signIn('marta@codigoverde.mx');
    const created = await api.send(ROUTES.createClient, {
      jar,
      method: 'POST',
      body: { email: 'josé@ejemplo.mx', name: 'José Ruiz', company: 'Ejemplo' },
    });
    expect(await created.json()).toEqual({
      error: 'Correo: debe ser un correo válido: sin acentos ni espacios antes de la @',
      field: 'email',
    });
  });
});
