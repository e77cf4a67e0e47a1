import type { Locator } from '@playwright/test';
import { checkCatalog } from '../lib/catalog/catalog';
import { getServiceVoice } from '../lib/catalog/service-voice';
import { getProjectPath, getServicePath } from '../lib/site/paths';
import { expect, test } from './fixtures';

const { services, projects } = checkCatalog();
const project = projects[0]!;
const forStudents = services.find((service) => service.speaksTo === 'estudiantes')!;

/** The number of cards in each row of a list, read from where each card starts. */
async function countPerRow(list: Locator): Promise<number[]> {
  const tops = await list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

test.describe('wide screens', () => {
  test.skip(({ isMobile }) => isMobile, 'columns side by side');

  for (const width of [1024, 1440]) {
    test(`a case's technical sheet is 280–320 px wide beside a text of at least 40 rem at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(getProjectPath(project));
      const sheet = page.getByRole('complementary', { name: 'Ficha técnica' });
      const sheetBox = (await sheet.boundingBox())!;
      expect(sheetBox.width).toBeGreaterThanOrEqual(280);
      expect(sheetBox.width).toBeLessThanOrEqual(320);
      const text = page.getByRole('heading', { name: 'El reto', level: 2 }).locator('..');
      const textBox = (await text.boundingBox())!;
      expect(textBox.width).toBeGreaterThanOrEqual(640);
      expect(textBox.x + textBox.width).toBeLessThan(sheetBox.x);
    });
  }

  for (const width of [768, 1024, 1440]) {
    test(`a service's steps fill their rows evenly, none left alone, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const service of services) {
        await page.goto(getServicePath(service));
        const steps = page.getByRole('region', { name: /Paso a paso/ }).getByRole('list');
        const rows = await countPerRow(steps);
        expect(rows.reduce((sum, count) => sum + count, 0)).toBe(service.steps.length);
        // 3 + 3 or 3 + 2, never 4 + 2, 4 + 1 or 2 + 2 + 1.
        const layout = `${service.slug}: ${rows.join(' + ')}`;
        expect(rows.length, layout).toBeGreaterThan(1);
        expect(Math.max(...rows) - Math.min(...rows), layout).toBeLessThanOrEqual(1);
        expect(rows.at(-1), layout).toBeGreaterThan(1);
      }
    });
  }
});

test('the students’ service speaks to students, not to a business', async ({ page }) => {
  const voice = getServiceVoice(forStudents);
  await page.goto(getServicePath(forStudents));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: voice.audienceTitle, level: 2 })).toBeVisible();
  await expect(main.getByRole('heading', { name: voice.contactTitle, level: 2 })).toBeVisible();
  await expect(main).not.toContainText('negocio');
});
