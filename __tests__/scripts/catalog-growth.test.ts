/** @jest-environment node */
// `npm run revisar` and the check the build starts with, run on a copy of content/ and public/:
// a twelfth service and a seventh case added as docs/editores.md says, and the faults an editor
// makes on the way, without touching the project's own files.
import { copyFileSync } from 'node:fs';
import { copyProjectForBlock } from '../fixtures/project-copy';

const { at, read, write, run } = copyProjectForBlock('catalogo-copia');
/** Rewrites a file of the copy and gives back a function that puts it back. */
function change(file: string, edit: (source: string) => string): () => void {
  const original = read(file);
  write(file, edit(original));
  return () => write(file, original);
}

const SERVICE = 'content/servicios/automatizacion-procesos.md';
const CASE = 'content/proyectos/pedidos-cafe-la-montana.md';

beforeAll(() => {
  // «Añadir un servicio»: a copy of a similar one, its fields and its two icons.
  write(
    SERVICE,
    read('content/servicios/correccion-errores.md')
      .replace(/^title: .*$/m, 'title: "Automatización de procesos"')
      .replace(/^slug: .*$/m, 'slug: "automatizacion-procesos"')
      .replace(/^order: .*$/m, 'order: 12')
      .replace(
        /^summary: .*$/m,
        'summary: "Conectamos tus hojas de cálculo, tu correo y tus sistemas para que las tareas repetidas se hagan solas."',
      )
      .replace(/correccion-errores(-dark)?\.svg/g, 'automatizacion-procesos$1.svg'),
  );
  const icon = read('public/images/home/services/correccion-errores.svg');
  write('public/images/home/services/automatizacion-procesos.svg', icon);
  write(
    'public/images/home/services/automatizacion-procesos-dark.svg',
    icon.replaceAll('#0b7a3e', '#4cc98a').replaceAll('#e7f5ec', '#163524'),
  );
  // «Añadir un caso»: its client is in the directory, its image in public/, its three sections.
  copyFileSync(
    at('public/images/home/projects/tienda-artesanias-oaxaca.webp'),
    at('public/images/home/projects/pedidos-cafe-la-montana.webp'),
  );
  write(
    CASE,
    read('content/proyectos/sitio-clinica-dental-sonrisa.md')
      .replace(/^title: .*$/m, 'title: "Pedidos en línea de Café La Montaña"')
      .replace(/^slug: .*$/m, 'slug: "pedidos-cafe-la-montana"')
      .replace(/^order: .*$/m, 'order: 7')
      .replace(/^client: .*$/m, 'client: "cafe-la-montana"')
      .replace(/^service: .*$/m, 'service: "automatizacion-procesos"')
      .replace(/^image: .*$/m, 'image: "/images/home/projects/pedidos-cafe-la-montana.webp"')
      .replace(/^url: .*$/m, 'url: "https://cafelamontana.mx"'),
  );
});

describe('a catalog that grows', () => {
  it('takes a twelfth service and a seventh case, in revisar and in the build', () => {
    const review = run('review-content.ts', SERVICE, CASE);
    expect(review.stdout).toMatch(/\n0 errores y \d+ avisos? en \d+ archivos? de 2 revisados/);
    expect(review.status).toBe(0);
    const build = run('check-articles.ts');
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
  }, 60_000);

  it('puts a repeated order on the file given, with every check across files in the same round', () => {
    const restore = [
      change(SERVICE, (source) =>
        source.replace(/^order: 12$/m, 'order: 1').replace(/^summary: .*$/m, 'summary: ""'),
      ),
      change(CASE, (source) =>
        source.replace('client: "cafe-la-montana"', 'client: "cafe-montana"'),
      ),
    ];
    try {
      const review = run('review-content.ts', SERVICE);
      expect(review.status).toBe(1);
      const errors = review.stdout.split('\n').filter((line) => line.startsWith('  error'));
      expect(errors).toEqual([
        expect.stringMatching(
          /^ {2}error {2}content\/proyectos\/pedidos-cafe-la-montana\.md:5:9 — client: "cafe-montana" no es el id de un negocio de content\/directory\.json \(¿quisiste decir «cafe-la-montana», Café La Montaña\?\)/,
        ),
        expect.stringMatching(
          /^ {2}error {2}content\/servicios\/automatizacion-procesos\.md:4:8 — order: 1 ya es el lugar de content\/servicios\/diseno-paginas-web\.md: cada servicio necesita su propio número \(el siguiente al último es 12\)/,
        ),
        expect.stringMatching(
          /^ {2}error {2}content\/servicios\/automatizacion-procesos\.md:5:10 — summary: /,
        ),
      ]);
      // The build says the same at once, each on its file.
      const build = run('check-articles.ts');
      expect(build.status).toBe(1);
      expect(build.stderr).toContain(
        'content/servicios/automatizacion-procesos.md: order: 1 ya es el lugar de content/servicios/diseno-paginas-web.md',
      );
      expect(build.stderr).not.toMatch(/content\/servicios:|exactamente/);
    } finally {
      restore.forEach((undo) => undo());
    }
  }, 60_000);

  it('refuses a leftover {{dato}} of a legal text at once, at its line, in the build as in revisar', () => {
    const file = 'content/legal/terminos-uso.md';
    const restore = change(file, (source) => source.replace('{{legalName}}', '{{nombreLegal}}'));
    try {
      const expected = `${file}:13:3 — {{nombreLegal}} no es un dato que el sitio conozca — Usa uno de: name, legalName,`;
      const build = run('check-articles.ts');
      expect(build.status).toBe(1);
      expect(build.stderr).toContain(expected);
      expect(build.seconds).toBeLessThan(30);
      const review = run('review-content.ts', file);
      expect(review.status).toBe(1);
      expect(review.stdout).toContain(`  error  ${expected}`);
    } finally {
      restore();
    }
  }, 60_000);

  it('checks every kind of content in one round, an article with errors still counting as one', () => {
    const restore = [
      change('content/articles/cache-navegador.md', (source) =>
        source.replace(/^title: .*$/m, 'title: "x"'),
      ),
      change(SERVICE, (source) => source.replace(/^order: 12$/m, 'order: 1')),
      change('content/legal/terminos-uso.md', (source) =>
        source.replace('{{legalName}}', '{{nombreLegal}}'),
      ),
    ];
    try {
      const build = run('check-articles.ts');
      expect(build.status).toBe(1);
      expect(build.stderr).toContain('content/articles/cache-navegador.md: title:');
      expect(build.stderr).toContain('content/servicios/automatizacion-procesos.md: order: 1');
      expect(build.stderr).toContain('content/legal/terminos-uso.md:13:3 — {{nombreLegal}}');
      // The services that relate to it do not say it is missing: its own file says what is wrong.
      expect(build.stderr).not.toContain('"cache-navegador" no es un artículo');
    } finally {
      restore.forEach((undo) => undo());
    }
  }, 60_000);
});
