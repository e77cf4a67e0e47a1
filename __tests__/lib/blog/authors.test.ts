/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getAuthorsContent, parseAuthorsContent } from '@/lib/blog/authors';
import { getAboutContent } from '@/lib/content/about';
import { buildBlogPostingJsonLd } from '@/lib/seo/json-ld';
import { loadFixtureArticles } from '../../fixtures/fixture-articles';

const root = path.join(__dirname, '..', '..', '..');
const raw = JSON.parse(readFileSync(path.join(root, 'content', 'authors.json'), 'utf8')) as {
  authors: Record<string, unknown>[];
};
const team = getAboutContent().team;
const articles = loadFixtureArticles('categories', '2025-03-15');
const find = (slug: string) => articles.find((article) => article.slug === slug)!;

describe('content/authors.json', () => {
  it('lists people of the about page team, with their names and roles', () => {
    for (const author of getAuthorsContent().authors) {
      expect(team).toContainEqual(
        expect.objectContaining({ name: author.name, role: author.role }),
      );
    }
  });

  it('refuses someone outside the team, another role and a missing avatar', () => {
    const [first, second, third] = raw.authors;
    const data = {
      ...raw,
      authors: [{ ...first, name: 'Juan Pérez' }, { ...second, role: 'Director general' }, third],
    };
    expect(() => parseAuthorsContent(data, team)).toThrow(
      'content/authors.json: authors[0].name: "Juan Pérez" no es del equipo de content/about.json',
    );
    expect(() => parseAuthorsContent(data, team)).toThrow(
      `content/authors.json: authors[1].role: debe ser "${String(second?.role)}"`,
    );
    const noAvatar = { ...raw, authors: [{ ...first, avatar: '/images/authors/nadie.svg' }] };
    expect(() => parseAuthorsContent(noAvatar, team)).toThrow(
      'content/authors.json: authors[0].avatar: no existe public/images/authors/nadie.svg',
    );
  });
});

describe('the byline of an article', () => {
  it('is its author, a Person in the BlogPosting JSON-LD', () => {
    const article = find('seo-enero');
    expect(article.byline).toMatchObject({ kind: 'person', name: 'Fernanda Aguilar' });
    expect(buildBlogPostingJsonLd(article).author).toEqual({
      '@type': 'Person',
      name: 'Fernanda Aguilar',
      jobTitle: 'SEO y contenidos',
      image: 'http://localhost:3000/images/authors/fernanda-aguilar.svg',
      worksFor: { '@type': 'Organization', name: 'Código Verde', url: 'http://localhost:3000/' },
    });
  });

  it('is the agency, an Organization, when the article names no author', () => {
    const article = find('seo-febrero');
    expect(article.byline).toMatchObject({ kind: 'organization', name: 'Código Verde' });
    expect(buildBlogPostingJsonLd(article).author).toEqual({
      '@type': 'Organization',
      name: 'Código Verde',
      url: 'http://localhost:3000/',
    });
  });
});
