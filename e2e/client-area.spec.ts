import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { readQueuedLinkToken } from '../__tests__/fixtures/account-links';
import { baseURL, e2eClientDbPath } from '../playwright.config';
import { expectNoWcagViolationsInEitherScheme } from './accessibility';
import { e2eMailDir } from './client-mail';
import { expect, test } from './fixtures';

const PASSWORD = 'huerta-verde-2026';

/** `npm run clients -- …`, started without npm in between (it only adds its own start-up). */
function runClientsCommand(args: string[]): void {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/client-area/clients-cli.ts', ...args],
    {
      env: { ...process.env, CLIENT_DB_PATH: e2eClientDbPath },
      stdio: 'pipe',
    },
  );
}

/**
 * Adds a client account, as the agency would, and chooses the e2e password with the invitation it
 * sends: the token read as the client's mail would bring it (e2e/client-mail.spec.ts follows the
 * whole way, e-mail and page included).
 */
async function addClient(email: string): Promise<void> {
  runClientsCommand([
    'add',
    '--email',
    email,
    '--name',
    'Lucía Ramírez',
    '--company',
    'Café Altura',
  ]);
  const db = new Database(e2eClientDbPath, { readonly: true });
  let token: string;
  try {
    token = readQueuedLinkToken(db, email, e2eMailDir);
  } finally {
    db.close();
  }
  const response = await fetch(`${baseURL}/api/auth/enlace/contrasena`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, newPassword: PASSWORD }),
  });
  expect(response.status).toBe(204);
}

/**
 * Adds an invoice to a client: its number, concept, amount in pesos, status and due date; a paid
 * one with the day it was paid and the transfer's reference, as the invoice rules ask.
 */
function addInvoice(
  email: string,
  invoice: { number: string; concept: string; amount: string; status: string; due: string },
): void {
  const payment =
    invoice.status === 'pagada' ? ['--paid-on', '2026-11-02', '--reference', 'SPEI 4471'] : [];
  runClientsCommand(
    [
      'invoice',
      'add',
      '--email',
      email,
      '--number',
      invoice.number,
      '--concept',
      invoice.concept,
    ].concat(
      ['--amount', invoice.amount, '--status', invoice.status, '--due', invoice.due],
      payment,
    ),
  );
}

/** Creates a client with a service, a project and a pending invoice, as the agency would. */
async function createClient(tag: string): Promise<{ email: string; invoice: string }> {
  const email = `cliente-${tag}-${Date.now()}@ejemplo.mx`;
  // Invoice numbers are kept in capitals: the payment concept reads the same however typed.
  const invoice = `CV-${Date.now() % 100000}-${tag}`.toUpperCase();
  await addClient(email);
  runClientsCommand(
    [
      'service',
      'set',
      '--email',
      email,
      '--plan',
      'Hosting Pyme',
      '--renewal',
      '2027-03-01',
    ].concat(['--domain', 'cafealtura.mx', '--mailboxes', '5']),
  );
  runClientsCommand(
    [
      'project',
      'add',
      '--email',
      email,
      '--name',
      'Tienda en línea',
      '--status',
      'En desarrollo',
    ].concat(['--progress', '60', '--delivery', '2026-12-15']),
  );
  addInvoice(email, {
    number: invoice,
    concept: 'Anticipo de la tienda',
    amount: '4500',
    status: 'pendiente',
    due: '2026-12-01',
  });
  return { email, invoice };
}

