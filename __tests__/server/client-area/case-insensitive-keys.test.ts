/** @jest-environment node */
import {
  CLIENT_WORK_ROUTES as ROUTES,
  buildClientWorkPath,
} from '@/lib/staff-area/client-work-contract';
import { startStaffApi } from '../../fixtures/staff-api';

// Rows written before the readers normalised invoice numbers and domains may be in any case: the
// database still holds one invoice per number and one service per domain and client.

async function setUp() {
  const api = startStaffApi();
  await api.addStaff('marta@codigoverde.mx');
  const { jar } = await api.signIn('marta@codigoverde.mx');
  const post = (route: string, body: unknown) => api.send(route, { jar, method: 'POST', body });
  const created = await post(ROUTES.createClient, {
    email: 'lucia@cafealtura.mx',
    name: 'Lucía Pérez',
    company: 'Café Altura',
  });
  const clientId = ((await created.json()) as { client: { id: number } }).client.id;
  return { api, post, clientId };
}

describe('invoice numbers and service domains whatever their case', () => {
  jest.setTimeout(30_000);

  it('refuses a number an older row holds in lower case', async () => {
    const { api, post, clientId } = await setUp();
    api.clientDb
      .prepare(
        `INSERT INTO invoices (client_id, number, concept, amount_cents, status, due_date)
         VALUES (?, 'cv-9', 'Sitio web', 450000, 'pendiente', '2026-12-15')`,
      )
      .run(clientId);
    const again = await post(buildClientWorkPath(ROUTES.addInvoice, { clientId }), {
      number: 'CV-9',
      concept: 'Sitio web',
      amount: '4500',
      status: 'pendiente',
      dueDate: '2026-12-15',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'Ya existe la factura CV-9.' });
  });

  it('keeps one service per domain and client in the file itself', async () => {
    const { api, clientId } = await setUp();
    const insert = (client: number, domain: string) =>
      api.clientDb
        .prepare(
          `INSERT INTO services (client_id, domain, hosting_plan, renewal_date, mailboxes)
           VALUES (?, ?, 'Básico', '2027-03-01', 5)`,
        )
        .run(client, domain);
    insert(clientId, 'Cafe.MX');
    expect(() => insert(clientId, 'cafe.mx')).toThrow(/UNIQUE constraint failed/);
    const other = api.clientDb
      .prepare(
        "INSERT INTO clients (email, name, company, password_hash, created_at) VALUES ('ana@sol.mx', 'Ana', 'Sol', 'x', 0)",
      )
      .run().lastInsertRowid;
    expect(() => insert(Number(other), 'cafe.mx')).not.toThrow();
  });
});
