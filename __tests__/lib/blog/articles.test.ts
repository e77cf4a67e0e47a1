/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestArticle } from '../../fixtures/article';
import {
  checkArticles,
  getRelatedArticles,
  loadArticles,
  loadCheckedArticles,
} from '@/lib/blog/articles';
import type { Article } from '@/lib/blog/article-schema';

const fixtures = path.join(__dirname, '..', '..', 'fixtures');
const publicDir = path.join(fixtures, 'public');

function load(name: string) {
  return () => loadArticles({ articlesDir: path.join(fixtures, 'articles', name), publicDir });
}

const file = (dir: string, name: string) => path.join('__tests__/fixtures/articles', dir, name);

describe('loadArticles', () => {
  it('reads valid articles newest first with their reading time', () => {
    const articles = load('valid')();
    expect(articles.map((article) => article.slug)).toEqual(['segundo', 'primero']);
    expect(articles[0]).toMatchObject({ id: 2, publishedDate: '2025-02-12', readingMinutes: 1 });
    expect(articles[0]?.content).toContain('## Sección');
  });

  it.each([
    [
      'missing-frontmatter',
      `${file('missing-frontmatter', 'sin-encabezado.md')}: falta el encabezado YAML`,
    ],
    ['invalid-frontmatter', `${file('invalid-frontmatter', 'sin-titulo.md')}: title:`],
    ['broken-yaml', `${file('broken-yaml', 'yaml-roto.md')}: el encabezado YAML no es válido`],
    ['bad-slug', `${file('bad-slug', 'Guia-SEO.md')}: slug: debe ser ASCII en kebab-case`],
    [
      'duplicate-slug',
      `${file('duplicate-slug', 'repetido.md')}: slug: "repetido" ya lo usa ${file('duplicate-slug', 'repetido-copia.md')}`,
    ],
    [
      'duplicate-id',
      `${file('duplicate-id', 'uno.md')}: id: 1 ya lo usa ${file('duplicate-id', 'otro.md')}`,
    ],
    ['reserved-slug', `${file('reserved-slug', 'blog.md')}: slug: "blog" está reservado`],
    ['reserved-slug', `${file('reserved-slug', 'images.md')}: slug: "images" está reservado`],
    ['reserved-slug', `${file('reserved-slug', 'servicios.md')}: slug: "servicios" está reservado`],
    ['reserved-slug', `${file('reserved-slug', 'proyectos.md')}: slug: "proyectos" está reservado`],
    [
      'impossible-date',
      `${file('impossible-date', 'fecha.md')}: publishedDate: no es una fecha real del calendario`,
    ],
    [
      'ids-not-increasing',
      `${file('ids-not-increasing', 'nuevo.md')}: id: 1 (2025-03-10) debe ser mayor que 2`,
    ],
    [
      'missing-cover',
      `${file('missing-cover', 'sin-portada.md')}: image: no existe public/images/blog/no-existe.webp`,
    ],
    ['http-url', `${file('http-url', 'inseguro.md')}: image: usa https`],
    [
      'updated-before-published',
      `${file('updated-before-published', 'corregido.md')}: updatedDate: no puede ser anterior a publishedDate (2025-03-10)`,
    ],
    ['invalid-draft', `${file('invalid-draft', 'borrador-invalido.md')}: draft:`],
    [
      'unknown-author',
      `${file('unknown-author', 'autor-desconocido.md')}: author: "juan-perez" no está en content/authors.json`,
    ],
    [
      'unknown-category',
      `${file('unknown-category', 'categoria-desconocida.md')}: category: "recetas" no está en content/categories.json`,
    ],
    [
      'missing-category',
      `${file('missing-category', 'sin-categoria.md')}: category: elige una de content/categories.json antes de publicar`,
    ],
  ])('refuses %s, naming the file and the field', (fixture, message) => {
    expect(load(fixture)).toThrow(message);
  });

  it('says on which line and column a wrong field is written', () => {
    expect(load('impossible-date')).toThrow(
      'publishedDate: no es una fecha real del calendario (línea 8, columna 16)',
    );
  });

  it('names the closest field, category and author to a misspelled one', () => {
    const nearMiss = (name: string) => file('near-misses', name);
    const check = load('near-misses');
    expect(check).toThrow(
      `${nearMiss('clave-mal-escrita.md')}: campo desconocido: "autor" (¿quisiste decir «author»?)`,
    );
    expect(check).toThrow(
      `${nearMiss('categoria-parecida.md')}: category: "hostin" no está en content/categories.json (¿quisiste decir «hosting», Hosting y velocidad? categorías: seo, hosting,`,
    );
    expect(check).toThrow(
      `${nearMiss('autor-parecido.md')}: author: "jorge-hernandes" no está en content/authors.json (¿quisiste decir «jorge-hernandez», Jorge Hernández? autores: daniela-rios,`,
    );
  });

  it('refuses links, anchors and images that lead nowhere, by file, line and column', () => {
    const broken = file('review', 'con-errores.md');
    const check = () =>
      loadCheckedArticles({ articlesDir: path.join(fixtures, 'articles', 'review'), publicDir });
    expect(check).toThrow(`${broken}:12:40 — el enlace /destin no lleva a ninguna página`);
    expect(check).toThrow(`${broken}:22:27 — la imagen /images/blog/no-existe.webp no existe`);
  });
});

