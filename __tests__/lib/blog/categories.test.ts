/** @jest-environment node */
import { countBlogPages, getBlogPage, getCategoryPagePath } from '@/lib/blog/blog';
import { categoriesSchema, getCategories, groupArticlesByCategory } from '@/lib/blog/categories';
import { selectShownArticles } from '@/lib/blog/publication';
import { parseContent } from '@/lib/content/load-content';
import { buildCategoryMetadata } from '@/lib/seo/metadata';
import { buildSitemap } from '@/lib/seo/sitemap';
import { loadFixtureArticles } from '../../fixtures/fixture-articles';

// seo-enero (01-01), hosting-enero (01-05), seo-febrero (02-01), seo-borrador (draft, 02-10),
// borrador-sin-categoria (draft without a category, 02-12), seo-marzo (03-01),
// seo-programado (scheduled, 04-01); the build's day is 2025-03-15.
const all = loadFixtureArticles('categories', '2025-03-15');
const shown = selectShownArticles(all);
const categories = getCategories();
const slugs = (articles: { slug: string }[]) => articles.map((article) => article.slug);
const groupOf = (slug: string) =>
  groupArticlesByCategory(shown, categories).find((group) => group.category.slug === slug);

describe('content/categories.json', () => {
  it('is valid and names each category once', () => {
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories.map((category) => category.slug)).size).toBe(categories.length);
  });

  it('refuses a repeated slug and a short description, naming the file and the field', () => {
    const repeated = [categories[0], categories[0]];
    expect(() => parseContent('content/categories.json', categoriesSchema, repeated)).toThrow(
      'content/categories.json: [1].slug: "seo" está repetido',
    );
    const short = [{ ...categories[0], description: 'Corta.' }];
    expect(() => parseContent('content/categories.json', categoriesSchema, short)).toThrow(
      'content/categories.json: [0].description: la meta descripción debe tener al menos 120',
    );
  });
});

describe('a category list', () => {
  it('lists its published articles only, newest first', () => {
    expect(slugs(groupOf('seo')!.articles)).toEqual(['seo-marzo', 'seo-febrero', 'seo-enero']);
    expect(slugs(groupOf('hosting')!.articles)).toEqual(['hosting-enero']);
  });

  it('is paginated like /blog', () => {
    const { articles } = groupOf('seo')!;
    expect(countBlogPages(articles.length, 2)).toBe(2);
    expect(slugs(getBlogPage(articles, 1, 2))).toEqual(['seo-marzo', 'seo-febrero']);
    expect(slugs(getBlogPage(articles, 2, 2))).toEqual(['seo-enero']);
    expect(getCategoryPagePath('seo')).toBe('/blog/categoria/seo');
    expect(getCategoryPagePath('seo', 2)).toBe('/blog/categoria/seo/pagina/2');
  });

  it('counts no draft or scheduled article, and a category without articles has no page', () => {
    const groups = groupArticlesByCategory(shown, categories);
    expect(groups.map((group) => [group.category.slug, group.articles.length])).toEqual([
      ['seo', 3],
      ['hosting', 1],
    ]);
  });

  it('shows drafts and scheduled articles under npm run dev, a draft may leave it empty', () => {
    const dev = selectShownArticles(all, { includeUnpublished: true });
    const seo = groupArticlesByCategory(dev, categories).find(
      (group) => group.category.slug === 'seo',
    );
    expect(slugs(seo!.articles)).toEqual([
      'seo-programado',
      'seo-marzo',
      'seo-borrador',
      'seo-febrero',
      'seo-enero',
    ]);
    expect(
      all.find((article) => article.slug === 'borrador-sin-categoria')?.categoryInfo,
    ).toBeNull();
  });

  it('has its own canonical URL and title on every page', () => {
    const seo = groupOf('seo')!.category;
    expect(buildCategoryMetadata(seo, 1)).toMatchObject({
      title: `${seo.name}: artículos del blog`,
      description: seo.description,
      alternates: { canonical: '/blog/categoria/seo' },
    });
    expect(buildCategoryMetadata(seo, 2)).toMatchObject({
      title: `${seo.name}: artículos del blog (página 2)`,
      alternates: { canonical: '/blog/categoria/seo/pagina/2' },
    });
  });

  it('puts the categories with articles in the sitemap', () => {
    const urls = buildSitemap(shown, categories).map((entry) => entry.url);
    expect(urls.filter((url) => url.includes('/blog/categoria/'))).toEqual([
      expect.stringMatching(/\/blog\/categoria\/seo$/),
      expect.stringMatching(/\/blog\/categoria\/hosting$/),
    ]);
  });
});
