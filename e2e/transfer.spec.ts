import { siteConfig } from '../lib/site/site-config';
import { expect, test } from './fixtures';

test.describe('transfer page', () => {
  test('copies the raw CLABE to the clipboard and says "Copiado"', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/bitso-mx');
    await expect(page.getByText('646 180 15700482931 7', { exact: true }).first()).toBeVisible();
    const copy = page.getByRole('button', { name: 'Copiar CLABE' });
    const feedback = page.getByRole('status').filter({ hasText: 'Copiado' });
    await expect(async () => {
      await copy.click();
      await expect(feedback).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.bank.clabe);
  });

  test('builds and copies the payment concept from the invoice number', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/bitso-mx');
    const invoice = page.getByRole('textbox', { name: 'Tu número de factura' });
    const copy = page.getByRole('button', { name: 'Copiar concepto de pago' });
    await expect(async () => {
      await invoice.fill('1042');
      await expect(copy).toBeVisible({ timeout: 1000 });
    }).toPass();
    await copy.click();
    const reference = `${siteConfig.bank.referencePrefix}-1042`;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  });

  test('shows the beneficiary, the bank, the note and the WhatsApp receipt link', async ({
    page,
  }) => {
    await page.goto('/bitso-mx');
    await expect(page.getByText(siteConfig.bank.beneficiary).first()).toBeVisible();
    await expect(page.getByText(siteConfig.bank.bankName)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Este sitio no procesa pagos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar beneficiario' })).toBeVisible();
    const receipt = page.getByRole('link', { name: 'Enviar comprobante por WhatsApp' });
    await expect(receipt).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*comprobante/);
    await expect(receipt).toHaveAttribute('target', '_blank');
  });
});
