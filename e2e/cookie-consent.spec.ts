import type { Locator, Page } from '@playwright/test';
import { expect, isMobileProject, testWithoutConsent as test } from './fixtures';

const banner = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });

/** Whether the centre of `link` on screen is the link itself, not something drawn over it. */
function isUncovered(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'userConsent');
}

test.describe('cookie consent', () => {
  test("on a first visit the banner leaves the hero's WhatsApp button and the floating button clickable, and shifts no layout", async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A phone's whole screen and the part its browser's bars leave; a tablet across and a laptop.
    const screens = isMobileProject(testInfo.project.name)
      ? [
          { width: 390, height: 844 },
          { width: 390, height: 664 },
        ]
      : [
          { width: 1024, height: 768 },
          { width: 1440, height: 900 },
        ];
    for (const screen of screens) {
      const size = `${screen.width}×${screen.height}`;
      await page.setViewportSize(screen);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      const hero = page.getByRole('main').getByRole('link', { name: 'Contáctanos por WhatsApp' });
      const floating = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
      for (const link of [hero, floating]) {
        await expect(link, size).toBeInViewport({ ratio: 1 });
        expect(await isUncovered(link), size).toBe(true);
        // Playwright's own check: visible, stable and the one that would receive the click.
        await link.click({ trial: true, timeout: 5_000 });
      }
    }
    await banner(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
    ).toEqual([]);
  });

  test('a keyboard reaches the banner right after the skip link and answers it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    for (const control of [
      banner(page).getByRole('link', { name: 'Política de cookies' }),
      banner(page).getByRole('button', { name: 'Rechazar' }),
      banner(page).getByRole('button', { name: 'Aceptar' }),
    ]) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toBe('accepted');
  });

  test('shows on a first visit with equal choices and a link to the policy', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const accept = banner(page).getByRole('button', { name: 'Aceptar' });
    const reject = banner(page).getByRole('button', { name: 'Rechazar' });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(acceptBox!.width).toBeCloseTo(rejectBox!.width, 0);
    expect(acceptBox!.height).toBeCloseTo(rejectBox!.height, 0);
    await expect(banner(page).getByRole('link', { name: /política de cookies/i })).toHaveAttribute(
      'href',
      '/politica-cookies',
    );
  });

  test('"Aceptar" stores the cookie for a year and userData, and the banner stays away', async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(banner(page)).toHaveCount(0);
    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe('accepted');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBe(
      '{"theme":"dark","lang":"es"}',
    );
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
  });

  test('"Rechazar" writes nothing persistent and hides the banner for this session only', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Rechazar' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCookie(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);

    const laterVisit = await browser.newPage();
    await laterVisit.goto(page.url());
    await expect(banner(laterVisit)).toBeVisible();
    await laterVisit.close();
  });

  test('"Preferencias de cookies" reopens it and rejecting withdraws consent', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('button', { name: 'Preferencias de cookies' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await banner(page).getByRole('button', { name: 'Rechazar' }).click();
    expect(await consentCookie(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  test('corrupted stored values are ignored and removed, never breaking the page', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'userConsent', value: '%E0%A4%A', url: baseURL! }]);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('userData', '{bad');
      }
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await consentCookie(page)).toBeUndefined();
    await banner(page).getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBe(
      '{"theme":"dark","lang":"es"}',
    );
    expect(errors).toEqual([]);
  });
});
