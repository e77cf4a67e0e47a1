/** @jest-environment node */
import { getRelatedArticles } from '@/lib/blog/articles';
import { getBlogPage } from '@/lib/blog/blog';
import {
  describeHeldBackArticles,
  getArticleStatus,
  selectShownArticles,
} from '@/lib/blog/publication';
import { buildRssFeed } from '@/lib/blog/rss';
import { buildBlogPostingJsonLd } from '@/lib/seo/json-ld';
import { buildArticleMetadata } from '@/lib/seo/metadata';
import { buildSitemap } from '@/lib/seo/sitemap';
import { loadFixtureArticles } from '../../fixtures/fixture-articles';

// publicado (2025-01-10, updated 2025-02-20), borrador (draft), del-dia (2025-03-01),
// programado (2025-03-02).
const load = (today: string) => loadFixtureArticles('editorial', today);
const slugs = (articles: { slug: string }[]) => articles.map((article) => article.slug);

describe('getArticleStatus', () => {
  it('holds back drafts and articles dated after today', () => {
    expect(getArticleStatus({ publishedDate: '2025-03-01' }, '2025-03-01')).toBe('published');
    expect(getArticleStatus({ publishedDate: '2025-03-02' }, '2025-03-01')).toBe('scheduled');
    expect(getArticleStatus({ publishedDate: '2025-01-01', draft: true }, '2025-03-01')).toBe(
      'draft',
    );
  });
});

describe('what a build publishes', () => {
  const shown = selectShownArticles(load('2025-03-01'));
  const held = ['borrador', 'programado'];

  it('shows the published articles only, newest first', () => {
    expect(slugs(shown)).toEqual(['del-dia', 'publicado']);
  });

  it('leaves drafts and scheduled articles out of the list, feed, sitemap and related articles', () => {
    const feed = buildRssFeed(shown, () => 1000);
    const sitemap = buildSitemap(shown).map((entry) => entry.url);
    const related = shown.flatMap((article) => slugs(getRelatedArticles(article, shown)));
    for (const slug of held) {
      expect(slugs(getBlogPage(shown, 1))).not.toContain(slug);
      expect(feed).not.toContain(`/${slug}<`);
      expect(sitemap.some((url) => url.endsWith(`/${slug}`))).toBe(false);
      expect(related).not.toContain(slug);
    }
    expect(feed).toContain('/del-dia<');
  });

  it('publishes a scheduled article from its day on', () => {
    expect(slugs(selectShownArticles(load('2025-03-02')))).toContain('programado');
  });

  it('shows every article under npm run dev', () => {
    const all = selectShownArticles(load('2025-03-01'), { includeUnpublished: true });
    expect(slugs(all)).toEqual(['programado', 'del-dia', 'borrador', 'publicado']);
  });

  it('says what it held back and when a scheduled article goes out', () => {
    const report = describeHeldBackArticles(load('2025-03-01'));
    expect(report).toContain('(2)');
    expect(report).toMatch(/editorial\/borrador\.md: borrador \(draft: true\)/);
    expect(report).toMatch(/editorial\/programado\.md: programado, .*2025-03-02/);
    expect(describeHeldBackArticles(shown)).toBeNull();
  });
});

describe('an updated article', () => {
  const articles = load('2025-03-01');
  const find = (slug: string) => articles.find((article) => article.slug === slug)!;
  const article = find('publicado');

  it('gives its updated date as dateModified, article:modified_time and lastmod', () => {
    expect(buildBlogPostingJsonLd(article)).toMatchObject({
      datePublished: '2025-01-10',
      dateModified: '2025-02-20',
    });
    expect(buildArticleMetadata(article).openGraph).toMatchObject({
      publishedTime: '2025-01-10',
      modifiedTime: '2025-02-20',
    });
    const entry = buildSitemap([article]).find((item) => item.url.endsWith('/publicado'));
    expect(entry?.lastModified).toBe('2025-02-20');
  });

  it('falls back to the publication date when it was never updated', () => {
    const other = find('del-dia');
    expect(buildBlogPostingJsonLd(other).dateModified).toBe('2025-03-01');
    expect(buildSitemap([other]).at(-1)?.lastModified).toBe('2025-03-01');
  });

  it('keeps a draft out of search engines even under npm run dev', () => {
    expect(buildArticleMetadata(find('borrador')).robots).toMatchObject({ index: false });
    expect(buildArticleMetadata(article).robots).toBeUndefined();
  });
});