test.describe('client area', () => {
  // Each client is created with four runs of the agency's command, which take a few seconds each.
  test.describe.configure({ timeout: 120_000 });

  test('logs in, shows the panel data and logs out', async ({ page }, testInfo) => {
    const { email, invoice } = await createClient(testInfo.project.name);
    await page.goto('/login-cliente');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();

    await expect(page).toHaveURL(/\/panel-cliente$/);
    await expect(page.getByRole('heading', { name: 'Hola, Lucía Ramírez' })).toBeVisible();
    await expect(page.getByText('Café Altura')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'cafealtura.mx' })).toBeVisible();
    await expect(page.getByText('1 de marzo de 2027')).toBeVisible();
    await expect(page.getByText('5 cuentas')).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: 'Avance de Tienda en línea' }),
    ).toHaveAttribute('value', '60');
    await expect(page.getByText('$4,500.00 MXN')).toBeVisible();
    await expect(page.getByRole('link', { name: /Pagar por transferencia/ })).toHaveAttribute(
      'href',
      `/bitso-mx?factura=${invoice}&monto=4500.00`,
    );
    await expect(page.getByRole('link', { name: 'Soporte por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    const banner = page.getByRole('banner');
    if (testInfo.project.name === 'desktop') {
      await expect(banner.getByRole('link', { name: 'Mi panel' })).toBeVisible();
    }
    // The route-wide check sees this route signed out (the login page): the panel itself, here.
    await expectNoWcagViolationsInEitherScheme(page);

    // The reminders go off, and stay off on the next visit.
    const reminders = page.getByRole('switch', {
      name: 'Recibir recordatorios de pago y de renovación',
    });
    await expect(reminders).toBeChecked();
    await reminders.click();
    await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toHaveText(
      'Guardado: ya no te enviaremos recordatorios.',
    );
    await page.reload();
    await expect(reminders).not.toBeChecked();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login-cliente$/);
    expect(await page.evaluate(() => localStorage.getItem('clientToken'))).toBeNull();
    if (testInfo.project.name === 'desktop') {
      await expect(banner.getByRole('link', { name: 'Área de clientes' })).toBeVisible();
    }
  });

  test('pays a pending invoice: the transfer page preselects its number, amount and concept', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const { email, invoice } = await createClient(`pago-${testInfo.project.name}`);
    await page.goto('/login-cliente');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/panel-cliente$/);

    await page.getByRole('link', { name: `Pagar por transferencia la factura ${invoice}` }).click();
    await expect(page).toHaveURL(new RegExp(`/bitso-mx\\?factura=${invoice}&monto=4500\\.00$`));
    const data = page.getByRole('region', { name: 'Datos para tu transferencia' });
    const valueOf = (term: string) => data.locator(`dt:text-is("${term}") + dd`);
    await expect(valueOf('Factura')).toHaveText(invoice);
    await expect(valueOf('Monto a transferir')).toHaveText('$4,500.00 MXN');
    await expect(valueOf('Concepto de pago')).toContainText(invoice);
    await expect(page.getByRole('textbox', { name: 'Tu número de factura' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Copiar concepto de pago' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(invoice);

    const receipt = page.getByRole('link', { name: 'Enviar comprobante por WhatsApp' });
    const text = new URL((await receipt.getAttribute('href')) ?? '').searchParams.get('text');
    expect(text).toContain(`factura ${invoice} por $4,500.00 MXN`);
  });

  test('changes the password in the panel and closes the other sessions', async ({
    page,
    browser,
  }, testInfo) => {
    const { email } = await createClient(`cambio-${testInfo.project.name}`);
    const logIn = async (target: typeof page, password: string) => {
      await target.goto('/login-cliente');
      await target.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
      await target.getByLabel('Contraseña', { exact: true }).fill(password);
      await target.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(target).toHaveURL(/\/panel-cliente$/);
    };
    const otherContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const other = await otherContext.newPage();
    await logIn(other, PASSWORD);
    await logIn(page, PASSWORD);

    const form = page.getByRole('region', { name: 'Cambiar contraseña' });
    await form.getByLabel('Contraseña actual', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Contraseña nueva', { exact: true }).fill('cafe-de-altura-2027');
    await form
      .getByLabel('Repite la contraseña nueva', { exact: true })
      .fill('cafe-de-altura-2027');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Listo: tu contraseña cambió y cerramos tus sesiones en otros dispositivos.',
    );

    // The other device's token is refused: its panel sends it back to the login.
    await other.reload();
    await expect(other).toHaveURL(/\/login-cliente/);
    await otherContext.close();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hola, Lucía Ramírez' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await logIn(page, 'cafe-de-altura-2027');
  });

  test('requests the CFDI of a paid invoice and shows it issued with its folio fiscal', async ({
    page,
  }, testInfo) => {
    // Three runs of the agency's command on a machine that may be busy: give it time.
    test.setTimeout(240_000);
    // Each project has its own client and invoice, so both can share the database.
    const email = `cliente-cfdi-${testInfo.project.name}-${Date.now()}@ejemplo.mx`;
    const invoice = `CV-${Date.now() % 100000}-pagada-${testInfo.project.name}`.toUpperCase();
    await addClient(email);
    addInvoice(email, {
      number: invoice,
      concept: 'Diseño del sitio',
      amount: '9000',
      status: 'pagada',
      due: '2026-11-01',
    });
    await page.goto('/login-cliente');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/panel-cliente$/);

    await page.getByRole('button', { name: `Solicitar factura (CFDI) de ${invoice}` }).click();
    const form = page.getByRole('region', { name: `Datos fiscales para la factura ${invoice}` });
    await form.getByRole('textbox', { name: 'RFC' }).fill('CAL150312AB2');
    await form.getByRole('button', { name: 'Solicitar factura' }).click();
    await expect(form.getByRole('textbox', { name: 'RFC' })).toBeFocused();
    await expect(form.getByText(/dígito verificador/)).toBeVisible();

    await form.getByRole('textbox', { name: 'RFC' }).fill('cal150312ab1');
    await form.getByRole('textbox', { name: 'Nombre o razón social' }).fill('CAFE ALTURA');
    await form.getByRole('combobox', { name: 'Régimen fiscal' }).selectOption('601');
    await form.getByRole('combobox', { name: 'Uso del CFDI' }).selectOption('G03');
    await form.getByRole('textbox', { name: 'Código postal' }).fill('06700');
    await form
      .getByRole('textbox', { name: 'Correo para recibir la factura' })
      .fill('facturas@cafealtura.mx');
    await form.getByRole('button', { name: 'Solicitar factura' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Factura solicitada el' }),
    ).toBeVisible();

    const folio = randomUUID().toUpperCase();
    runClientsCommand(['cfdi', 'issue', '--invoice', invoice, '--uuid', folio]);
    await page.reload();
    await expect(page.getByText(`Factura emitida · Folio fiscal: ${folio}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Solicitar factura \(CFDI\)/ })).toHaveCount(0);
  });

  test('says clearly when the password is wrong', async ({ page }, testInfo) => {
    const { email } = await createClient(`mal-${testInfo.project.name}`);
    await page.goto('/login-cliente');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'correo' })).toHaveText(
      'El correo o la contraseña no son correctos. Revisa tus datos e intenta de nuevo.',
    );
    await expect(page).toHaveURL(/\/login-cliente$/);
    expect(await page.evaluate(() => localStorage.getItem('clientToken'))).toBeNull();
  });

  test('validates the form in Spanish and toggles the password', async ({ page }) => {
    await page.goto('/login-cliente');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Escribe tu correo electrónico.')).toBeVisible();
    await expect(page.getByText('Escribe tu contraseña.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('lucia-arroba-cafe');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.getByText('Escribe un correo válido, por ejemplo nombre@empresa.mx.'),
    ).toBeVisible();
    const password = page.getByLabel('Contraseña', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('sends a visitor without a session from the panel to login', async ({ page }) => {
    await page.goto('/panel-cliente');
    await expect(page).toHaveURL(
      /\/login-cliente\?next=%2Fpanel-cliente|\/login-cliente\?next=\/panel-cliente/,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acceso para clientes' }),
    ).toBeVisible();
  });

  test('treats a revoked or unknown token as logged out', async ({ page }) => {
    await page.goto('/login-cliente');
    await page.evaluate(() => localStorage.setItem('clientToken', 'x'.repeat(43)));
    await page.goto('/panel-cliente');
    await expect(page).toHaveURL(/\/login-cliente/);
    expect(await page.evaluate(() => localStorage.getItem('clientToken'))).toBeNull();
  });
});
