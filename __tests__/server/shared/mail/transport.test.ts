/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { openClientDatabase } from '@/server/client-area/database';
import { getMailDir } from '@/server/shared/database-paths';
import { enqueueMessage } from '@/server/shared/mail/outbox';
import { createMailSender } from '@/server/shared/mail/sender';
import { createMailTransport } from '@/server/shared/mail/transport';
import { createTempDirPerTest } from '../../../fixtures/temp-dir';

const tempDir = createTempDirPerTest('mail-transport');
/** An environment with only `vars`: whatever the machine running the tests has set is left out. */
const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...vars });

describe('the mail transport', () => {
  it('says where mail goes, and never the SMTP password', () => {
    const smtp = createMailTransport(
      env({ SMTP_URL: 'smtp://ana:s3creta%40x@smtp.ejemplo.mx:587' }),
    );
    expect(smtp.describe()).toBe('Correo: SMTP en smtp.ejemplo.mx:587');
    smtp.close();
    const secure = createMailTransport(env({ SMTP_URL: 'smtps://ana:s3creta@smtp.ejemplo.mx' }));
    expect(secure.describe()).toBe('Correo: SMTP en smtp.ejemplo.mx:465');
    secure.close();
    const files = createMailTransport(env({}), path.join(tempDir(), 'correo'));
    expect(files.describe()).toBe(
      `Correo: sin SMTP_URL, cada mensaje se escribe como .eml en ${path.join(tempDir(), 'correo')}`,
    );
  });

  it('refuses an unreadable SMTP_URL without repeating it', () => {
    for (const url of [
      'smtp//ana:s3creta@smtp.ejemplo.mx',
      'https://ana:s3creta@smtp.ejemplo.mx',
    ]) {
      let message = '';
      try {
        createMailTransport(env({ SMTP_URL: url }));
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^SMTP_URL /);
      expect(message).not.toContain('s3creta');
    }
  });

  it('writes mail beside the clients’ file by default, or in MAIL_DIR', () => {
    expect(getMailDir(env({ CLIENT_DB_PATH: '/srv/datos/clients.db' }))).toBe('/srv/datos/correo');
    expect(
      getMailDir(env({ CLIENT_DB_PATH: '/srv/datos/clients.db', MAIL_DIR: '/srv/correo' })),
    ).toBe('/srv/correo');
  });

  it('without SMTP_URL writes each message as an .eml file a mail client opens, once', async () => {
    const db = openClientDatabase(path.join(tempDir(), 'clients.db'));
    const mailDir = path.join(tempDir(), 'correo');
    const transport = createMailTransport(
      env({ MAIL_FROM: 'Avisos <avisos@codigoverde.mx>' }),
      mailDir,
    );
    enqueueMessage(
      db,
      {
        key: 'factura_nueva:7',
        template: 'factura_nueva',
        audience: 'cliente',
        recipient: 'ana@panaderiasol.mx',
        clientId: null,
        summary: 'Factura CV-1042',
        data: { number: 'CV-1042' },
      },
      Date.now(),
    );
    const sender = createMailSender({
      db,
      transport,
      render: async () => ({
        subject: 'Factura CV-1042 por $1,500.00',
        html: '<p>Tu factura <strong>CV-1042</strong> ya está lista.</p>',
        text: 'Tu factura CV-1042 ya está lista.',
      }),
      listManagerAddresses: () => [],
      failureNotice: () => null,
    });

    await expect(sender.deliverDue()).resolves.toBe(1);
    const row = db.prepare('SELECT id, message_id FROM outbox').get() as {
      id: number;
      message_id: string;
    };
    expect(readdirSync(mailDir)).toEqual([`${row.id}-factura_nueva-7.eml`]);
    const file = path.join(mailDir, `${row.id}-factura_nueva-7.eml`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = readFileSync(file);
    expect(raw.toString()).toContain('\r\n');
    const mail = await simpleParser(raw);
    expect(mail.messageId).toBe(row.message_id);
    expect(mail.from?.value).toEqual([{ name: 'Avisos', address: 'avisos@codigoverde.mx' }]);
    expect(mail.to).toMatchObject({ value: [{ address: 'ana@panaderiasol.mx' }] });
    expect(mail.subject).toBe('Factura CV-1042 por $1,500.00');
    expect(mail.html).toContain('<strong>CV-1042</strong> ya está lista');
    expect(mail.text).toContain('Tu factura CV-1042 ya está lista.');

    // Sent again after a crash before its mark: the same file, overwritten.
    db.prepare("UPDATE outbox SET status = 'pendiente'").run();
    await expect(sender.deliverDue()).resolves.toBe(1);
    expect(readdirSync(mailDir)).toEqual([`${row.id}-factura_nueva-7.eml`]);
    transport.close();
    db.close();
  });
});
