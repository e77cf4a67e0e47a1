import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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

test.describe('npm run dev', () => {
  test('shows a draft with its banner, which the build leaves out, and a saved edit without reloading', async ({
    page,
  }, testInfo) => {
    // One size is enough, and one server: this tests the editor's loop, not the layout.
    test.skip(testInfo.project.name !== 'desktop', 'solo en escritorio');
    // A clean clone compiles every page it opens for the first time.
    test.setTimeout(240_000);
    const draft = loadArticles().find((article) => article.status === 'draft');
    expect(draft, 'content/articles has a draft (draft: true)').toBeDefined();
    const { slug, sourceFile } = draft!;

    expect(existsSync(path.join(outDir, `${slug}.html`))).toBe(false);
    for (const file of ['blog.html', 'sitemap.xml', 'rss.xml', 'blog/busqueda.json']) {
      expect(readFileSync(path.join(outDir, file), 'utf8')).not.toContain(slug);
    }

    const file = path.join(root, sourceFile);
    const original = readFileSync(file, 'utf8');
    const { server, ready } = startDevServer();
    try {
      await ready;
      await page.goto(`${devURL}/${slug}`, { timeout: 180_000 });
      await expect(
        page.getByText('Borrador. No se publica mientras su encabezado diga draft: true.'),
      ).toBeVisible();

      // A change that arrives before React has taken over the page is not applied to it.
      await waitForHydration(page);
      // Marks this document: a reload would start a new one without the mark.
      await page.evaluate(() => document.documentElement.setAttribute('data-sin-recargar', ''));
      const sentence = `Esta frase se agregó al guardar el archivo (${Date.now()}).`;
      replaceFile(file, `${original.trimEnd()}\n\n${sentence}\n`);
      const saved = Date.now();
      await expect(page.getByText(sentence)).toBeVisible({ timeout: 15_000 });
      test.info().annotations.push({
        type: 'recarga',
        description: `el texto nuevo apareció ${Date.now() - saved} ms después de guardar`,
      });
      await expect(page.locator('html')).toHaveAttribute('data-sin-recargar', '');
    } finally {
      replaceFile(file, original);
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    }
  });
});
