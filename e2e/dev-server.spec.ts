import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';
import { loadArticles } from '../lib/blog/articles';

// `npm run dev` as an editor uses it: its own server, on E2E_PORT + 50 (3150 by default).
const DEV_PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const devURL = `http://localhost:${DEV_PORT}`;
const root = path.join(__dirname, '..');
const outDir = path.join(root, 'out');

/**
 * Replaces a file at once (a new file renamed over it): the other tests, which read the articles
 * while this one runs, never see it half written.
 */
function replaceFile(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

function startDevServer(): { server: ChildProcess; ready: Promise<void> } {
  // Its own process group, so stopping it stops next dev too.
  const server = spawn('npm', ['run', 'dev', '--', '--port', String(DEV_PORT)], {
    cwd: root,
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      if (/Ready in/.test(output)) resolve();
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    server.on('exit', (code) => reject(new Error(`npm run dev terminó (${code}):\n${output}`)));
  });
  return { server, ready };
}

/** Keeps a content file's text, so that a test may break it and always put it back. */
function editFile(relativePath: string) {
  const file = path.join(root, relativePath);
  const original = readFileSync(file, 'utf8');
  return {
    original,
    write: (text: string) => replaceFile(file, text),
    restore: () => replaceFile(file, original),
  };
}

/** Marks the open document: a reload would start a new one without the mark. */
async function markDocument(page: Page): Promise<void> {
  // A change that arrives before React has taken over the page is not applied to it.
  await waitForHydration(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-sin-recargar', ''));
}

// One server for every test of this file, one after the other: they share its compiled pages.
test.describe.serial('npm run dev', () => {
  let server: ChildProcess | undefined;

  test.beforeAll(async ({}, testInfo) => {
    // One size is enough, and one server: this tests the editor's loop, not the layout.
    test.skip(testInfo.project.name !== 'desktop', 'solo en escritorio');
    test.setTimeout(120_000);
    const dev = startDevServer();
    server = dev.server;
    await dev.ready;
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test('shows a draft with its banner, which the build leaves out, and a saved edit without reloading', async ({
    page,
  }) => {
    // A clean clone compiles every page it opens for the first time.
    test.setTimeout(240_000);
    const draft = loadArticles().find((article) => article.status === 'draft');
    expect(draft, 'content/articles has a draft (draft: true)').toBeDefined();
    const { slug, sourceFile } = draft!;

    expect(existsSync(path.join(outDir, `${slug}.html`))).toBe(false);
    for (const file of ['blog.html', 'sitemap.xml', 'rss.xml', 'blog/busqueda.json']) {
      expect(readFileSync(path.join(outDir, file), 'utf8')).not.toContain(slug);
    }

    const file = editFile(sourceFile);
    try {
      await page.goto(`${devURL}/${slug}`, { timeout: 180_000 });
      await expect(
        page.getByText('Borrador. No se publica mientras su encabezado diga draft: true.'),
      ).toBeVisible();

      await markDocument(page);
      const sentence = `Esta frase se agregó al guardar el archivo (${Date.now()}).`;
      file.write(`${file.original.trimEnd()}\n\n${sentence}\n`);
      const saved = Date.now();
      await expect(page.getByText(sentence)).toBeVisible({ timeout: 15_000 });
      test.info().annotations.push({
        type: 'recarga',
        description: `el texto nuevo apareció ${Date.now() - saved} ms después de guardar`,
      });
      await expect(page.locator('html')).toHaveAttribute('data-sin-recargar', '');
    } finally {
      file.restore();
    }
  });

  test('shows a content error on its own page in Spanish and keeps the other pages working', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    // cache-navegador links to guia-completa-hosting, the article this test breaks.
    const broken = editFile('content/articles/guia-completa-hosting.md');
    const pages = editFile('content/pages.json');
    const other = await context.newPage();
    try {
      await page.goto(`${devURL}/guia-completa-hosting`, { timeout: 180_000 });
      const heading = page.getByRole('heading', { level: 1, name: /Guía completa/ });
      await expect(heading).toBeVisible();
      await markDocument(page);

      // A colon in a value without quotes: the YAML header cannot be read.
      broken.write(broken.original.replace(/^title: .*$/m, 'title: Guía de hosting: cómo elegir'));
      const alert = page.getByRole('alert').filter({ hasText: 'content/articles/' });
      await expect(alert).toContainText(
        'content/articles/guia-completa-hosting.md: el encabezado YAML no es válido: hay dos puntos (:) dentro de un valor',
        { timeout: 15_000 },
      );
      await expect(alert).toContainText('(línea 3, columna');

      // Another article, which links to the broken one, still shows.
      await other.goto(`${devURL}/cache-navegador`, { timeout: 180_000 });
      await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(other.getByRole('alert').filter({ hasText: 'content/' })).toHaveCount(0);

      // Fixed, the article comes back by itself, without a reload.
      broken.restore();
      const fixed = Date.now();
      await expect(heading).toBeVisible({ timeout: 20_000 });
      test.info().annotations.push({
        type: 'recuperación',
        description: `el artículo volvió ${Date.now() - fixed} ms después de corregirlo`,
      });
      await expect(alert).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('data-sin-recargar', '');

      // A JSON file with a missing comma: the same notice, with its line and column.
      pages.write(pages.original.replace(/",\n(\s*"lead")/, '"\n$1'));
      await other.reload();
      const jsonAlert = other.getByRole('alert').filter({ hasText: 'content/pages.json' });
      await expect(jsonAlert).toContainText('content/pages.json: no es JSON válido', {
        timeout: 15_000,
      });
      await expect(jsonAlert).toContainText(/\(línea \d+, columna \d+\)/);
    } finally {
      broken.restore();
      pages.restore();
    }
  });

  test('a broken service or case breaks only its own page, and the others keep working', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    // aplicaciones-web has three cases, reservas-el-filo-barberia among them.
    const service = editFile('content/servicios/aplicaciones-web.md');
    const project = editFile('content/proyectos/tienda-artesanias-oaxaca.md');
    const other = await context.newPage();
    try {
      await page.goto(`${devURL}/servicios/aplicaciones-web`, { timeout: 180_000 });
      const heading = page.getByRole('heading', { level: 1, name: 'Aplicaciones web' });
      await expect(heading).toBeVisible();
      await markDocument(page);

      // The header reads as YAML, but one of its fields is not valid.
      service.write(service.original.replace(/^summary: .*$/m, 'summary: ""'));
      const alert = page.getByRole('alert').filter({ hasText: 'content/servicios/' });
      await expect(alert).toContainText('content/servicios/aplicaciones-web.md: summary:', {
        timeout: 20_000,
      });
      await expect(alert).toContainText('(línea 5, columna 10)');

      // The home page, /servicios (without its card), another service and its own cases work on.
      for (const pagePath of [
        '/',
        '/servicios',
        '/servicios/diseno-paginas-web',
        '/proyectos/reservas-el-filo-barberia',
      ]) {
        await other.goto(`${devURL}${pagePath}`, { timeout: 180_000 });
        await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(other.getByRole('alert').filter({ hasText: 'content/' })).toHaveCount(0);
        const serviceLinks = other
          .getByRole('main')
          .getByRole('link', { name: 'Aplicaciones web', exact: true });
        if (pagePath === '/servicios') await expect(serviceLinks).toHaveCount(0);
        if (pagePath.startsWith('/proyectos/')) await expect(serviceLinks.first()).toBeVisible();
      }

      // Fixed, the service comes back by itself, without a reload.
      service.restore();
      await expect(heading).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('html')).toHaveAttribute('data-sin-recargar', '');

      // A case opened fresh with an error: the Spanish notice, never Next's own overlay.
      project.write(project.original.replace('## La solución', '## Solución'));
      const fresh = await context.newPage();
      await fresh.goto(`${devURL}/proyectos/tienda-artesanias-oaxaca`, { timeout: 180_000 });
      await expect(
        fresh.getByRole('alert').filter({ hasText: 'content/proyectos/' }),
      ).toContainText(
        'content/proyectos/tienda-artesanias-oaxaca.md:30:1 — «## Solución» no es una de las tres secciones de un caso',
        { timeout: 20_000 },
      );
      await expect(fresh.locator('nextjs-portal').getByRole('dialog')).toHaveCount(0);
      await expect(fresh.getByText('Runtime Error')).toBeHidden();
      await other.goto(`${devURL}/`, { timeout: 180_000 });
      await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      service.restore();
      project.restore();
    }
  });

  test('opens a new article as soon as its card shows on /blog', async ({ page, request }) => {
    test.setTimeout(120_000);
    const draft = loadArticles().find((article) => article.status === 'draft')!;
    const slug = 'articulo-nuevo-de-prueba';
    const title = `Artículo nuevo de prueba ${Date.now()}`;
    const file = path.join(root, path.dirname(draft.sourceFile), `${slug}.md`);
    const draftText = readFileSync(path.join(root, draft.sourceFile), 'utf8');
    try {
      await page.goto(`${devURL}/blog`, { timeout: 180_000 });
      await markDocument(page);

      const maxId = Math.max(...loadArticles().map((article) => article.id));
      replaceFile(
        file,
        draftText
          .replace(/^id: .*$/m, `id: ${maxId + 1}`)
          .replace(/^title: .*$/m, `title: '${title}'`)
          .replace(/^slug: .*$/m, `slug: '${slug}'`),
      );
      await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 15_000 });
      const response = await request.get(`${devURL}/${slug}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(title);
      await expect(page.locator('html')).toHaveAttribute('data-sin-recargar', '');
    } finally {
      rmSync(file, { force: true });
    }
  });
});
