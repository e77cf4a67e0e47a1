import { expect, test } from './fixtures';

test.describe('about page', () => {
  test('introduces the agency with its office address', async ({ page }) => {
    await page.goto('/sobre-nosotros');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Un equipo pequeño');
    const office = page.getByRole('complementary', { name: 'Dónde estamos' });
    await expect(office).toContainText('Av. Álvaro Obregón 182');
    await expect(office).toContainText('Ciudad de México');
  });

  test('walks through the steps, ending with delivery in 15 business days', async ({ page }) => {
    await page.goto('/sobre-nosotros');
    const steps = page
      .getByRole('region', { name: 'Del primer mensaje a la entrega, paso a paso' })
      .getByRole('listitem');
    await expect(steps).toHaveCount(8);
    await expect(steps.first()).toContainText('Primer mensaje por WhatsApp');
    await expect(steps.last()).toContainText('Entrega');
    await expect(steps.last()).toContainText(
      '15 días hábiles a partir de que apruebas la cotización y nos entregas el contenido',
    );
  });

  test('shows the team with initial avatars', async ({ page }) => {
    await page.goto('/sobre-nosotros');
    const team = page.getByRole('region', { name: 'Las personas que harán tu proyecto' });
    const members = team.getByRole('heading', { level: 3 });
    expect(await members.count()).toBeGreaterThanOrEqual(4);
    await expect(team.getByRole('listitem').first()).toContainText('DR');
    await expect(team.getByRole('img')).toHaveCount(0);
  });

  test('ends with a WhatsApp call to action in a new tab', async ({ page }) => {
    await page.goto('/sobre-nosotros');
    const cta = page.getByRole('link', { name: 'Agenda tu llamada por WhatsApp' });
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', /\bnoopener\b/);
    const url = new URL((await cta.getAttribute('href'))!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toMatch(/llamada de diagnóstico/);
  });
});
