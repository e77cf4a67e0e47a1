/** @jest-environment node */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  buildSearchIndex,
  readSearchIndex,
  searchTextOf,
  type ArticleCardData,
} from '@/lib/blog/article-search';
import { loadArticles } from '@/lib/blog/articles';
import { matchesEveryWord } from '@/lib/site/text-search';

const fixtures = path.join(__dirname, '..', '..', 'fixtures');
const [article] = loadArticles({
  articlesDir: path.join(fixtures, 'articles', 'editorial'),
  publicDir: path.join(fixtures, 'public'),
  today: '2025-01-10',
}).filter((candidate) => candidate.slug === 'publicado');

describe('searchTextOf', () => {
  it('holds the title, the description and every keyword', () => {
    const text = searchTextOf(article!);
    expect(text).toContain('Artículo de prueba publicado');
    expect(text).toContain(article!.description);
    for (const keyword of ['prueba', 'blog', 'markdown', 'contenido']) {
      expect(text).toContain(keyword);
    }
    expect(matchesEveryWord(text, 'ARTICULO markdown')).toBe(true);
  });

  it('holds the name of its category', () => {
    expect(article!.categoryInfo).not.toBeNull();
    expect(searchTextOf(article!)).toContain(article!.categoryInfo!.name);
  });

  it('leaves the body out', () => {
    expect(article!.content).toContain('Sección');
    expect(matchesEveryWord(searchTextOf(article!), 'sección')).toBe(false);
  });
});

describe('the search index', () => {
  const cardOf = (card: ArticleCardData) => ({
    slug: card.slug,
    title: card.title,
    description: card.description,
    image: card.image,
    publishedDate: card.publishedDate,
    readingMinutes: card.readingMinutes,
    keywords: card.keywords,
    categoryInfo: card.categoryInfo && {
      slug: card.categoryInfo.slug,
      name: card.categoryInfo.name,
    },
    byline: { name: card.byline.name, avatar: card.byline.avatar, role: card.byline.role },
  });

  it('gives back what each card shows, in order, through JSON', () => {
    const articles = loadArticles();
    const index = JSON.parse(JSON.stringify(buildSearchIndex(articles)));
    expect(readSearchIndex(index)).toEqual(articles.map(cardOf));
  });

  it('keeps a cover that is not the usual one, and an article without a category', () => {
    const odd = { ...article!, image: 'https://images.example.com/foto.webp', categoryInfo: null };
    const [card] = readSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex([odd]))));
    expect(card).toEqual(cardOf(odd));
  });

  it('costs at most 250 bytes gzip per article of the blog', () => {
    const articles = loadArticles();
    const bytes = gzipSync(JSON.stringify(buildSearchIndex(articles))).length;
    expect(bytes / articles.length).toBeLessThanOrEqual(250);
  });

  it.each([
    null,
    {},
    { articles: 'x', categories: [], bylines: [] },
    { articles: [[]], categories: [], bylines: [] },
  ])('refuses a file that is not an index (%j)', (value) => {
    expect(() => readSearchIndex(value)).toThrow('índice de búsqueda');
  });
});
