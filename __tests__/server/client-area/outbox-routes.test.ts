/** @jest-environment node */
import {
  CLIENT_WORK_ROUTES as ROUTES,
  buildClientWorkPath,
  type OutboxPage,
} from '@/lib/staff-area/client-work-contract';
import { startStaffApi } from '../../fixtures/staff-api';

// The staff's outbox: newest first, a page after another by id, counts by status, and a failed
// message sent again by a manager, with its row in the audit log.

async function setUp() {
  const api = startStaffApi();
  await api.addStaff('marta@codigoverde.mx');
  await api.addStaff('leo@codigoverde.mx', 'lector');
  const manager = (await api.signIn('marta@codigoverde.mx')).jar;
  const reader = (await api.signIn('leo@codigoverde.mx')).jar;
  for (let index = 1; index <= 55; index += 1) {
    const created = await api.send(ROUTES.createClient, {
      jar: manager,
      method: 'POST',
      body: { email: `cliente${index}@ejemplo.mx`, name: `Cliente ${index}`, company: 'Sol' },
    });
    expect(created.status).toBe(201);
  }
  const page = async (query = '') =>
    (await (await api.send(`${ROUTES.outbox}${query}`, { jar: reader })).json()) as OutboxPage;
  return { api, manager, reader, page };
}

describe('the outbox', () => {
  jest.setTimeout(60_000);

  it('lists 50 a page, newest first, and the next page from where the last ended', async () => {
    const { page } = await setUp();
    const first = await page();
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]).toMatchObject({
      label: 'Invitación',
      summary: 'Invitación: cliente55@ejemplo.mx',
      recipient: 'cliente55@ejemplo.mx',
      status: 'pendiente',
    });
    expect(first.counts).toEqual({ pendiente: 55, enviado: 0, fallido: 0 });
    const second = await page(`?antes=${first.next}`);
    expect(second.messages.map((message) => message.recipient)).toEqual(
      [5, 4, 3, 2, 1].map((index) => `cliente${index}@ejemplo.mx`),
    );
    expect(second.next).toBeNull();
    expect(JSON.stringify(first)).not.toContain('nueva-contrasena#');
    expect((await page('?estado=fallido')).messages).toEqual([]);
    expect((await page('?estado=otro')).messages).toBeUndefined();
  });

  it('puts a failed message back in the queue for a manager only, and records who did', async () => {
    const { api, manager, reader, page } = await setUp();
    api.clientDb
      .prepare("UPDATE outbox SET status = 'fallido', last_error = ? WHERE id = 3")
      .run('550 5.1.1 <cliente3@ejemplo.mx>: buzón inexistente');
    const failed = await page('?estado=fallido');
    expect(failed.messages).toEqual([
      expect.objectContaining({
        id: 3,
        error: '550 5.1.1 <cliente3@ejemplo.mx>: buzón inexistente',
      }),
    ]);
    const retry = buildClientWorkPath(ROUTES.retryMessage, { messageId: 3 });
    expect((await api.send(retry, { jar: reader, method: 'POST', body: {} })).status).toBe(403);
    const retried = await api.send(retry, { jar: manager, method: 'POST', body: {} });
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { message: { status: string } }).message.status).toBe(
      'pendiente',
    );
    const again = await api.send(retry, { jar: manager, method: 'POST', body: {} });
    expect(again.status).toBe(409);
    const audit = await (await api.send('/agencia/auditoria', { jar: manager })).text();
    expect(audit).toContain('correo reintentado');
  });
});
