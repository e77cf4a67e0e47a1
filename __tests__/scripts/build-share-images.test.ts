/** @jest-environment node */
// The image step that `npm run dev` and `npm run build` start with, run on a copy of content/ and
// public/ with a broken article and a broken service: `npm run dev` must start all the same, a
// build must stop naming the file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { copyProjectForBlock } from '../fixtures/project-copy';

const root = path.join(__dirname, '..', '..');
const ARTICLE = 'content/articles/cache-navegador.md';
const SERVICE = 'content/servicios/bots-discord.md';
/** The folders the step makes, which the copy starts without. */
const { at, read, write, run } = copyProjectForBlock('vistas-previas', [
  'images/share',
  'images/portadas',
  'images/anchos',
]);

const buildShareImages = (...args: string[]) => run('build-share-images.ts', ...args);

const ARTICLE_PROBLEM = `${ARTICLE}: el encabezado YAML no es válido: hay dos puntos (:) dentro de un valor sin comillas (línea 3, columna`;
const SERVICE_PROBLEM = `${SERVICE}: summary: falta este campo obligatorio`;

beforeAll(() => {
  // A colon in a value without quotes: YAML cannot read the header.
  write(
    ARTICLE,
    read(ARTICLE).replace(/^title: .*$/m, 'title: Caché del navegador: cómo funciona'),
  );
  write(SERVICE, read(SERVICE).replace(/^summary: .*\n/m, ''));
});

describe('the images made before the server starts', () => {
  it('under npm run dev, leave out the files with errors, naming each, and make the others', () => {
    const run = buildShareImages('--dev');
    expect(run.status).toBe(0);
    const lines = run.stderr.split('\n');
    expect(lines[0]).toBe(
      'Hay errores en el contenido. npm run dev arranca igual, sin las imágenes de esos archivos, y la página de cada uno muestra sus errores (npm run build se detiene con ellos):',
    );
    expect(lines).toContainEqual(expect.stringContaining(`- ${ARTICLE_PROBLEM}`));
    expect(lines).toContainEqual(`- ${SERVICE_PROBLEM}`);
    expect(run.stdout).toMatch(/vistas previas JPEG para redes: \d+ en public\/images\/share\//);

    const share = (file: string) => existsSync(at(`public/images/share/${file}`));
    expect(share('brand/og-default.jpg')).toBe(true);
    expect(share('blog/guia-completa-hosting.jpg')).toBe(true);
    expect(share('blog/cache-navegador.jpg')).toBe(false);
    expect(share('servicios/aplicaciones-web.jpg')).toBe(true);
    expect(share('servicios/bots-discord.jpg')).toBe(false);
    expect(existsSync(at('public/images/anchos'))).toBe(true);
  }, 60_000);

  it('in a build, stop at the first kind of content with errors, naming the file and the field', () => {
    const articles = buildShareImages();
    expect(articles.status).toBe(1);
    expect(articles.stderr.startsWith(`Hay errores en los artículos:\n- ${ARTICLE_PROBLEM}`)).toBe(
      true,
    );

    write(ARTICLE, readFileSync(path.join(root, ARTICLE), 'utf8'));
    const services = buildShareImages();
    expect(services.status).toBe(1);
    expect(services.stderr).toBe(
      `Hay errores en los servicios y proyectos:\n- ${SERVICE_PROBLEM}\n`,
    );
  }, 60_000);
});
