import type { Page } from '@playwright/test';
import { siteConfig } from '../lib/site/site-config';
import { expect, test, testWithoutConsent as baseTest } from './fixtures';

const LEGAL_PAGES = [
  { path: '/politica-privacidad', title: 'Aviso de privacidad' },
  { path: '/politica-cookies', title: 'Política de cookies' },
  { path: '/terminos-uso', title: 'Términos de uso' },
];

test.describe('legal pages', () => {
  for (const { path, title } of LEGAL_PAGES) {
    test(`${path} shows its title, last-updated date and a working table of contents`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const updated = page.locator('time[datetime="2026-11-02"]');
      await expect(updated).toHaveText('2 de noviembre de 2026');
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

  test('the cookie policy lists every key the site writes in its table', async ({ page }) => {
    await page.goto('/politica-cookies');
    const table = page.getByRole('table', { name: /Cookies y claves de almacenamiento/ });
    const keys = table.getByRole('rowheader');
    await expect(keys).toHaveText([
      'userConsent',
      'userData',
      'clientToken',
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
    await expect(main.getByText(/página web se entrega en 15 días hábiles/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'pago por transferencia' })).toHaveAttribute(
      'href',
      '/bitso-mx',
    );
  });
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
