/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ArticleStatus } from '@/lib/blog/article-schema';
import { loadCheckedArticles } from '@/lib/blog/articles';
import { readCatalogAnchors } from '@/lib/catalog/catalog-anchors';
import { listTemplateAnchors } from '@/lib/content/page-ids';
import { checkLinkAddress } from '@/lib/review/link-address';
import { checkLegalLinks, checkMarkdownBody } from '@/lib/review/link-check';
import { buildLinkTargets, type LinkTargets } from '@/lib/review/link-targets';
import { outlineMarkdown } from '@/lib/review/markdown-outline';
import { formatProblem } from '@/lib/review/problem';

const root = path.join(__dirname, '..', '..', '..');
const FIXTURES = path.join('__tests__', 'fixtures', 'articles', 'markdown-as-text');
const FILE = path.join(FIXTURES, 'lo-que-se-ve-como-texto.md');
const WHATSAPP_FIX =
  'escríbelo así: https://wa.me/525512345678 (el número, solo con cifras y con la lada del país)';
const SPACES_FIX =
  'quita los espacios de la dirección (si el nombre de un archivo los lleva, escríbelos %20)';

/** One error for each fault of the fixture, where it is written, with how to fix it. */
const EXPECTED = [
  `${FILE}:14:1 — esta tabla no tiene la fila de guiones bajo la primera fila: la página la muestra como texto, con sus barras — añade debajo de la primera fila: | --- | --- | (si estas filas siguen a una tabla, quita la línea en blanco que las separa)`,
  `${FILE}:21:19 — esta fila tiene 3 celdas y la tabla 2 columnas: la página no muestra «Incluye dominio» — añade la columna a la fila de títulos y a la de guiones, o quita la celda de más (una | dentro de una celda se escribe \\|)`,
  `${FILE}:23:16 — el id {#lanzamiento-🚀} no vale y se ve en el título: un id solo lleva minúsculas sin acentos, números y guiones — escríbelo así: {#lanzamiento}`,
  `${FILE}:25:27 — el id {#Medicion-Movil} no vale y se ve en el título: un id solo lleva minúsculas sin acentos, números y guiones — escríbelo así: {#medicion-movil}`,
  `${FILE}:27:9 — «**» se ve tal cual: la negrita no se abre o no se cierra — pon los ** pegados al texto que resaltan: **texto resaltado**, sin espacio por dentro`,
  `${FILE}:29:19 — [^1] se ve tal cual: el sitio no publica notas al pie — escribe la nota en el texto, entre paréntesis, o en un párrafo aparte, y quita [^1]`,
  `${FILE}:31:10 — el enlace [los planes](/planes y precios) se ve como texto: su dirección lleva espacios — ${SPACES_FIX}`,
  `${FILE}:31:47 — la dirección del enlace «/docs/folleto final.pdf» lleva espacios — ${SPACES_FIX}`,
  `${FILE}:33:14 — el enlace [WhatsApp](https://wa.me/+52 55 1234 5678) se ve como texto: su dirección lleva espacios — ${WHATSAPP_FIX}`,
  `${FILE}:35:7 — el enlace de WhatsApp https://wa.me/5512345678 no abre el chat: le falta la lada del país (52) — ${WHATSAPP_FIX}`,
  `${FILE}:35:50 — el enlace de WhatsApp https://wa.me/+525512345678 no abre el chat: el número lleva el signo + — ${WHATSAPP_FIX}`,
  `${FILE}:35:97 — el enlace mailto:hola@@codigoverde.mx no abre el correo: «hola@@codigoverde.mx» debe ser un correo válido: con una sola @ — escríbelo como mailto:nombre@dominio.mx, con una sola @ y sin espacios`,
  `${FILE}:37:14 — el enlace a /blog no tiene texto: la página no muestra nada que pulsar — escribe entre los corchetes adónde lleva: [Lee la guía](/blog)`,
  `${FILE}:39:12 — el encabezado «Ventajas:» termina en dos puntos: un título nombra su sección, no la presenta — quita los dos puntos: ## Ventajas`,
  `${FILE}:41:1 — el encabezado «🚀» no tiene palabras: el índice y los lectores de pantalla no dicen de qué trata la sección — escribe un título con palabras; el emoji puede ir junto a ellas: ## 🚀 Lanzamiento`,
];

/** The errors of an article's body with one line, `markdown`, against `targets`. */
function checkLinks(markdown: string, targets: LinkTargets, published = true): string[] {
  const file = 'content/articles/origen.md';
  const outline = outlineMarkdown(`${markdown}\n`);
  return checkMarkdownBody(
    outline,
    { file, anchors: outline.headingIds, published, page: 'article' },
    targets,
  ).map(formatProblem);
}

