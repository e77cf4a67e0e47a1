import type { Page, Route } from '@playwright/test';
import type { StaffMember } from '../lib/staff-area/staff-contract';
import {
  auditEntries,
  dashboardData,
  recoveryCodes,
  staffEnrolment,
  staffManager,
  staffReader,
} from '../__tests__/fixtures/staff-dashboard';
import { expectNoWcagViolationsInEitherScheme, passRevealDelay } from './accessibility';
import { expect, isMobileProject, test, testWithoutConsent } from './fixtures';
import {
  findControlsStuckUnderFloatingElements,
  findPublicChrome,
  PHONE_SCREENS,
} from './layout-checks';

// These tests answer the staff API's routes with the fixture's data, the way the contract
// (lib/staff-area/staff-contract.ts) says it answers, to reach every state of the page quickly;
// e2e/staff-real-server.spec.ts goes through the real server.

type StaffApi = { requests: string[] };

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * Answers the staff routes for `staff`: no session until the code step succeeds (or from the
 * start with `signedIn`), enrolment on the first sign-in, the fixture's dashboard and audit log.
 */
async function mockStaffApi(
  page: Page,
  staff: StaffMember,
  { signedIn = false } = {},
): Promise<StaffApi> {
  const api: StaffApi = { requests: [] };
  let session = signedIn;
  await page.route('**/api/agencia/**', (route) => {
    const request = route.request();
    const url = new URL(request.url());
    api.requests.push(`${request.method()} ${url.pathname}${url.search}`);
    const path = url.pathname.replace('/api', '');
    if (request.method() === 'POST') {
      expect(request.headers()['content-type']).toBe('application/json');
      if (path === '/agencia/sesion')
        return json(route, 200, { step: 'inscripcion', enrolment: staffEnrolment });
      if (path === '/agencia/sesion/codigo') {
        session = true;
        return json(route, 200, { staff, recoveryCodes });
      }
      if (path === '/agencia/sesion/cerrar') {
        session = false;
        return route.fulfill({ status: 204 });
      }
    }
    if (!session) return json(route, 401, { error: 'Inicia sesión.' });
    if (path === '/agencia/sesion') return json(route, 200, { staff });
    if (path === '/agencia/estadisticas') return json(route, 200, dashboardData);
    if (path === '/agencia/auditoria') {
      if (staff.role !== 'gerente') return json(route, 403, { error: 'Solo gerencia.' });
      // The kind and the person filter as the API does; the fixture fits on one page.
      const kind = url.searchParams.get('tipo');
      const person = url.searchParams.get('persona') ?? '';
      const entries = auditEntries.filter(
        (entry) => (!kind || entry.kind === kind) && entry.actor.includes(person),
      );
      return json(route, 200, { entries, next: null });
    }
    return json(route, 404, { error: 'No existe.' });
  });
  return api;
}

