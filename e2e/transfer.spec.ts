import { siteConfig } from '../lib/site/site-config';
import { expect, test } from './fixtures';

test.describe('transfer page', () => {
  test.describe('copying', () => {
    // The page's copy buttons write to the clipboard; the tests read it back.
    test.beforeEach(async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto('/bitso-mx');
    });

    test('copies the raw CLABE to the clipboard and says "Copiado"', async ({ page }) => {
      await expect(page.getByText('646 180 15700482931 7', { exact: true }).first()).toBeVisible();
      const copy = page.getByRole('button', { name: 'Copiar CLABE' });
      const feedback = page.getByRole('status').filter({ hasText: 'Copiado' });
      await expect(async () => {
        await copy.click();
        await expect(feedback).toBeVisible({ timeout: 1000 });
      }).toPass();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.bank.clabe);
    });

    test('builds and copies the payment concept from the invoice number', async ({ page }) => {
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

  test('a payment link opened without a session shows its invoice and amount', async ({ page }) => {
    await page.goto('/bitso-mx?factura=CV-2026-0142&monto=12500.00');
    const data = page.getByRole('region', { name: 'Datos para tu transferencia' });
    await expect(data.locator('dt:text-is("Factura") + dd')).toHaveText('CV-2026-0142');
    await expect(data.locator('dt:text-is("Monto a transferir") + dd')).toHaveText(
      '$12,500.00 MXN',
    );
    await expect(page.getByRole('button', { name: 'Copiar concepto de pago' })).toBeVisible();
  });

  test('a tampered payment link shows the generic page and injects nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const query of [
      '?factura=<img src=x onerror=alert(1)>&monto=4500.00',
      '?factura=CV-1042&monto=4500.00<script>alert(1)</script>',
      '?factura=CV-1042&monto=-4500',
    ]) {
      await page.goto(`/bitso-mx${query}`);
      await expect(page.getByRole('textbox', { name: 'Tu número de factura' })).toBeVisible();
      await expect(page.getByText('Monto a transferir')).toHaveCount(0);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      const injected = await page.evaluate(() =>
        Array.from(document.scripts).some((script) => script.text.includes('alert(1)')),
      );
      expect(injected).toBe(false);
      const receipt = page.getByRole('link', { name: 'Enviar comprobante por WhatsApp' });
      const text = new URL((await receipt.getAttribute('href')) ?? '').searchParams.get('text');
      expect(text).toMatch(/Mi número de factura es: $/);
    }
    expect(dialogs).toEqual([]);
  });
});