describe('Markdown the page would show as text, and links a click would not open', () => {
  it('npm run revisar gives one error for each, at its line and column, with a fix', () => {
    const run = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/review-content.ts', FILE],
      { cwd: root, env: { ...process.env, ARTICLES_DIR: FIXTURES }, encoding: 'utf8' },
    );
    const errors = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('  error  '))
      .map((line) => line.slice('  error  '.length));
    expect(errors).toEqual(EXPECTED);
    expect(run.status).toBe(1);
  }, 30_000);

  it('the build refuses the same errors, worded the same, before it starts', () => {
    expect(() => loadCheckedArticles({ articlesDir: FIXTURES })).toThrow(
      `Hay errores en los artículos:\n- ${EXPECTED.join('\n- ')}`,
    );
  });

  it('a legal text gets them too, in its numbered sections', () => {
    const targets = buildLinkTargets({
      articles: [],
      legalAnchors: new Map(),
      catalogPages: new Map(),
    });
    const problems = checkLegalLinks(
      'content/legal/prueba.md',
      `---\ntitle: 'Prueba'\n---\n## Datos:\n\nEscribe a [soporte](mailto:soporte@@x.mx) o **ya.\n`,
      targets,
    ).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/legal\/prueba\.md:4:9 — el encabezado «Datos:» termina en dos puntos/,
      ),
      expect.stringMatching(
        /^content\/legal\/prueba\.md:6:11 — el enlace mailto:soporte@@x\.mx no abre el correo/,
      ),
      expect.stringMatching(/^content\/legal\/prueba\.md:6:45 — «\*\*» se ve tal cual/),
    ]);
  });
});

describe('the footnotes, which the site does not publish', () => {
  const targets = buildLinkTargets({
    articles: [],
    legalAnchors: new Map(),
    catalogPages: new Map(),
  });
  const check = (body: string) =>
    checkLegalLinks('prueba.md', `---\ntitle: 'Prueba'\n---\n${body}`, targets).map(formatProblem);

  it('are refused once for each citation, and once for a note no text cites', () => {
    expect(check('Un dato[^a] y otro[^a].\n\n[^a]: La fuente.\n\n[^b]: Sin cita.\n')).toEqual([
      expect.stringMatching(/^prueba\.md:4:8 — la nota al pie \[\^a\] no se publica bien/),
      expect.stringMatching(/^prueba\.md:4:19 — la nota al pie \[\^a\] no se publica bien/),
      expect.stringMatching(
        /^prueba\.md:8:1 — la nota \[\^b\]: … no se publica: ningún \[\^b\] del texto la cita/,
      ),
    ]);
  });
});

describe('checkLinkAddress', () => {
  it('lets through the addresses the site writes', () => {
    for (const url of [
      'https://wa.me/525512345678',
      'https://wa.me/525512345678?text=Hola%2C%20quiero%20una%20cotizaci%C3%B3n',
      'https://wa.me/message/ABCDEF',
      'mailto:hola@codigoverde.mx?subject=Cotizaci%C3%B3n',
      'mailto:ventas+web@codigoverde.mx',
      '/images/blog/mi%20foto.webp',
    ]) {
      expect(checkLinkAddress(url)).toBeUndefined();
    }
  });

  it('writes a wa.me number with dashes or a bare address as the site builds them', () => {
    expect(checkLinkAddress('https://wa.me/52-55-1234-5678?text=Hola ya')).toEqual({
      message:
        'el enlace de WhatsApp https://wa.me/52-55-1234-5678?text=Hola ya no abre el chat: el número lleva guiones, puntos u otros signos; el texto del mensaje lleva espacios sin codificar',
      fix: 'escríbelo así: https://wa.me/525512345678?text=Hola%20ya (el número, solo con cifras y con la lada del país)',
    });
    expect(checkLinkAddress('wa.me/525512345678')?.fix).toBe(
      'escríbelo así: https://wa.me/525512345678',
    );
  });
});

