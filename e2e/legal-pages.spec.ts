import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatSpanishDate } from '../lib/site/format';
import { siteConfig } from '../lib/site/site-config';
import { expect, test, testWithoutConsent as baseTest } from './fixtures';
import { exportedHtmlFiles } from './routes';

const LEGAL_PAGES = [
  { path: '/politica-privacidad', title: 'Aviso de privacidad', updated: '2026-12-02' },
  { path: '/politica-cookies', title: 'Política de cookies', updated: '2026-12-02' },
  { path: '/terminos-uso', title: 'Términos de uso', updated: '2026-12-02' },
];

test.describe('legal pages', () => {
  for (const { path, title, updated } of LEGAL_PAGES) {
    test(`${path} shows its title, last-updated date and a working table of contents`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator(`time[datetime="${updated}"]`)).toHaveText(
        formatSpanishDate(updated),
      );
      await expect(page.getByText('Última actualización:')).toBeVisible();

      const toc = page.getByRole('navigation', { name: 'En este documento' });
      const links = toc.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(6);
      const last = links.last();
      const target = (await last.getAttribute('href'))!;
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(`${target} h2`)).toBeInViewport();
    });
  }

  test('the privacy notice names the responsible party and how to exercise ARCO rights', async ({
    page,
  }) => {
    await page.goto('/politica-privacidad');
    const main = page.getByRole('main');
    await expect(
      main.getByText('Código Verde Soluciones Digitales, S.A.S. de C.V.').first(),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: /derechos ARCO/ })).toBeVisible();
    await expect(
      main.getByRole('link', { name: siteConfig.privacyOfficerEmail }).first(),
    ).toHaveAttribute('href', `mailto:${siteConfig.privacyOfficerEmail}`);
    await expect(main.getByRole('link', { name: 'política de cookies' }).first()).toHaveAttribute(
      'href',
      '/politica-cookies',
    );
  });

  test('the privacy notice names the authority, WhatsApp and how long server logs are kept', async ({
    page,
  }) => {
    await page.goto('/politica-privacidad');
    const main = page.getByRole('main');
    const authority = main.locator('#autoridad');
    await expect(authority).toContainText('Secretaría Anticorrupción y Buen Gobierno');
    await expect(authority).toContainText('procedimiento de protección de derechos');
    await expect(authority).toContainText('15 días hábiles');
    await expect(main.locator('#transferencias')).toContainText('Meta Platforms, Inc.');
    await expect(main.locator('#finalidades')).toContainText('consentimiento expreso');
    await expect(main.locator('#responsable')).toContainText('departamento de datos personales');
    await expect(main.getByRole('row', { name: /Registros de acceso del servidor/ })).toContainText(
      '90 días',
    );
  });

  test('the cookie policy lists every key the site writes in its table', async ({ page }) => {
    await page.goto('/politica-cookies');
    const table = page.getByRole('table', { name: /Cookies y claves de almacenamiento/ });
    const keys = table.getByRole('rowheader');
    await expect(keys).toHaveText([
      'userConsent',
      'userData',
      'clientToken',
      '__Host-cv_dispositivo',
      'cookieConsentDismissed',
      'raffleDemo',
    ]);
    await expect(table.getByRole('row', { name: /userConsent/ })).toContainText('365 días');
  });

  test('the terms list the payment methods and the 15-business-day delivery', async ({ page }) => {
    await page.goto('/terminos-uso');
    const main = page.getByRole('main');
    await expect(main.getByText('Este sitio no procesa pagos:')).toBeVisible();
    await expect(main.getByText(/Transferencia SPEI/)).toBeVisible();
    await expect(main.getByText(/Efectivo en OXXO/)).toBeVisible();
    await expect(
      main.getByText(
        'página web se entrega en 15 días hábiles a partir de que apruebas la cotización y nos entregas el contenido',
      ),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'pago por transferencia' })).toHaveAttribute(
      'href',
      '/bitso-mx',
    );
  });
});

test('the terms let a consumer cancel within 5 business days and keep the LFPC rights', async ({
  page,
}) => {
  await page.goto('/terminos-uso');
  const cancellation = page.locator('#cancelacion');
  await expect(cancellation).toContainText('Dentro de los 5 días hábiles');
  await expect(cancellation).toContainText('el anticipo completo');
  await expect(page.locator('#responsabilidad')).toContainText(
    'nada de esta sección limita tus derechos conforme a la Ley Federal de Protección al Consumidor',
  );
  await expect(page.locator('#ley-aplicable')).toContainText('PROFECO');
});

test('the login page shows the short privacy notice with a link to the full one', async ({
  page,
}) => {
  await page.goto('/login-cliente');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await expect(form.getByText('Aviso de privacidad simplificado.')).toBeVisible();
  await expect(form).toContainText(siteConfig.legalName);
  await expect(form.getByRole('link', { name: 'aviso de privacidad completo' })).toHaveAttribute(
    'href',
    '/politica-privacidad',
  );
});

/** The visible text of an exported page and the messages its WhatsApp links prefill. */
function readPageText(file: string): string {
  const html = readFileSync(file, 'utf8').replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ');
  const prefilled = [...html.matchAll(/wa\.me\/\d+\?text=([^"&]+)/g)].map((match) =>
    decodeURIComponent(match[1]!),
  );
  return [html.replace(/<[^>]+>/g, ' '), ...prefilled].join('. ').replace(/\s+/g, ' ');
}

test('no page suggests sending a password over WhatsApp', () => {
  const files = exportedHtmlFiles();
  expect(files.length).toBeGreaterThan(10);
  const offending = files.flatMap((file) =>
    readPageText(file)
      .split(/(?<=[.!?])\s/)
      .filter(
        (sentence) =>
          /contraseña/i.test(sentence) &&
          /whatsapp/i.test(sentence) &&
          !/\bnunca\b/i.test(sentence),
      )
      .map((sentence) => `${file}: ${sentence}`),
  );
  expect(offending).toEqual([]);
});

const banner = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });

baseTest('the cookie policy button reopens the consent banner', async ({ page }) => {
  await page.goto('/politica-cookies');
  await banner(page).getByRole('button', { name: 'Rechazar' }).click();
  await expect(banner(page)).toHaveCount(0);

  await page
    .getByRole('main')
    .getByRole('button', { name: 'Cambiar mis preferencias de cookies' })
    .click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await banner(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect(banner(page)).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'userConsent')?.value).toBe('accepted');
});
