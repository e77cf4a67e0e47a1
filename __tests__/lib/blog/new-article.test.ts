/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkArticles, loadArticles, loadCheckedArticles } from '@/lib/blog/articles';
import { TEMPLATE_TEXTS } from '@/lib/blog/article-template';
import { createArticleDraft, slugifyTitle } from '@/lib/blog/new-article';
import { askDraftAnswers } from '@/lib/blog/new-article-questions';
import { getAuthorsContent } from '@/lib/blog/authors';
import { getCategories } from '@/lib/blog/categories';
import { formatProblem } from '@/lib/review/problem';
import { createTempDirPerTest } from '../../fixtures/temp-dir';

const root = path.join(__dirname, '..', '..', '..');

describe('slugifyTitle', () => {
  it.each([
    ['Guía rápida de caché', 'guia-rapida-de-cache'],
    ['¿Qué es el SEO? ¡Todo, en 2025!', 'que-es-el-seo-todo-en-2025'],
    ['Diseño y añoranza: ÑANDÚ', 'diseno-y-anoranza-nandu'],
    ['  --Hola   mundo--  ', 'hola-mundo'],
    ['🚀 ✨', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugifyTitle(title)).toBe(slug);
  });
});

describe('createArticleDraft', () => {
  const tempDir = createTempDirPerTest('nuevo-articulo');
  const create = (title: string, today = '2026-11-24') =>
    createArticleDraft(title, { articlesDir: tempDir(), today }).file;

  it('writes a draft with the next id and today that validates like any article', () => {
    create('Cómo elegir un dominio para tu negocio');
    const file = create('Guía rápida de caché');
    expect(path.basename(file)).toBe('guia-rapida-de-cache.md');
    const articles = loadArticles({ articlesDir: tempDir(), today: '2026-11-24' });
    expect(articles.map((article) => article.id)).toEqual([2, 1]);
    expect(articles[0]).toMatchObject({
      id: 2,
      slug: 'guia-rapida-de-cache',
      title: 'Guía rápida de caché',
      publishedDate: '2026-11-24',
      draft: true,
      status: 'draft',
    });
    expect(readFileSync(file, 'utf8')).toContain('# Quita esta línea');
  });

  it('takes the first id of the articles scheduled after today, which move up by one', () => {
    create('Un artículo que ya salió', '2026-11-20');
    const scheduled = [
      create('Ofertas de fin de año para tiendas en línea', '2026-12-01'),
      create('Cómo planear el sitio web de tu negocio en 2027', '2027-01-05'),
    ];
    const { file, renumbered } = createArticleDraft('Guía rápida de caché', {
      articlesDir: tempDir(),
      today: '2026-11-24',
    });
    expect(renumbered).toEqual([
      { file: scheduled[1], from: 3, to: 4 },
      { file: scheduled[0], from: 2, to: 3 },
    ]);
    const articles = loadArticles({ articlesDir: tempDir(), today: '2026-11-24' });
    expect(articles.map(({ id, publishedDate }) => [id, publishedDate])).toEqual([
      [4, '2027-01-05'],
      [3, '2026-12-01'],
      [2, '2026-11-24'],
      [1, '2026-11-20'],
    ]);
    expect(articles.find((article) => article.id === 2)?.sourceFile).toContain(path.basename(file));
  });

  it('leaves the category for the editor to choose, and lists the categories and authors', () => {
    const file = create('Guía rápida de caché');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain("category: ''");
    expect(text).toContain('#   hosting: Hosting y velocidad');
    expect(text).toContain('#   jorge-hernandez: Jorge Hernández');
    const [draft] = loadArticles({ articlesDir: tempDir(), today: '2026-11-24' });
    expect(draft).toMatchObject({
      category: '',
      categoryInfo: null,
      byline: { kind: 'organization' },
    });

    writeFileSync(file, text.replace('draft: true\n', ''));
    expect(() => loadArticles({ articlesDir: tempDir(), today: '2026-11-24' })).toThrow(
      'guia-rapida-de-cache.md: category: elige una de content/categories.json antes de publicar',
    );
    writeFileSync(
      file,
      text
        .replace('draft: true\n', '')
        .replace("category: ''", "category: 'hosting'")
        .replace("# author: 'daniela-rios'", "author: 'jorge-hernandez'"),
    );
    const [published] = loadArticles({ articlesDir: tempDir(), today: '2026-11-24' });
    expect(published).toMatchObject({
      status: 'published',
      categoryInfo: { slug: 'hosting' },
      byline: { kind: 'person', name: 'Jorge Hernández' },
    });
  });

  it('keeps quotes of the title', () => {
    create("El 'truco' del caché del navegador");
    const [article] = loadArticles({ articlesDir: tempDir(), today: '2026-11-24' });
    expect(article?.title).toBe("El 'truco' del caché del navegador");
  });

  it('refuses a slug that exists, an empty title and a reserved slug', () => {
    create('Guía rápida de caché');
    expect(() => create('Guía rápida de cache')).toThrow(
      'Título: ya existe un artículo con el slug "guia-rapida-de-cache"',
    );
    expect(() => create('   ')).toThrow('Título: falta el título');
    expect(() => create('Sobre nosotros')).toThrow('"sobre-nosotros" está reservado');
  });

  it('exits with code 1 and a Spanish message when the slug exists', () => {
    create('Guía rápida de caché');
    const run = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/new-article.ts', 'Guía rápida de caché'],
      { cwd: root, env: { ...process.env, ARTICLES_DIR: tempDir() }, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ya existe un artículo con el slug');
  });
});

describe('the template left in an article', () => {
  const tempDir = createTempDirPerTest('plantilla');

  /** A new draft, with `change` applied to its text. */
  function draft(change: (text: string) => string = (text) => text): string {
    const { file } = createArticleDraft('Guía rápida de caché', {
      articlesDir: tempDir(),
      today: '2026-11-24',
    });
    writeFileSync(file, change(readFileSync(file, 'utf8')));
    return path.relative(root, file);
  }
  const publish = (text: string) =>
    text.replace('draft: true\n', '').replace("category: ''", "category: 'hosting'");
  const check = () =>
    checkArticles({ articlesDir: tempDir(), today: '2026-11-24' }).templateProblems;

  it('refuses to publish the example description, keywords and body, each at its place', () => {
    const file = draft(publish);
    expect(check().map(formatProblem)).toEqual([
      `${file}:6:14 — description: todavía es el texto de ejemplo de la plantilla — escribe la meta descripción: de 120 a 156 caracteres que digan de qué trata el artículo`,
      `${file}:8:12 — keywords[0]: «palabra clave principal» es un ejemplo de la plantilla — escribe una frase que alguien buscaría para encontrar este artículo, o quítala`,
      `${file}:8:39 — keywords[1]: «segunda palabra clave» es un ejemplo de la plantilla — escribe una frase que alguien buscaría para encontrar este artículo, o quítala`,
      `${file}:8:64 — keywords[2]: «tercera palabra clave» es un ejemplo de la plantilla — escribe una frase que alguien buscaría para encontrar este artículo, o quítala`,
      `${file}:8:89 — keywords[3]: «cuarta palabra clave» es un ejemplo de la plantilla — escribe una frase que alguien buscaría para encontrar este artículo, o quítala`,
      expect.stringMatching(
        /:\d+:1 — este texto es el ejemplo de la plantilla — cámbialo por el tuyo o bórralo$/,
      ),
      expect.stringMatching(/:\d+:1 — este texto es el ejemplo de la plantilla/),
      expect.stringMatching(/:\d+:1 — este texto es el ejemplo de la plantilla/),
      expect.stringMatching(/:\d+:1 — este texto es el ejemplo de la plantilla/),
      expect.stringMatching(/:\d+:10 — este texto es el ejemplo de la plantilla/),
      expect.stringMatching(/:\d+:10 — este texto es el ejemplo de la plantilla/),
      expect.stringMatching(/:\d+:1 — este texto es el ejemplo de la plantilla/),
    ]);
    expect(check().every((problem) => problem.severity === 'error')).toBe(true);
    expect(() => loadCheckedArticles({ articlesDir: tempDir(), today: '2026-11-24' })).toThrow(
      `${file}:6:14 — description: todavía es el texto de ejemplo de la plantilla`,
    );
  });

  it('only warns while the article is a draft, and is quiet once the texts are the editor’s', () => {
    draft();
    expect(check().length).toBeGreaterThan(0);
    expect(check().every((problem) => problem.severity === 'aviso')).toBe(true);
    expect(() =>
      loadCheckedArticles({ articlesDir: tempDir(), today: '2026-11-24' }),
    ).not.toThrow();
    rmSync(path.join(tempDir(), 'guia-rapida-de-cache.md'));
    draft((text) => {
      const own = publish(text)
        .replace(TEMPLATE_TEXTS.description, 'd'.repeat(130))
        .replace(/^keywords: .*$/m, "keywords: ['caché', 'navegador', 'velocidad', 'hosting']");
      return own.slice(0, own.indexOf('---', 4) + 4) + '\nUn texto propio.\n';
    });
    expect(check()).toEqual([]);
  });
});

describe('the answers of nuevo-articulo', () => {
  const tempDir = createTempDirPerTest('respuestas');
  const description = `Cómo configurar la caché del navegador para que tu sitio cargue rápido: encabezados, tiempos y errores comunes, con ejemplos.`;

  it('asks for what is missing, showing the choices, and asks again with the reason', async () => {
    const typed = ['Corto', 'Guía rápida de caché', 'hostin', '2', '', 'Muy corta'];
    const questions: string[] = [];
    const said: string[] = [];
    const answers = await askDraftAnswers(
      { description },
      async (question) => {
        questions.push(question);
        return typed.shift() ?? '';
      },
      { articlesDir: tempDir(), categories: getCategories(), authors: getAuthorsContent().authors },
      (text) => said.push(text),
    );
    expect(answers).toEqual({
      title: 'Guía rápida de caché',
      category: 'hosting',
      author: '',
      description,
    });
    expect(questions[2]).toContain('2) hosting — Hosting y velocidad');
    expect(questions[4]).toContain('jorge-hernandez — Jorge Hernández');
    expect(said).toEqual([
      'Título: el título no es válido (debe tener al menos 10 caracteres). Inténtalo de nuevo.',
      'Categoría: "hostin" no está en content/categories.json (¿quisiste decir «hosting», Hosting y velocidad? categorías: seo, hosting, wordpress, desarrollo, negocio). Inténtalo de nuevo.',
    ]);
  });

  it('writes the category, author and description given, and refuses a wrong one', () => {
    const options = { articlesDir: tempDir(), today: '2026-11-24' };
    const { file } = createArticleDraft(
      {
        title: 'Guía rápida de caché',
        category: 'hosting',
        author: 'jorge-hernandez',
        description,
      },
      options,
    );
    const [article] = loadArticles(options);
    expect(article).toMatchObject({ category: 'hosting', author: 'jorge-hernandez', description });
    expect(readFileSync(file, 'utf8')).toContain("\nauthor: 'jorge-hernandez'\n");
    expect(() =>
      createArticleDraft({ title: 'Otro artículo de prueba', author: 'jorge' }, options),
    ).toThrow('Autor: "jorge" no está en content/authors.json (¿quisiste decir «jorge-hernandez»');
    expect(() =>
      createArticleDraft({ title: 'Otro artículo de prueba', description: 'corta' }, options),
    ).toThrow('Descripción: la meta descripción debe tener al menos 120 caracteres');
  });

  it('takes flags and asks nothing outside a terminal', () => {
    const run = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/new-article.ts', '--titulo', 'Guía rápida de caché', '--categoria', 'seo'],
      { cwd: root, env: { ...process.env, ARTICLES_DIR: tempDir() }, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const text = readFileSync(path.join(tempDir(), 'guia-rapida-de-cache.md'), 'utf8');
    expect(text).toContain("\ncategory: 'seo'\n");
  });
});
