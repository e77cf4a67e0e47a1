/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const FIXTURES = path.join('__tests__', 'fixtures', 'articles', 'review');

function review(...files: string[]) {
  return spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['scripts/review-content.ts', ...files],
    { cwd: root, env: { ...process.env, ARTICLES_DIR: FIXTURES }, encoding: 'utf8' },
  );
}

describe('npm run revisar', () => {
  it('groups the problems by file and exits 1 when there is an error', () => {
    const file = path.join(FIXTURES, 'con-errores.md');
    const run = review(file);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`\n${file} (9 errores, `);
    expect(run.stdout).toContain(
      `  error  ${file}:12:40 — el enlace /destin no lleva a ninguna página del sitio — ¿quisiste decir /destino?`,
    );
    expect(run.stdout).toContain(
      `  aviso  ${file}:24:41 — «programacion» no está en el diccionario — ¿quisiste decir «programación»`,
    );
    expect(run.stdout).toMatch(/9 errores y 1 aviso en 1 archivo de 1 revisado \(/);
  }, 30_000);

  it('exits 0 when there are only warnings, which never block', () => {
    const file = path.join(FIXTURES, 'destino.md');
    const run = review(file);
    expect(run.stdout).toContain(
      `  aviso  ${file}:12:1 — el texto tiene 10 palabras — un artículo útil pasa de 300: desarrolla las secciones`,
    );
    expect(run.status).toBe(0);
  }, 30_000);

  it('says which file does not exist, or is not an article or a legal text', () => {
    const run = review('content/articles/no-existe.md', 'content/home.json');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/articles/no-existe.md: no existe');
    expect(run.stderr).toContain('content/home.json: no es un artículo');
  }, 30_000);
});
