import { expect, test } from './fixtures';

test.describe('mobile drawer', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile only');

  test('opens with every item, locks the page and moves focus in', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Abrir menú' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const toggle = page.getByRole('button', { name: 'Cerrar menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.locator('#menu-movil');
    for (const name of ['Inicio', 'Sobre nosotros', 'Servicios', 'Proyectos', 'Rifas']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    for (const name of [/Instagram/, /Facebook/, /WhatsApp/]) {
      await expect(drawer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await expect(drawer.getByRole('link', { name: 'Inicio', exact: true })).toBeFocused();

    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main')).toHaveAttribute('inert', '');
  });

  test('the Empresa submenu opens on click', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.locator('#menu-movil');
    const empresa = drawer.locator('summary', { hasText: 'Empresa' });
    await expect(drawer.getByRole('link', { name: 'Blog' })).toBeHidden();
    await empresa.click();
    await expect(drawer.locator('details')).toHaveAttribute('open', '');
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('#menu-movil')).toBeHidden();
  });

  test('Escape closes it and returns focus to the button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#menu-movil')).toBeHidden();
    const button = page.getByRole('button', { name: 'Abrir menú' });
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });

  test('a click on the backdrop closes it and the page scrolls again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.mouse.click(20, 500);
    await expect(page.locator('#menu-movil')).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('following a section link closes it and scrolls', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.locator('#menu-movil').getByRole('link', { name: 'Servicios' }).click();
    await expect(page.locator('#menu-movil')).toBeHidden();
    await expect(page).toHaveURL(/#servicios$/);
  });
});
