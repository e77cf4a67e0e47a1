/** @jest-environment node */
import path from 'node:path';
import { searchTextOf } from '@/lib/blog/article-search';
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