describe('checkArticles', () => {
  it('does not call a link to an article whose header is broken a broken link', () => {
    const articlesDir = mkdtempSync(path.join(tmpdir(), 'articulos-'));
    try {
      cpSync(path.join(fixtures, 'articles', 'valid'), articlesDir, { recursive: true });
      const first = path.join(articlesDir, 'primero.md');
      writeFileSync(first, `${readFileSync(first, 'utf8')}\nVer [el otro](/roto).\n`);
      writeFileSync(path.join(articlesDir, 'roto.md'), '---\ntitle: Roto: sí\n---\n\n## Uno\n');
      const { fieldProblems, linkProblems } = checkArticles({ articlesDir, publicDir });
      expect(fieldProblems.map((problem) => path.basename(problem.file))).toEqual(['roto.md']);
      expect(linkProblems).toEqual([]);
    } finally {
      rmSync(articlesDir, { recursive: true });
    }
  });
});

describe('getRelatedArticles', () => {
  const make = (slug: string, keywords: string[]): Article =>
    buildTestArticle({
      title: `Artículo ${slug}`,
      slug,
      description: 'Descripción de prueba.',
      keywords,
      image: '/images/blog/portada.webp',
      publishedDate: '2025-01-01',
      content: '',
      sourceFile: `${slug}.md`,
    });

  const all = [
    make('nuevo', ['diseño']),
    make('seo-local', ['seo', 'google']),
    make('seo-tecnico', ['seo']),
    make('actual', ['seo', 'google']),
    make('viejo', ['hosting']),
  ];

  it('prefers shared keywords, then the newest, and never the article itself', () => {
    const related = getRelatedArticles(all[3]!, all, 3).map((article) => article.slug);
    expect(related).toEqual(['seo-local', 'seo-tecnico', 'nuevo']);
  });

  it('ranks like sorting every article by shared keywords, then by date', () => {
    const topics = ['seo', 'google', 'hosting', 'diseño', 'wordpress', 'correo'];
    const many = Array.from({ length: 60 }, (_, index) =>
      make(`articulo-${index}`, [topics[index % 6]!, topics[(index * 7) % 5]!, topics[index % 4]!]),
    );
    for (const article of many.slice(0, 12)) {
      const keywords = new Set(article.keywords);
      const sorted = many
        .filter((other) => other !== article)
        .map((other, rank) => ({
          other,
          rank,
          shared: other.keywords.filter((keyword) => keywords.has(keyword)).length,
        }))
        .sort((a, b) => b.shared - a.shared || a.rank - b.rank)
        .slice(0, 3)
        .map(({ other }) => other.slug);
      expect(getRelatedArticles(article, many).map((other) => other.slug)).toEqual(sorted);
    }
  });
});
