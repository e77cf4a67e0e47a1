import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expectNoWcagViolationsInEitherScheme } from './accessibility';
import { choosePassword, e2eMailDir, readMailFolder, waitForAccountLink } from './client-mail';
import { expect, test } from './fixtures';
import { addStaff, signInAndEnrol } from './staff-server';

// The client work end to end through `npm run serve`: a manager made with `npm run personal`
// adds a client and their work in the dashboard, the client chooses a password from the
// invitation the server wrote as an .eml file, sees it all in /panel-cliente, pays, asks for the
// CFDI, and the manager issues it; the audit log names who did each step.

const SHOTS_DIR = '/tmp/clientwork-shots';

/** Saves the page in the light and dark schemes, for reading at this project's width. */
async function saveShots(page: Page, name: string, project: string) {
  await mkdir(SHOTS_DIR, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({
      path: `${SHOTS_DIR}/${name}-${project}-${colorScheme}.png`,
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Follows the invitation in a browser context of the client's own, chooses a password and signs
 * in at /login-cliente with it.
 */
async function openClientPanel(browser: Browser, invitation: string, email: string) {
  const password = 'huerta-organica-2027';
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(invitation);
  await choosePassword(page, password);
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/panel-cliente/);
  return page;
}

test.describe('client work in the staff dashboard', () => {
  test.setTimeout(180_000);

  test('a manager serves a client from sign-up to the issued CFDI', async ({
    page,
    browser,
  }, testInfo) => {
    const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const manager = `gerente-${run}@codigoverde.mx`;
    const clientEmail = `compras-${run}@huerta.mx`;
    const invoice = `CV-${run}`.toUpperCase();
    const uuid = randomUUID().toUpperCase();
    const downloadUrl = `https://facturas.codigoverde.mx/${invoice}.zip`;
    await addStaff({ email: manager, name: 'Marta Ruiz', role: 'gerente' });

    await page.goto('/panel-agencia/clientes');
    await signInAndEnrol(page, manager);

    // A client, invited by e-mail: nobody at the agency sees or sets a password.
    await page.getByRole('button', { name: 'Agregar cliente' }).click();
    const newClient = page.getByRole('form', { name: 'Agregar cliente' });
    await newClient.getByRole('textbox', { name: 'Nombre de la persona' }).fill('Ana Pérez');
    await newClient.getByRole('textbox', { name: 'Empresa' }).fill('Huerta Orgánica');
    await newClient.getByRole('textbox', { name: 'Correo' }).fill(clientEmail);
    await newClient.getByRole('button', { name: 'Agregar cliente' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enviamos la invitación' })).toHaveText(
      new RegExp(
        `^Enviamos la invitación a ${clientEmail.replace(/[.]/g, '\\.')} \\(vence el .+\\)\\.$`,
      ),
    );
    await expect(page.getByText(/contraseña generada|no se volverá a mostrar/i)).toHaveCount(0);
    const invitation = await waitForAccountLink(() => readMailFolder(e2eMailDir), clientEmail);
    await saveShots(page, 'clientes-invitacion', testInfo.project.name);
    // The list of clients, with where the invitation went above it.
    await expectNoWcagViolationsInEitherScheme(page);

    // Search without accents, then the client's page.
    await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(`perez ${run}`);
    await expect(page.getByRole('status').filter({ hasText: /^1 cliente$/ })).toBeVisible();
    await page.getByRole('link', { name: 'Ana Pérez', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Ana Pérez', exact: true })).toBeVisible();

    // A service, a project and an invoice.
    await page.getByRole('button', { name: 'Agregar servicio' }).click();
    const service = page.getByRole('form', { name: 'Agregar servicio' });
    await service.getByRole('textbox', { name: 'Dominio' }).fill(`huerta-${run}.mx`);
    await service.getByRole('textbox', { name: 'Plan de hosting' }).fill('Negocio');
    await service.getByLabel('Fecha de renovación').fill('2027-05-01');
    await service.getByRole('textbox', { name: 'Cuentas de correo' }).fill('3');
    await service.getByRole('button', { name: 'Agregar servicio' }).click();
    await expect(page.getByRole('heading', { name: `huerta-${run}.mx` })).toBeVisible();

    await page.getByRole('button', { name: 'Agregar proyecto' }).click();
    const project = page.getByRole('form', { name: 'Agregar proyecto' });
    await project.getByRole('textbox', { name: 'Nombre del proyecto' }).fill('Tienda en línea');
    await project.getByRole('textbox', { name: 'Avance (%)' }).fill('40');
    await project.getByLabel('Fecha de entrega').fill('2027-02-15');
    await project.getByRole('button', { name: 'Agregar proyecto' }).click();
    await expect(page.getByRole('heading', { name: 'Tienda en línea' })).toBeVisible();

    await page.getByRole('button', { name: 'Agregar factura' }).click();
    const newInvoice = page.getByRole('form', { name: 'Agregar factura' });
    await newInvoice.getByRole('textbox', { name: 'Número de factura' }).fill(invoice);
    await newInvoice.getByRole('textbox', { name: 'Concepto' }).fill('Tienda en línea, anticipo');
    await newInvoice.getByRole('textbox', { name: 'Monto (MXN)' }).fill('4,500');
    await newInvoice.getByLabel('Fecha de vencimiento').fill('2026-12-15');
    await newInvoice.getByRole('button', { name: 'Agregar factura' }).click();
    await expect(newInvoice.getByText('Monto: debe ser un monto en pesos')).toBeVisible();
    await newInvoice.getByRole('textbox', { name: 'Monto (MXN)' }).fill('4500.50');
    await newInvoice.getByRole('button', { name: 'Agregar factura' }).click();
    await expect(page.getByText(`/bitso-mx?factura=${invoice}&monto=4500.50`)).toBeVisible();

    // The client sees all of it.
    const client = await openClientPanel(browser, invitation, clientEmail);
    await expect(client.getByRole('heading', { name: 'Hola, Ana Pérez' })).toBeVisible();
    await expect(client.getByRole('heading', { name: `huerta-${run}.mx` })).toBeVisible();
    await expect(
      client.getByRole('progressbar', { name: 'Avance de Tienda en línea' }),
    ).toHaveAttribute('value', '40');
    await expect(
      client.getByRole('link', { name: `Pagar por transferencia la factura ${invoice}` }),
    ).toBeVisible();

    // Paid: the manager records the transfer.
    await page.getByRole('button', { name: `Marcar pagada la factura ${invoice}` }).click();
    const paid = page.getByRole('form', { name: `Marcar pagada la factura ${invoice}` });
    await paid
      .getByRole('textbox', { name: 'Referencia de la transferencia' })
      .fill('SPEI 0048213');
    await paid.getByRole('button', { name: 'Marcar como pagada' }).click();
    await expect(page.getByText('SPEI 0048213')).toBeVisible();

    // The client asks for the CFDI.
    await client.reload();
    await client.getByRole('button', { name: `Solicitar factura (CFDI) de ${invoice}` }).click();
    const fiscal = client.getByRole('region', {
      name: `Datos fiscales para la factura ${invoice}`,
    });
    await fiscal.getByRole('textbox', { name: 'RFC' }).fill('cal150312ab1');
    await fiscal.getByRole('textbox', { name: 'Nombre o razón social' }).fill('HUERTA ORGANICA');
    await fiscal.getByRole('combobox', { name: 'Régimen fiscal' }).selectOption('601');
    await fiscal.getByRole('combobox', { name: 'Uso del CFDI' }).selectOption('G03');
    await fiscal.getByRole('textbox', { name: 'Código postal' }).fill('06700');
    await fiscal
      .getByRole('textbox', { name: 'Correo para recibir la factura' })
      .fill(`facturas-${run}@huerta.mx`);
    await fiscal.getByRole('button', { name: 'Solicitar factura' }).click();
    await expect(
      client.getByRole('status').filter({ hasText: 'Factura solicitada el' }),
    ).toBeVisible();

    // The pending count on the dashboard, then the queue.
    await page.goto('/panel-agencia');
    const nav = page.getByRole('navigation', { name: 'Secciones del panel' });
    await expect(nav.getByRole('link', { name: /^CFDI \(\d+ pendientes?\)$/ })).toBeVisible();
    await nav.getByRole('link', { name: /^CFDI/ }).click();
    await expect(page).toHaveURL(/\/panel-agencia\/cfdi$/);
    const request = page.getByRole('listitem').filter({ hasText: `Factura ${invoice}` });
    const data = request.getByRole('definition');
    await expect(data.filter({ hasText: 'CAL150312AB1' })).toBeVisible();
    await expect(data.filter({ hasText: `facturas-${run}@huerta.mx` })).toBeVisible();
    await expect(
      request.getByRole('button', { name: `Copiar RFC de la factura ${invoice.toLowerCase()}` }),
    ).toBeVisible();
    await saveShots(page, 'cfdi-cola', testInfo.project.name);
    await expectNoWcagViolationsInEitherScheme(page);

    const issueName = `Registrar el CFDI emitido de la factura ${invoice.toLowerCase()}`;
    await request.getByRole('button', { name: issueName }).click();
    const issue = page.getByRole('form', { name: issueName });
    await issue.getByRole('textbox', { name: 'Folio fiscal' }).fill('5FB2822E-396D');
    await issue.getByRole('button', { name: 'Registrar CFDI' }).click();
    await expect(issue.getByText(/^Folio fiscal: debe ser el folio fiscal \(UUID\)/)).toBeVisible();
    await issue.getByRole('textbox', { name: 'Folio fiscal' }).fill(uuid.toLowerCase());
    await issue.getByRole('textbox', { name: /Enlace de descarga/ }).fill(downloadUrl);
    await issue.getByRole('button', { name: 'Registrar CFDI' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: `Factura ${invoice}` })).toHaveCount(
      0,
    );

    // The client's panel: issued, with the link.
    await client.reload();
    await expect(client.getByText(`Factura emitida · Folio fiscal: ${uuid}`)).toBeVisible();
    await expect(
      client.getByRole('link', { name: `Descargar factura (PDF y XML) de ${invoice}` }),
    ).toHaveAttribute('href', downloadUrl);
    await client.context().close();

    // Each step in the audit log, with who did it.
    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Bitácora' })
      .click();
    const log = page.getByRole('table', { name: 'Bitácora' });
    const steps: [string, string][] = [
      ['cliente creado', `cliente ${clientEmail}`],
      ['servicio agregado', `servicio huerta-${run}.mx de ${clientEmail}`],
      ['proyecto agregado', `proyecto "Tienda en línea" de ${clientEmail}`],
      ['factura agregada', `factura ${invoice}`],
      ['factura marcada como pagada', `factura ${invoice}`],
      ['CFDI emitido', `factura ${invoice} de ${clientEmail}`],
    ];
    for (const [action, detail] of steps) {
      await expect(
        log.getByRole('row').filter({ hasText: action }).filter({ hasText: detail }),
      ).toContainText(manager);
    }
    // What changed is a list: the field in its own element, each value in its own.
    const issued = log
      .getByRole('row')
      .filter({ hasText: 'CFDI emitido' })
      .filter({ hasText: invoice });
    const changes = issued.getByRole('list', { name: 'Cambios' }).getByRole('listitem');
    await expect(changes.filter({ hasText: /^Folio fiscal/ })).toHaveText(
      `Folio fiscal — → pasó a ${uuid}`,
    );
    await expect(changes.filter({ hasText: /^Enlace de descarga/ })).toHaveText(
      `Enlace de descarga — → pasó a ${downloadUrl}`,
    );

    await page.goto('/panel-agencia/clientes');
    await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(clientEmail);
    await expect(page.getByRole('status').filter({ hasText: /^1 cliente$/ })).toBeVisible();
    await page.getByRole('link', { name: 'Ana Pérez', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Bitácora de accesos' })).toBeVisible();
    await expect(page.getByText(/^Activa desde /)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Correos enviados' }).getByRole('listitem').filter({
        hasText: 'Invitación',
      }),
    ).toContainText('Enviado');
    // With its CFDI issued, nothing on the invoice changes but the CFDI's link.
    await expect(page.getByRole('button', { name: `Editar la factura ${invoice}` })).toHaveCount(0);
    await saveShots(page, 'cliente', testInfo.project.name);
    await expectNoWcagViolationsInEitherScheme(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('a reader sees a client and cannot change anything', async ({ page }, testInfo) => {
    const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const reader = `lector-${run}@codigoverde.mx`;
    await addStaff({ email: reader, name: 'Luis Pérez', role: 'lector' });
    await page.goto('/panel-agencia/clientes');
    await signInAndEnrol(page, reader);

    await expect(page.getByRole('searchbox', { name: 'Buscar cliente' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar cliente' })).toHaveCount(0);
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/agencia/clientes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'otro@huerta.mx', name: 'Otro', company: 'Huerta' }),
      });
      return { status: response.status, body: (await response.json()) as { error: string } };
    });
    expect(refused).toEqual({
      status: 403,
      body: { error: 'Tu cuenta es de lectura: puedes ver, no cambiar.' },
    });

    await page.goto('/panel-agencia/cfdi');
    await page.getByRole('button', { name: 'Todas' }).click();
    await expect(page.getByRole('heading', { name: 'Todas las solicitudes' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Registrar|^Cambiar enlace/ })).toHaveCount(0);
  });
});
