/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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

/** Every problem of the copy, each file's own and those across files, one line each. */
const problems = (context: Parameters<typeof checkCatalog>[0] = {}) => {
  const check = checkCatalog({ servicesDir, projectsDir, ...context });
  return [...check.fieldProblems, ...check.collectionProblems].map(formatFieldProblem);
};

/** Adds a file to the copy, made from another one of the same folder. */
function add(dir: string, from: string, name: string, change: (source: string) => string): void {
  writeFileSync(
    path.join(dir, `${name}.md`),
    change(readFileSync(path.join(dir, `${from}.md`), 'utf8')),
  );
}

describe('the services and projects of content/', () => {
  it('reads the eleven services and six projects in their order, each with its client', () => {
    const { services, projects, fieldProblems, collectionProblems } = checkCatalog();
    expect([...fieldProblems, ...collectionProblems]).toEqual([]);
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

  it('refuses a slug that is not its file name and a repeated order, on the file just added', () => {
    cpSync(path.join(servicesDir, 'edicion-video.md'), path.join(servicesDir, 'video.md'));
    // The copy was saved last; the file it was made from keeps its place.
    utimesSync(
      path.join(servicesDir, 'edicion-video.md'),
      new Date(2025, 0, 1),
      new Date(2025, 0, 1),
    );
    expect(problems()).toEqual([
      expect.stringMatching(
        /servicios\/video\.md: slug: "edicion-video" no coincide con el nombre del archivo \(línea 3, columna 7\)$/,
      ),
      expect.stringMatching(
        /servicios\/video\.md: order: 8 ya es el lugar de .*servicios\/edicion-video\.md: cada servicio necesita su propio número \(el siguiente al último es 12\) \(línea 4, columna 8\)$/,
      ),
    ]);
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

  it('takes a twelfth service and a seventh project, each in its order', () => {
    add(servicesDir, 'edicion-video', 'fotografia-producto', (source) =>
      source
        .replace(/^title: .*$/m, 'title: "Fotografía de producto"')
        .replace(/^slug: .*$/m, 'slug: "fotografia-producto"')
        .replace(/^order: .*$/m, 'order: 12'),
    );
    add(projectsDir, 'sitio-clinica-dental-sonrisa', 'sitio-cafe-la-montana', (source) =>
      source
        .replace(/^title: .*$/m, 'title: "Sitio web de Café La Montaña"')
        .replace(/^slug: .*$/m, 'slug: "sitio-cafe-la-montana"')
        .replace(/^order: .*$/m, 'order: 7')
        .replace(/^client: .*$/m, 'client: "cafe-la-montana"')
        .replace(/^service: .*$/m, 'service: "fotografia-producto"')
        .replace(/^url: .*$/m, 'url: "https://cafelamontana.mx"'),
    );
    const { services, projects, fieldProblems, collectionProblems } = checkCatalog({
      servicesDir,
      projectsDir,
    });
    expect([...fieldProblems, ...collectionProblems]).toEqual([]);
    expect(services).toHaveLength(12);
    expect(services.at(-1)?.slug).toBe('fotografia-producto');
    expect(projects).toHaveLength(7);
    expect(projects.at(-1)).toMatchObject({
      slug: 'sitio-cafe-la-montana',
      clientName: 'Café La Montaña',
      service: 'fotografia-producto',
    });
  });

  it('reports a repeated order on the file being edited, whichever was saved last', () => {
    add(servicesDir, 'edicion-video', 'fotografia-producto', (source) =>
      source
        .replace(/^slug: .*$/m, 'slug: "fotografia-producto"')
        .replace(/^order: .*$/m, 'order: 1'),
    );
    utimesSync(
      path.join(servicesDir, 'fotografia-producto.md'),
      new Date(2025, 0, 1),
      new Date(2025, 0, 1),
    );
    const editing = [
      path.relative(process.cwd(), path.join(servicesDir, 'fotografia-producto.md')),
    ];
    expect(problems({ editing })).toEqual([
      expect.stringMatching(
        /servicios\/fotografia-producto\.md: order: 1 ya es el lugar de .*servicios\/diseno-paginas-web\.md/,
      ),
    ]);
    // Not given, the file saved last (here the older service, just edited) is the one to change.
    edit(servicesDir, 'diseno-paginas-web', (source) => `${source}\n`);
    expect(problems()).toEqual([
      expect.stringMatching(
        /servicios\/diseno-paginas-web\.md: order: 1 ya es el lugar de .*servicios\/fotografia-producto\.md/,
      ),
    ]);
  });

  it("reports every problem in one round: the headers' and those across files", () => {
    edit(servicesDir, 'bots-discord', (source) =>
      source
        .replace(/^summary: .*$/m, 'summary: ""')
        .replace(/^order: 6$/m, 'order: 7')
        .replace('"atencion-al-cliente-era-digital"', '"atencion-al-cliente"'),
    );
    utimesSync(
      path.join(servicesDir, 'chatbots-whatsapp-ia.md'),
      new Date(2025, 0, 1),
      new Date(2025, 0, 1),
    );
    edit(projectsDir, 'tienda-artesanias-oaxaca', (source) =>
      source
        .replace(/^year: .*$/m, 'year: 1999')
        .replace('client: "artesanias-oaxaca"', 'client: "artesania-oaxaca"')
        .replace('service: "diseno-paginas-web"', 'service: "diseno-pagina-web"'),
    );
    const articles = new Map([['atencion-al-cliente-era-digital', { published: true }]]);
    const found = problems({ articles }).filter((problem) =>
      /(bots-discord|tienda-artesanias-oaxaca)\.md/.test(problem),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/bots-discord\.md: summary: .* \(línea 5, columna 10\)$/),
        expect.stringMatching(
          /bots-discord\.md: order: 7 ya es el lugar de .*chatbots-whatsapp-ia\.md/,
        ),
        expect.stringContaining(
          'bots-discord.md: articles[0]: "atencion-al-cliente" no es un artículo de content/articles (¿quisiste decir «atencion-al-cliente-era-digital»?)',
        ),
        expect.stringMatching(/tienda-artesanias-oaxaca\.md: year: .* \(línea 12, columna 7\)$/),
        expect.stringContaining(
          'tienda-artesanias-oaxaca.md: client: "artesania-oaxaca" no es el id de un negocio de content/directory.json (¿quisiste decir «artesanias-oaxaca», Artesanías Oaxaca?)',
        ),
        expect.stringContaining(
          'tienda-artesanias-oaxaca.md: service: "diseno-pagina-web" no es un servicio de content/servicios (¿quisiste decir «diseno-paginas-web»?)',
        ),
      ]),
    );
    expect(found).toHaveLength(6);
  });

  it('puts a result without its source at the result, not at the top of the file', () => {
    edit(projectsDir, 'sitio-clinica-dental-sonrisa', (source) =>
      source.replace(
        /^features:/m,
        'results:\n  - text: "Las citas en línea llenan la semana."\nfeatures:',
      ),
    );
    expect(problems()).toEqual([
      expect.stringMatching(
        /sitio-clinica-dental-sonrisa\.md: results\[0\]\.source: falta este campo obligatorio \(línea 16, columna 5\)$/,
      ),
    ]);
  });

  it("keeps the projects of a service whose header has errors, and the service's title", () => {
    edit(servicesDir, 'aplicaciones-web', (source) => source.replace(/^summary: .*\n/m, ''));
    const { services, projects, serviceReferences } = checkCatalog({ servicesDir, projectsDir });
    expect(services.map((service) => service.slug)).not.toContain('aplicaciones-web');
    expect(projects.filter((project) => project.service === 'aplicaciones-web')).toHaveLength(3);
    expect(serviceReferences.get('aplicaciones-web')).toEqual({
      slug: 'aplicaciones-web',
      title: 'Aplicaciones web',
    });
  });
});