test.describe('staff dashboard', () => {
  test('signs in, enrols, filters by a page and a source, and signs out', async ({ page }) => {
    const api = await mockStaffApi(page, staffManager);
    await page.goto('/panel-agencia');

    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(staffManager.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('clave-del-equipo-2026');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(
      page.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' }),
    ).toBeVisible();
    await expect(page.getByText('JBSW Y3DP EHPK 3PXP', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Código de tu aplicación' }).fill('123456');
    await page.getByRole('button', { name: 'Activar y entrar' }).click();

    await expect(page.getByRole('list', { name: 'Códigos de recuperación' })).toContainText(
      recoveryCodes[0] ?? '',
    );
    await page.getByRole('button', { name: 'Ya los guardé, ir al panel' }).click();

    await expect(page.getByRole('banner')).toContainText(staffManager.name);
    await expect(page.getByText('Visitantes (distintos por día)')).toBeVisible();
    await expect(page.getByText('1,240', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Visitas/ })).toBeVisible();
    // The audit log has its own page; the statistics point to it.
    await expect(page.getByRole('link', { name: 'bitácora', exact: true })).toHaveAttribute(
      'href',
      '/panel-agencia/bitacora',
    );

    await page.getByRole('button', { name: 'Filtrar por la página /sistema-rifas' }).click();
    await expect(page).toHaveURL(/[?&]pagina=%2Fsistema-rifas/);
    await page.getByRole('button', { name: 'Filtrar por el origen google.com' }).click();
    await expect(page).toHaveURL(/[?&]pagina=%2Fsistema-rifas&origen=google\.com$/);
    // The view's URL changes first; its request follows on the next render.
    await expect
      .poll(() => api.requests.at(-1))
      .toContain('&pagina=%2Fsistema-rifas&origen=google.com');

    const csv = page.getByRole('link', { name: 'Descargar CSV' });
    await expect(csv).toHaveAttribute(
      'href',
      /^\/api\/agencia\/estadisticas\.csv\?desde=\d{4}-\d{2}-\d{2}&hasta=\d{4}-\d{2}-\d{2}&agrupar=dia&pagina=%2Fsistema-rifas&origen=google\.com$/,
    );

    await page.getByRole('button', { name: 'Quitar filtro Página: /sistema-rifas' }).click();
    await expect(page).toHaveURL(/\/panel-agencia\?origen=google\.com$/);
    await expect(page.getByRole('button', { name: /Quitar filtro Página/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Ver como tabla' }).click();
    await expect(
      page.getByRole('table', { name: 'Visitas y clics en WhatsApp en el tiempo' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('form', { name: 'Acceso del equipo' })).toBeVisible();
    await expect(page.getByText('Cerraste tu sesión.')).toBeVisible();
    expect(api.requests).toContain('POST /api/agencia/sesion/cerrar');

    // Nothing of the session in the browser's storage: at most the consent's own `userData`.
    const stored = await page.evaluate(() => [
      ...Object.keys(localStorage),
      ...Object.keys(sessionStorage),
    ]);
    expect(stored.filter((key) => key !== 'userData')).toEqual([]);
  });

  test('a reader sees the figures but not the audit log', async ({ page }) => {
    const api = await mockStaffApi(page, staffReader, { signedIn: true });
    await page.goto('/panel-agencia?periodo=7d&dispositivo=movil');

    await expect(page.getByRole('banner')).toContainText(staffReader.name);
    await expect(page.getByText('1,240', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Periodo' })).toHaveValue('7d');
    await expect(
      page.getByRole('button', { name: 'Quitar filtro Dispositivo: movil' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /bitácora/i })).toHaveCount(0);
    expect(api.requests.some((request) => request.includes('auditoria'))).toBe(false);
  });

  test('the enrolment and the dashboard pass axe in both schemes and fit a phone', async ({
    page,
  }, testInfo) => {
    // Four runs of axe.
    test.slow();
    await page.clock.install();
    await mockStaffApi(page, staffManager);
    await page.goto('/panel-agencia?pagina=%2Fblog');
    await passRevealDelay(page);
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(staffManager.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('clave-del-equipo-2026');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('JBSW Y3DP EHPK 3PXP', { exact: true })).toBeVisible();
    await expectNoWcagViolationsInEitherScheme(page);

    await page.getByRole('textbox', { name: 'Código de tu aplicación' }).fill('123456');
    await page.getByRole('button', { name: 'Activar y entrar' }).click();
    await page.getByRole('button', { name: 'Ya los guardé, ir al panel' }).click();
    await expect(page.getByText('1,240', { exact: true })).toBeVisible();
    await expectNoWcagViolationsInEitherScheme(page);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    if (!isMobileProject(testInfo.project.name)) return;
    for (const screen of PHONE_SCREENS) {
      await page.setViewportSize(screen);
      expect(await findControlsStuckUnderFloatingElements(page), `${screen.width} px`).toEqual([]);
    }
  });

  test('is not counted as a visit nor listed for search engines', async ({ page, request }) => {
    await mockStaffApi(page, staffReader);
    // Records each beacon as it is sent; the counter sends a view in an idle callback queued at
    // hydration, so one queued after it runs later.
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      const sent: string[] = [];
      Object.assign(window, { sentBeacons: sent });
      navigator.sendBeacon = (url, data) => {
        sent.push(String(url));
        return send(url, data);
      };
    });
    await page.goto('/panel-agencia');
    const beacons = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(() => resolve((window as { sentBeacons?: string[] }).sentBeacons)),
        ),
    );
    expect(beacons).toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('panel-agencia');
  });
});

test.describe('the audit log page', () => {
  test('a filter is a history entry: Back undoes it, and a link with filters opens them', async ({
    page,
  }) => {
    const api = await mockStaffApi(page, staffManager, { signedIn: true });
    await page.goto('/panel-agencia');
    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Bitácora' })
      .click();
    await expect(page).toHaveURL(/\/panel-agencia\/bitacora$/);
    const kind = page.getByRole('combobox', { name: 'Tipo' });
    const person = page.getByRole('searchbox', { name: 'Persona' });
    const rows = page.getByRole('table', { name: 'Bitácora' }).getByRole('row');
    // The header and the fixture's three entries.
    await expect(rows).toHaveCount(4);

    await kind.selectOption('Cambios');
    await expect(page).toHaveURL(/\/panel-agencia\/bitacora\?tipo=cambio$/);
    await expect(page.getByRole('heading', { name: 'Cambios', level: 2 })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await page.goBack();
    await expect(page).toHaveURL(/\/panel-agencia\/bitacora$/);
    await expect(kind).toHaveValue('');
    await expect(rows).toHaveCount(4);

    // Typing applies once it pauses; Back undoes the whole search, not a letter.
    await person.fill('mariana');
    await expect(page).toHaveURL(/\/panel-agencia\/bitacora\?persona=mariana$/);
    await expect(rows).toHaveCount(3);
    await page.goBack();
    await expect(page).toHaveURL(/\/panel-agencia\/bitacora$/);
    await expect(person).toHaveValue('');
    await expect(rows).toHaveCount(4);
    // One more Back leaves the log for the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/panel-agencia$/);

    await page.goto('/panel-agencia/bitacora?tipo=acceso&persona=mariana');
    await expect(kind).toHaveValue('acceso');
    await expect(person).toHaveValue('mariana');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('inicio de sesión');
    expect(api.requests).toContain('GET /api/agencia/auditoria?tipo=acceso&persona=mariana');
  });

  test('a reader has no «Bitácora» in the bar, and its address says only managers read it', async ({
    page,
  }) => {
    const api = await mockStaffApi(page, staffReader, { signedIn: true });
    await page.goto('/panel-agencia/bitacora');
    await expect(
      page.getByText(
        'Tu cuenta es de lectura: la bitácora solo la ve quien administra la agencia.',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link'),
    ).toHaveText(['Estadísticas', 'Clientes', /^CFDI/, 'Correos']);
    await expect(page.getByRole('form', { name: 'Filtrar la bitácora' })).toHaveCount(0);
    expect(api.requests.some((request) => request.includes('auditoria'))).toBe(false);
  });

  test('passes axe in both schemes, and on a phone each entry is a card with every field named', async ({
    page,
  }, testInfo) => {
    // Two runs of axe.
    test.slow();
    await page.clock.install();
    await mockStaffApi(page, staffManager, { signedIn: true });
    await page.goto('/panel-agencia/bitacora');
    await passRevealDelay(page);
    const rows = page.getByRole('table', { name: 'Bitácora' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    await expectNoWcagViolationsInEitherScheme(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    const failures = rows.last();
    for (const value of ['Cuenta desconocida', '×400', '2001:db8:1:2::/64'])
      await expect(failures.getByText(value, { exact: true })).toBeVisible();
    await expect(failures.getByText(/^inicio de sesión fallido/)).toBeVisible();
    await expect(rows.nth(1).getByRole('list', { name: 'Cambios' })).toBeVisible();
    const labels = failures.getByText(/^(Fecha|Persona|Acción|Detalle|Dirección)$/);
    if (!isMobileProject(testInfo.project.name)) {
      await expect(labels.first()).toBeHidden();
      return;
    }
    await expect(labels).toHaveText(['Fecha', 'Persona', 'Acción', 'Detalle', 'Dirección']);
    for (const label of await labels.all()) await expect(label).toBeVisible();
    for (const screen of PHONE_SCREENS) {
      await page.setViewportSize(screen);
      expect(await findControlsStuckUnderFloatingElements(page), `${screen.width} px`).toEqual([]);
    }
  });
});

test.describe('the staff frame', () => {
  const SECTIONS = [
    ['/panel-agencia', 'Estadísticas'],
    ['/panel-agencia/clientes', 'Clientes'],
    ['/panel-agencia/cfdi', 'CFDI'],
    ['/panel-agencia/correos', 'Correos'],
    ['/panel-agencia/bitacora', 'Bitácora'],
  ] as const;

  // Without consent given: the public pages would show their cookie banner.
  testWithoutConsent(
    'each staff page has the mark, the sections, who is in and sign-out, and no public chrome',
    async ({ page }) => {
      await mockStaffApi(page, staffManager, { signedIn: true });
      for (const [path, section] of SECTIONS) {
        await page.goto(path);
        const bar = page.getByRole('banner');
        await expect(bar).toContainText(staffManager.name);
        await expect(
          bar.getByRole('link', { name: 'Código Verde — panel de la agencia' }),
        ).toHaveAttribute('href', '/panel-agencia');
        const nav = bar.getByRole('navigation', { name: 'Secciones del panel' });
        await expect(nav.getByRole('link')).toHaveText([
          'Estadísticas',
          'Clientes',
          /^CFDI/,
          'Correos',
          'Bitácora',
        ]);
        await expect(nav.locator('[aria-current="page"]')).toHaveText(new RegExp(`^${section}`));
        await expect(bar.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
        expect(await findPublicChrome(page), path).toEqual([]);
      }
    },
  );

  test('signed out, the frame keeps the mark without sections or account', async ({ page }) => {
    await mockStaffApi(page, staffReader);
    await page.goto('/panel-agencia/clientes');
    await expect(page.getByRole('form', { name: 'Acceso del equipo' })).toBeVisible();
    const bar = page.getByRole('banner');
    await expect(
      bar.getByRole('link', { name: 'Código Verde — panel de la agencia' }),
    ).toBeVisible();
    await expect(bar.getByRole('navigation')).toHaveCount(0);
    await expect(bar.getByRole('button')).toHaveCount(0);
    expect(await findPublicChrome(page)).toEqual([]);
  });

  for (const screen of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`the four headline figures are on the first screen at ${screen.width} × ${screen.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await mockStaffApi(page, staffManager, { signedIn: true });
      await page.goto('/panel-agencia');
      const figures = page
        .locator('dl')
        .filter({ has: page.getByText('Clics por cada 100 visitas', { exact: true }) });
      await expect(figures.locator('dt')).toHaveCount(4);
      await expect(figures).toContainText('1,240');
      await page.evaluate(() => document.fonts.ready);
      const box = await figures.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(screen.height);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});
