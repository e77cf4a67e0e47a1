import { expect, isMobileProject, test } from './fixtures';

test.describe('header', () => {
  test('is fixed at 10% of the viewport height with the brand linking home', async ({ page }) => {
    await page.goto('/blog');
    const header = page.getByRole('banner');
    const viewport = page.viewportSize()!;
    const box = (await header.boundingBox())!;
    expect(box.height).toBeCloseTo(viewport.height * 0.1, 0);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
    await expect(page.getByRole('link', { name: /Código Verde/ }).first()).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('section links are real links to the home page sections', async ({ page }) => {
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    if (isMobileProject(test.info().project.name)) {
      await nav.getByRole('button', { name: 'Abrir menú' }).click();
    }
    await expect(nav.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute(
      'href',
      '/#inicio',
    );
    await expect(nav.getByRole('link', { name: 'Servicios' })).toHaveAttribute(
      'href',
      '/#servicios',
    );
    await expect(nav.getByRole('link', { name: 'Proyectos' })).toHaveAttribute(
      'href',
      '/#proyectos',
    );
    await expect(nav.getByRole('link', { name: 'Sobre nosotros' })).toHaveAttribute(
      'href',
      '/sobre-nosotros',
    );
  });

  test('on the home page a section link scrolls to the section, clear of the header', async ({
    page,
  }) => {
    await page.goto('/');
    if (isMobileProject(test.info().project.name)) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
    }
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Servicios' })
      .click();
    await expect(page).toHaveURL(/\/#servicios$/);
    await expectSectionInView(page, 'servicios');
  });

  test('from another page a section link goes home and then scrolls', async ({ page }) => {
    await page.goto('/sobre-nosotros');
    if (isMobileProject(test.info().project.name)) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
    }
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Proyectos' })
      .click();
    await expect(page).toHaveURL(/\/#proyectos$/);
    await expectSectionInView(page, 'proyectos');
  });

  test('the Rifas button goes to the raffle page', async ({ page }) => {
    await page.goto('/');
    if (isMobileProject(test.info().project.name)) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
    }
    await page.getByRole('link', { name: 'Rifas', exact: true }).click();
    await expect(page).toHaveURL(/\/sistema-rifas$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

async function expectSectionInView(page: import('@playwright/test').Page, id: string) {
  const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
  await expect
    .poll(async () => {
      const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
      return top >= headerHeight - 1 && top <= headerHeight + 40;
    })
    .toBe(true);
}

test.describe('desktop Empresa submenu', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  test('opens on hover', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Empresa' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Directorio de clientes' }).first().click();
    await expect(page).toHaveURL(/\/directorio-clientes$/);
  });

  test('opens on keyboard focus and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Empresa' });
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Blog', exact: true }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });
});

test.describe('account button', () => {
  test('without a session it leads to the login page', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Abrir menú' }).click();
    const label = isMobile ? 'Iniciar sesión' : 'Área de clientes';
    const account = page.getByRole('banner').getByRole('link', { name: label });
    await expect(account).toHaveAttribute('href', '/login-cliente');
  });

  test('with a token it reads "Mi panel" and follows changes from another tab', async ({
    page,
    context,
    isMobile,
  }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Abrir menú' }).click();
    const banner = page.getByRole('banner');
    const other = await context.newPage();
    await other.goto('/blog');
    await other.evaluate(() => localStorage.setItem('clientToken', 'token-de-prueba'));
    const panel = banner.getByRole('link', { name: 'Mi panel' });
    await expect(panel).toHaveAttribute('href', '/panel-cliente');
    await other.evaluate(() => localStorage.removeItem('clientToken'));
    await expect(panel).toHaveCount(0);
  });
});
