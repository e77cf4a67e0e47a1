/** @jest-environment node */
import path from 'node:path';
import { loadCheckedArticles } from '@/lib/blog/articles';
import { buildLinkTargets } from '@/lib/review/link-targets';
import type { PageKind } from '@/lib/content/page-ids';
import { checkLegalLinks, checkMarkdownBody } from '@/lib/review/link-check';
import { outlineMarkdown } from '@/lib/review/markdown-outline';
import { formatProblem } from '@/lib/review/problem';
import { reviewContent } from '@/lib/review/review';

const FIXTURES = path.join('__tests__', 'fixtures', 'articles', 'page-check');
const FILE = path.join(FIXTURES, 'lo-que-ve-el-lector.md');

/** Each error of the fixture article, as `npm run revisar` and the build's check word it. */
const EXPECTED = [
  `${FILE}:12:20 — la etiqueta HTML <a> no se muestra: la página la quita y deja solo su texto — escribe el enlace en Markdown: [texto](/ruta)`,
  `${FILE}:12:29 — el enlace /no-existe no lleva a ninguna página del sitio — Corrige la ruta o quita el enlace`,
  `${FILE}:14:29 — [x][etiqueta-sin-definir]: la etiqueta «etiqueta-sin-definir» no está definida, y la página muestra los corchetes como texto — defínela en una línea aparte ([etiqueta-sin-definir]: /ruta) o escribe el enlace directo: [x](/ruta)`,
  `${FILE}:20:1 — el id «precios» se repite: ya lo lleva el encabezado de la línea 16, y los enlaces #precios solo llevan al primero — dale a uno de los dos otro {#id} al final del encabezado, o cambia su texto`,
  `${FILE}:22:1 — el encabezado #### (h4) salta un nivel: va después de un ## (h2) — usa ### (h3), o pon antes un encabezado de ese nivel`,
  `${FILE}:24:1 — el cuerpo lleva un título # (h1), pero la página ya tiene uno: el título del encabezado — usa ## para una sección o ### para una subsección`,
  expect.stringMatching(
    new RegExp(
      `^${FILE}:26:1 — el bloque de código en «rust» no se puede colorear: la página lo muestra como texto simple — Escribe uno de estos lenguajes tras las comillas: apache, bash, sh, .*, yml, text, txt, plaintext \\(text, sin colores\\)$`,
    ),
  ),
  `${FILE}:30:1 — el bloque de HTML <div> no se muestra: la página lo quita entero, con su texto — escríbelo en Markdown (títulos ##, listas, tablas, **negritas**, [enlaces](/ruta)) o quítalo`,
  `${FILE}:36:1 — el id «contenido» ya lo usa la página para el contenido principal, adonde lleva «Saltar al contenido»: se repetiría, y los enlaces #contenido llevarían allí — cambia el texto del encabezado o dale otro id con {#id} al final`,
];

describe('what a page becomes', () => {
  const previous = process.env.ARTICLES_DIR;
  beforeAll(() => {
    process.env.ARTICLES_DIR = FIXTURES;
  });
  afterAll(() => {
    process.env.ARTICLES_DIR = previous;
  });

  it('npm run revisar reports what the page would hide or break, at the Markdown line and column', async () => {
    const problems = await reviewContent({ files: [FILE], spellChecker: () => [] });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map(formatProblem)).toEqual(EXPECTED);
  });

  it('the build refuses the same errors before it starts', () => {
    let message = '';
    try {
      loadCheckedArticles({ articlesDir: FIXTURES });
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message.split('\n- ').slice(1)).toEqual(EXPECTED);
  });
});

describe('checkLegalLinks', () => {
  const targets = buildLinkTargets({
    articles: [],
    legalAnchors: new Map(),
    catalogPages: new Map(),
  });
  const legal = (body: string, file = 'content/legal/prueba.md') =>
    checkLegalLinks(file, `---\ntitle: 'Prueba'\n---\n${body}`, targets).map(formatProblem);

  it("finds an id shared by a numbered section and another heading, and a body's h1", () => {
    expect(legal('## Uno {#datos}\n\nTexto.\n\n## Dos {#datos}\n\n# Tres\n')).toEqual([
      'content/legal/prueba.md:8:1 — el id «datos» se repite: ya lo lleva el encabezado de la línea 4, y los enlaces #datos solo llevan al primero — dale a uno de los dos otro {#id} al final del encabezado, o cambia su texto',
      'content/legal/prueba.md:10:1 — el cuerpo lleva un título # (h1), pero la página ya tiene uno: el título del encabezado — usa ## para una sección o ### para una subsección',
    ]);
  });

  it('refuses a section whose title would take the id of the index the page puts above it', () => {
    expect(legal('## Índice\n\nTexto.\n\n## Índice general {#indice-general}\n')).toEqual([
      'content/legal/prueba.md:4:1 — el id «indice-titulo» ya lo usa la página para el título del índice: se repetiría, y los enlaces #indice-titulo llevarían allí — cambia el texto del encabezado o dale otro id con {#id} al final',
    ]);
  });

  it('checks the links of raw HTML and lets through the components of an MDX text', () => {
    expect(
      legal(
        'Ver <a href="/politica-cokies">la política</a>.\n\n<StorageTable />\n',
        'content/legal/prueba.mdx',
      ),
    ).toEqual([
      'content/legal/prueba.mdx:4:5 — la etiqueta HTML <a> no se muestra: la página la quita y deja solo su texto — escribe el enlace en Markdown: [texto](/ruta)',
      'content/legal/prueba.mdx:4:14 — el enlace /politica-cokies no lleva a ninguna página del sitio — ¿quisiste decir /politica-cookies? Corrige la ruta o quita el enlace',
    ]);
  });

  it('suggests the closest language a code block may name', () => {
    expect(legal('```typscript\nconst a = 1;\n```\n')[0]).toMatch(
      /^content\/legal\/prueba\.md:4:1 — el bloque de código en «typscript» no se puede colorear: .* — ¿quisiste decir typescript\? Escribe uno de estos lenguajes/,
    );
  });
});

describe('the ids each kind of page keeps for itself', () => {
  const targets = buildLinkTargets({
    articles: [],
    legalAnchors: new Map(),
    catalogPages: new Map(),
  });
  const check = (markdown: string, page: PageKind) =>
    checkMarkdownBody(
      outlineMarkdown(markdown),
      { file: 'pagina.md', anchors: new Set(), published: true, page },
      targets,
    ).map(formatProblem);

  it('are refused only on the pages whose template uses them, whether derived or written as {#id}', () => {
    expect(check('## Cómo trabajamos\n', 'service')).toEqual([
      'pagina.md:1:1 — el id «como-trabajamos» ya lo usa la página para la sección «Cómo trabajamos»: se repetiría, y los enlaces #como-trabajamos llevarían allí — cambia el texto del encabezado o dale otro id con {#id} al final',
    ]);
    // A case's page has no such section: the same heading is the case's own.
    expect(check('## Cómo trabajamos\n', 'project')).toEqual([]);
    expect(check('## Ayuda {#menu-movil}\n', 'project')).toEqual([
      'pagina.md:1:1 — el id «menu-movil» ya lo usa la página para el menú del teléfono: se repetiría, y los enlaces #menu-movil llevarían allí — cambia el texto del encabezado o dale otro id con {#id} al final',
    ]);
  });
});
