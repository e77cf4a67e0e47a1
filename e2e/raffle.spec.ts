import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const board = (page: Page) => page.getByRole('group', { name: 'Elige tus números' });
const messageOf = async (page: Page, name: string) => {
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  return new URL(href ?? '').searchParams.get('text') ?? '';
};

test.describe('raffle system page', () => {
  test('asks for the raffle system on WhatsApp in a new tab', async ({ page }) => {
    await page.goto('/sistema-rifas');
    const cta = page.getByRole('link', { name: 'Quiero mi sistema de rifas' }).first();
    await expect(cta).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(cta).toHaveAttribute('target', '_blank');
    expect(await messageOf(page, 'Quiero mi sistema de rifas')).toContain('sistema de rifas');
  });

  test('choosing numbers updates the total and the WhatsApp link', async ({ page }) => {
    await page.goto('/sistema-rifas');
    await expect(page.getByRole('button', { name: 'Apartar por WhatsApp' })).toBeDisabled();

    await board(page).getByRole('button', { name: 'Número 42, disponible' }).click();
    await board(page).getByRole('button', { name: 'Número 07, disponible' }).click();
    await expect(
      board(page).getByRole('button', { name: 'Número 07, disponible' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2 boletos: 07 y 42')).toBeVisible();
    await expect(page.getByText('$300.00', { exact: true })).toBeVisible();
    const reserve = page.getByRole('link', { name: 'Apartar por WhatsApp' });
    await expect(reserve).toHaveAttribute('target', '_blank');
    await expect(reserve).toHaveAttribute('rel', 'noopener noreferrer');
    const message = await messageOf(page, 'Apartar por WhatsApp');
    expect(message).toContain('los números 07 y 42');
    expect(message).toContain('Total: $300.00 MXN');

    await board(page).getByRole('button', { name: 'Número 42, disponible' }).click();
    await expect(page.getByText('1 boleto: 07')).toBeVisible();
    expect(await messageOf(page, 'Apartar por WhatsApp')).toContain('el número 07');

    await page.reload();
    await expect(
      board(page).getByRole('button', { name: 'Número 07, disponible' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('sold numbers cannot be chosen', async ({ page }) => {
    await page.goto('/sistema-rifas');
    const sold = board(page).getByRole('button', { name: 'Número 04, vendido' });
    await expect(sold).toBeDisabled();
    await sold.click({ force: true });
    await expect(page.getByText('Aún no eliges números.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apartar por WhatsApp' })).toBeDisabled();
  });

  test('the draw reveals the seed of the commitment shown before, and Verificar agrees', async ({
    page,
  }) => {
    await page.goto('/sistema-rifas');
    const panel = page.getByRole('region', { name: 'Sorteo de demostración' });
    const valueOf = (term: string) =>
      panel.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

    await panel.getByRole('button', { name: 'Iniciar ronda' }).click();
    await expect(valueOf('Compromiso')).toHaveText(/^[0-9a-f]{64}$/);
    const commitment = (await valueOf('Compromiso').innerText()).trim();
    await expect(panel.locator('dt', { hasText: 'Semilla revelada' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Realizar sorteo' }).click();
    await expect(valueOf('Semilla revelada')).toHaveText(/^[0-9a-f]{64}$/);
    const seed = (await valueOf('Semilla revelada').innerText()).trim();
    expect(sha256(seed)).toBe(commitment);
    await expect(valueOf('Compromiso')).toHaveText(commitment);
    await expect(panel.getByRole('status')).toHaveText(/ganó el número \d{2}\.$/);
    const winner = /(\d{2})\.$/.exec(await panel.getByRole('status').innerText())?.[1] ?? '';
    await expect(
      board(page).getByRole('button', { name: `Número ${winner}, vendido` }),
    ).toBeDisabled();

    const form = page.getByRole('form', { name: 'Verifica un sorteo' });
    await form.getByLabel('Semilla revelada').fill(seed);
    await form.getByRole('button', { name: 'Verificar' }).click();
    await expect(form.getByText(commitment, { exact: true })).toBeVisible();
    await expect(
      form.getByText('Número ganador').locator('xpath=following-sibling::*[1]'),
    ).toHaveText(winner);
  });
});
