/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkCatalog, loadCatalog, PROJECTS_DIR, SERVICES_DIR } from '@/lib/catalog/catalog';
import { formatFieldProblem } from '@/lib/content/content-error';

let root: string;
let servicesDir: string;
let projectsDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'catalogo-'));
  servicesDir = path.join(root, 'servicios');
  projectsDir = path.join(root, 'proyectos');
  cpSync(SERVICES_DIR, servicesDir, { recursive: true });
  cpSync(PROJECTS_DIR, projectsDir, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Rewrites one file of the copy: `change` gets its text and returns the new one. */
function edit(dir: string, name: string, change: (source: string) => string): void {
  const file = path.join(dir, `${name}.md`);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

const problems = (context: Parameters<typeof checkCatalog>[0] = {}) =>
  checkCatalog({ servicesDir, projectsDir, ...context }).fieldProblems.map(formatFieldProblem);

describe('the services and projects of content/', () => {
  it('reads the eleven services and six projects in their order, each with its client', () => {
    const { services, projects, fieldProblems } = checkCatalog();
    expect(fieldProblems).toEqual([]);
    expect(services.map((service) => service.order)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    expect(projects).toHaveLength(6);
    const slugs = new Set(services.map((service) => service.slug));
    for (const project of projects) {
      expect(slugs).toContain(project.service);
      expect(project.title).toContain(project.clientName);
    }
  });

  it('names the file, the field, its line and column for a wrong value', () => {
    edit(projectsDir, 'tienda-artesanias-oaxaca', (source) =>
      source.replace('service: "diseno-paginas-web"', 'service: "tiendas-en-linea"'),
    );
    expect(problems()).toEqual([
      expect.stringMatching(
        /proyectos\/tienda-artesanias-oaxaca\.md: service: "tiendas-en-linea" no es un servicio de content\/servicios \(línea 6, columna 10\)$/,
      ),
    ]);
  });

  it('names the closest service, related article and field to a misspelled one', () => {
    edit(projectsDir, 'tienda-artesanias-oaxaca', (source) =>
      source.replace('service: "diseno-paginas-web"', 'service: "diseno-pagina-web"'),
    );
    edit(servicesDir, 'asesoria-seo', (source) =>
      source.replace(/^title:/m, 'titel: "Otro"\ntitle:'),
    );
    edit(servicesDir, 'administracion-hosting', (source) =>
      source.replace('"guia-completa-hosting"', '"guia-completa-hostin"'),
    );
    const articles = new Map([['guia-completa-hosting', { published: true }]]);
    expect(problems({ articles })).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'articles[0]: "guia-completa-hostin" no es un artículo de content/articles (¿quisiste decir «guia-completa-hosting»?)',
        ),
        expect.stringContaining(
          'service: "diseno-pagina-web" no es un servicio de content/servicios (¿quisiste decir «diseno-paginas-web»?)',
        ),
        expect.stringContaining('campo desconocido: "titel" (¿quisiste decir «title»?)'),
      ]),
    );
  });

  it('names a missing field', () => {
    edit(servicesDir, 'asesoria-seo', (source) => source.replace(/^summary: .*\n/m, ''));
    expect(problems()).toEqual([
      expect.stringMatching(/servicios\/asesoria-seo\.md: summary: falta este campo obligatorio$/),
    ]);
  });

  it('refuses a missing image, naming the file and field', () => {
    edit(projectsDir, 'reservas-el-filo-barberia', (source) =>
      source.replace('app-reservas-barberia.webp', 'no-existe.webp'),
    );
    expect(problems()).toEqual([
      expect.stringContaining(
        'reservas-el-filo-barberia.md: image: no existe public/images/home/projects/no-existe.webp',
      ),
    ]);
  });

  it('refuses a duplicate slug, a repeated order and a wrong count', () => {
    cpSync(path.join(servicesDir, 'edicion-video.md'), path.join(servicesDir, 'video.md'));
    const found = problems();
    expect(found).toContainEqual(
      expect.stringContaining(
        'servicios/video.md: slug: "edicion-video" no coincide con el nombre del archivo',
      ),
    );
    expect(found).toContainEqual(expect.stringContaining('order: 8 ya lo usa'));
    expect(found).toContainEqual(
      expect.stringContaining('servicios: debe haber exactamente 11 servicios (hay 12)'),
    );
  });

  it('refuses a project whose client, title or site do not match the directory', () => {
    edit(projectsDir, 'sitio-clinica-dental-sonrisa', (source) =>
      source
        .replace(
          'title: "Sitio web de Clínica Dental Sonrisa"',
          'title: "Sitio web de una clínica"',
        )
        .replace('url: "https://clinicadentalsonrisa.mx"', 'url: "https://otro-dominio.mx"'),
    );
    expect(problems()).toEqual([
      expect.stringContaining(
        'title: debe nombrar al cliente como en content/directory.json: «Clínica Dental Sonrisa»',
      ),
      expect.stringContaining(
        'url: debe estar en el dominio del cliente en content/directory.json: clinicadentalsonrisa.mx',
      ),
    ]);
  });

  it('refuses a slug an article uses and a related article that is not published', () => {
    const articles = new Map([
      ['asesoria-seo', { published: true }],
      ['guia-completa-seo-posicionamiento-web', { published: false }],
    ]);
    const found = problems({ articles });
    expect(found).toContainEqual(
      expect.stringContaining('asesoria-seo.md: slug: "asesoria-seo" ya es el slug de un artículo'),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /articles\[\d\]: "guia-completa-seo-posicionamiento-web" no está publicado todavía/,
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /articles\[\d\]: "guia-completa-hosting" no es un artículo de content\/articles/,
      ),
    );
  });

  it('fails the build with every problem, one per line', () => {
    edit(servicesDir, 'bots-discord', (source) => source.replace(/^order: 6$/m, 'order: "seis"'));
    expect(() => loadCatalog({ servicesDir, projectsDir })).toThrow(
      /Hay errores en los servicios y proyectos:\n- .*bots-discord\.md: order: .*\(línea 4, columna 8\)/,
    );
  });
});
