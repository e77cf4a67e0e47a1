import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../__tests__/fixtures/smtp-sink';
import { e2eStaffSecretKey } from '../playwright.config';
import { expectNoWcagViolationsInEitherScheme } from './accessibility';
import {
  choosePassword,
  findAccountLink,
  isAddressedTo,
  signInAsClient,
  waitForAccountLink,
} from './client-mail';
import { expect, test as base } from './fixtures';
import { addStaff, signInAndEnrol } from './staff-server';

// E-mail to clients end to end: `npm run serve` with SMTP_URL pointing at an SMTP server of the
// test's own on loopback, which keeps every message it accepts. The invitation and reset links
// are followed from the messages as a client would, from their mail to the panel.

const ROOT = path.resolve(__dirname, '..');
const run = promisify(execFile);

/** The server of this file's tests: its address, its mail catcher and its environment. */
type MailSite = { origin: string; smtp: SmtpSink; env: Record<string, string> };

/** A loopback port nothing listens on (found free, then released). */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the site and its API with new databases, sending mail to a new SMTP catcher. */
async function startMailSite(dir: string) {
  const smtp = await startSmtpSink();
  const port = await findFreePort();
  const origin = `http://localhost:${port}`;
  const env = {
    PORT: String(port),
    CLIENT_DB_PATH: path.join(dir, 'clients.db'),
    VISITS_DB_PATH: path.join(dir, 'visits.db'),
    STAFF_DB_PATH: path.join(dir, 'staff.db'),
    STAFF_SECRET_KEY: e2eStaffSecretKey,
    SITE_URL: origin,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // The command line queues messages in its own process: the server finds them by polling.
    MAIL_POLL_MS: '250',
  };
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
    }
    await smtp.stop();
  };
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/panel`).then(
          (answer) => answer.status,
          () => 0,
        ),
      {
        message: `el servidor de prueba no respondió:\n${output}`,
        timeout: 30_000,
      },
    )
    .toBe(401)
    .catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  return { site: { origin, smtp, env }, stop };
}

const test = base.extend<{ site: MailSite }, { mailSite: MailSite }>({
  mailSite: [
    async ({}, provide) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'codigo-verde-correo-'));
      const { site, stop } = await startMailSite(dir);
      await provide(site);
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: ({ mailSite }, provide) => provide(mailSite),
  baseURL: ({ mailSite }, provide) => provide(mailSite.origin),
});

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default', timeout: 120_000 });

/** What the catcher has received, as a mail client reads it. */
const readReceived = (site: MailSite) => () =>
  Promise.resolve(site.smtp.received.map((mail) => mail.parsed));

/** A unique address for this run of a test. */
function uniqueEmail(name: string, project: string): string {
  return `${name}-${project}-${Date.now().toString(36)}@cafealtura.mx`;
}

/**
 * Adds a client with `npm run clients -- add`, as the agency can, and answers the link of the
 * invitation that reaches the catcher.
 */
async function inviteByCommand(site: MailSite, email: string): Promise<string> {
  const args = ['add', '--email', email, '--name', 'Lucía Ramírez', '--company', 'Café Altura'];
  await run(process.execPath, ['--import', 'tsx', 'server/client-area/clients-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...site.env },
  });
  return waitForAccountLink(readReceived(site), email);
}

/** Chooses `password` with a link's token, as the page does. */
async function setPasswordWithLink(site: MailSite, link: string, password: string) {
  const response = await fetch(`${site.origin}/api/auth/enlace/contrasena`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: new URL(link).hash.slice(1), newPassword: password }),
  });
  expect(response.status).toBe(204);
}

/** Asks for a reset link on /login-cliente/recuperar and waits for the page's answer. */
async function askForResetLink(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revisa tu correo' })).toContainText(
    `Si hay una cuenta con ${email}, te enviamos un enlace para elegir una contraseña nueva. El enlace vence en 1 hora y sirve una sola vez.`,
  );
}

test('a manager invites a client, who chooses a password from the e-mail and signs in', async ({
  page,
  browser,
  site,
}, testInfo) => {
  const manager = uniqueEmail('gerente', testInfo.project.name);
  const clientEmail = uniqueEmail('ana', testInfo.project.name);
  await addStaff({ email: manager, name: 'Marta Ruiz', role: 'gerente' }, site.env);
  await page.goto('/panel-agencia/clientes');
  await signInAndEnrol(page, manager);

  await page.getByRole('button', { name: 'Agregar cliente' }).click();
  const form = page.getByRole('form', { name: 'Agregar cliente' });
  await form.getByRole('textbox', { name: 'Nombre de la persona' }).fill('Ana Pérez');
  await form.getByRole('textbox', { name: 'Empresa' }).fill('Huerta Orgánica');
  await form.getByRole('textbox', { name: 'Correo' }).fill(clientEmail);
  await form.getByRole('button', { name: 'Agregar cliente' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Enviamos la invitación' }),
  ).toContainText(`Enviamos la invitación a ${clientEmail} (vence el `);

  // The invitation, as the SMTP server received it: to the client, with a link to this site.
  const link = await waitForAccountLink(readReceived(site), clientEmail);
  const invitation = site.smtp.received.find((mail) => isAddressedTo(mail.parsed, clientEmail));
  expect(invitation?.rcptTo).toEqual([clientEmail]);
  expect(findAccountLink(invitation!.parsed)).toBe(link);
  expect(link.startsWith(`${site.origin}/login-cliente/nueva-contrasena#`)).toBe(true);

  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { name: 'Hola, Ana Pérez' })).toBeVisible();
  await expect(
    client.getByRole('form', { name: 'Elige tu contraseña para entrar a tu panel' }),
  ).toContainText(clientEmail);
  // The token leaves the address bar as soon as the page has read it.
  expect(new URL(client.url()).hash).toBe('');
  await choosePassword(client, 'huerta-organica-2027');
  await client.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(client).toHaveURL(/\/login-cliente$/);
  await signInAsClient(client, site.origin, clientEmail, 'huerta-organica-2027');
  await expect(client.getByRole('heading', { name: 'Hola, Ana Pérez' })).toBeVisible();
  await context.close();

  // The manager sees the account active and the invitation sent.
  await page.getByRole('link', { name: 'Ver la página de Ana Pérez' }).click();
  await expect(page.getByText(/^Activa desde /)).toBeVisible();
  await page.goto('/panel-agencia/correos?estado=enviado');
  await expect(page.getByRole('heading', { name: 'Correos enviados' })).toBeVisible();
  const sent = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Invitación', exact: true }) })
    .filter({ hasText: clientEmail });
  await expect(sent).toContainText('Enviado');
});