describe('the anchors of a service’s and a case’s page', () => {
  it('are its headings and the sections its template draws, the optional ones only when drawn', () => {
    expect(listTemplateAnchors('service', new Set())).toEqual(
      expect.arrayContaining(['como-trabajamos', 'como-trabajamos-titulo', 'preguntas-titulo']),
    );
    expect(listTemplateAnchors('service', new Set())).not.toContain('articulos-titulo');
    expect(listTemplateAnchors('service', new Set(['articles']))).toContain('articulos-titulo');
    expect(listTemplateAnchors('project', new Set())).not.toContain('resultados-titulo');
    expect(listTemplateAnchors('project', new Set(['results']))).toContain('resultados-titulo');
  });

  it('follow the service’s header: its related articles section exists once one is published', () => {
    const seo = '/servicios/asesoria-seo';
    expect(readCatalogAnchors(new Set()).get(seo)?.anchors).not.toContain('articulos-titulo');
    const published = new Set(['guia-completa-seo-posicionamiento-web']);
    expect(readCatalogAnchors(published).get(seo)).toMatchObject({ page: 'service' });
    expect(readCatalogAnchors(published).get(seo)?.anchors).toContain('articulos-titulo');
    expect(readCatalogAnchors(published).get(seo)?.anchors).toContain('preguntas-titulo');
  });

  it('refuse a section the page does not draw, saying when it does', () => {
    const targets = buildLinkTargets({
      articles: [],
      legalAnchors: new Map(),
      catalogPages: readCatalogAnchors(new Set()),
    });
    expect(
      checkLinks('[los artículos](/servicios/asesoria-seo#articulos-titulo)', targets),
    ).toEqual([
      'content/articles/origen.md:1:1 — #articulos-titulo no está en /servicios/asesoria-seo: la página muestra el título de los artículos relacionados solo cuando el campo articles del servicio nombra un artículo publicado — quita #articulos-titulo o enlaza un encabezado o una sección que /servicios/asesoria-seo sí muestre',
    ]);
  });
});

describe('the anchors of an article’s page', () => {
  const article = (slug: string, status: ArticleStatus, headings = ['una-seccion']) => ({
    slug,
    status,
    category: 'seo',
    headingIds: new Set(headings),
  });
  const targetsOf = (...articles: ReturnType<typeof article>[]) =>
    buildLinkTargets({ articles, legalAnchors: new Map(), catalogPages: new Map() });
  const withRelated = targetsOf(article('guia', 'published'), article('otra', 'published'));
  const alone = targetsOf(article('guia', 'published'), article('borrador', 'draft'));

  it('are its headings and the sections its template draws', () => {
    for (const anchor of [
      'una-seccion',
      'indice-titulo',
      'compartir-titulo',
      'asesoria-titulo',
      'relacionados-titulo',
      'contenido',
      'menu-movil',
    ]) {
      expect(checkLinks(`[la guía](/guia#${anchor})`, withRelated)).toEqual([]);
    }
  });

  it('take #relacionados-titulo only when another published article makes the list', () => {
    expect(checkLinks('[más](/guia#relacionados-titulo)', alone)).toEqual([
      'content/articles/origen.md:1:1 — #relacionados-titulo no está en /guia: la página muestra el título de los artículos relacionados solo cuando hay otro artículo publicado — quita #relacionados-titulo o enlaza un encabezado o una sección que /guia sí muestre',
    ]);
    // A draft's page exists only under npm run dev, which lists every other article.
    expect(checkLinks('[más](/borrador#relacionados-titulo)', alone, false)).toEqual([]);
  });

  it('take #indice-titulo only when the body has a heading for the index', () => {
    const noHeadings = targetsOf(article('guia', 'published', []), article('otra', 'published'));
    expect(checkLinks('[índice](/guia#indice-titulo)', noHeadings)).toEqual([
      'content/articles/origen.md:1:1 — #indice-titulo no está en /guia: la página muestra el título del índice solo cuando el artículo tiene algún encabezado ## o ### — quita #indice-titulo o enlaza un encabezado o una sección que /guia sí muestre',
    ]);
  });

  it('still refuse an id the page does not have, with the closest one', () => {
    expect(checkLinks('[más](/guia#relacionados)', withRelated)).toEqual([
      'content/articles/origen.md:1:1 — #relacionados no es ningún encabezado ni sección de /guia — ¿quisiste decir #relacionados-titulo? Usa el id de un encabezado h2 o h3 de /guia (el que el índice enlaza)',
    ]);
  });

  it('in the build, an article links to its own template’s sections as other pages may', () => {
    const articlesDir = mkdtempSync(path.join(tmpdir(), 'anclas-'));
    try {
      cpSync(path.join(root, '__tests__', 'fixtures', 'articles', 'valid'), articlesDir, {
        recursive: true,
      });
      const first = path.join(articlesDir, 'primero.md');
      const source = readFileSync(first, 'utf8');
      const publicDir = path.join(root, '__tests__', 'fixtures', 'public');
      const write = (links: string) => writeFileSync(first, `${source}\n${links}\n`);
      write('[Compártelo](#compartir-titulo) y [sigue](/segundo#relacionados-titulo).');
      expect(() => loadCheckedArticles({ articlesDir, publicDir })).not.toThrow();
      write('[Sigue](/segundo#relacionados).');
      expect(() => loadCheckedArticles({ articlesDir, publicDir })).toThrow(
        '#relacionados no es ningún encabezado ni sección de /segundo — ¿quisiste decir #relacionados-titulo?',
      );
    } finally {
      rmSync(articlesDir, { recursive: true });
    }
  });
});