test('«¿Olvidaste tu contraseña?» answers the same for any address and mails only an account', async ({
  page,
  site,
}, testInfo) => {
  const email = uniqueEmail('lucia', testInfo.project.name);
  const stranger = uniqueEmail('nadie', testInfo.project.name);
  await setPasswordWithLink(site, await inviteByCommand(site, email), 'cafe-de-altura-2026');

  await page.goto('/login-cliente');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/login-cliente\/recuperar$/);
  await askForResetLink(page, stranger);
  await page.getByRole('button', { name: 'Usar otro correo' }).click();
  await askForResetLink(page, email);

  // The invitation was the first link to this address; the reset is the second. The address
  // without an account was asked for first, so its message, had there been one, came before.
  const link = await waitForAccountLink(readReceived(site), email, 2);
  expect(site.smtp.received.filter((mail) => isAddressedTo(mail.parsed, stranger))).toEqual([]);

  await page.goto(link);
  await expect(page.getByRole('form', { name: 'Elige una contraseña nueva' })).toBeVisible();
  await choosePassword(page, 'cafe-de-altura-2027');
  await expect(page.getByText('Cerramos las sesiones que seguían abiertas')).toBeVisible();

  await page.goto('/login-cliente');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('cafe-de-altura-2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'correo' })).toHaveText(
    'El correo o la contraseña no son correctos. Revisa tus datos e intenta de nuevo.',
  );
  await signInAsClient(page, site.origin, email, 'cafe-de-altura-2027');
  await expect(page.getByRole('heading', { name: 'Hola, Lucía Ramírez' })).toBeVisible();
});

test('a link already used explains so and offers a new one', async ({ page, site }, testInfo) => {
  const email = uniqueEmail('usado', testInfo.project.name);
  const link = await inviteByCommand(site, email);
  await page.goto(link);
  await choosePassword(page, 'cafe-de-altura-2026');

  await page.goto('/login-cliente');
  await page.goto(link);
  const used = page.getByRole('region', { name: 'Este enlace ya se usó' });
  await expect(used).toContainText('Cada enlace sirve una sola vez.');
  await expect(
    used.getByRole('link', { name: 'Pedir la invitación por WhatsApp' }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await used.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
  await expect(page).toHaveURL(/\/login-cliente\/recuperar$/);
  await expect(page.getByRole('heading', { name: 'Pide un enlace nuevo' })).toBeVisible();
});

test('both account pages pass axe in either colour scheme, form and error alike', async ({
  page,
  site,
}, testInfo) => {
  test.slow();
  await page.goto('/login-cliente/recuperar');
  await expectNoWcagViolationsInEitherScheme(page);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText('Escribe tu correo electrónico.')).toBeVisible();
  await expectNoWcagViolationsInEitherScheme(page);
  await askForResetLink(page, uniqueEmail('nadie', testInfo.project.name));
  await expectNoWcagViolationsInEitherScheme(page);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(await inviteByCommand(site, uniqueEmail('axe', testInfo.project.name)));
  await expect(page.getByRole('heading', { name: 'Hola, Lucía Ramírez' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar mi contraseña' }).click();
  await expect(page.getByLabel('Contraseña nueva', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoWcagViolationsInEitherScheme(page);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login-cliente');
  await page.goto('/login-cliente/nueva-contrasena#Qm9sZXRvLWRlLXBydWViYS1kZS1lbmxhY2UtMjAyNg');
  await expect(page.getByRole('heading', { name: 'Este enlace no funciona' })).toBeVisible();
  await expectNoWcagViolationsInEitherScheme(page);
});
