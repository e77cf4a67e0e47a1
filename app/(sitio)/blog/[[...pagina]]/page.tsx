import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogIndex } from '@/components/blog/blog-index';
import { CategoryNav } from '@/components/blog/category-nav';
import { getAllArticles } from '@/lib/blog/articles';
import { countBlogPages, getBlogPage, getBlogPagePath, readListPage } from '@/lib/blog/blog';
import { getCategories, groupArticlesByCategory } from '@/lib/blog/categories';
import { getSearchIndexFile } from '@/lib/blog/search-index-file';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

// One route for /blog and /blog/pagina/N: with a static export every dynamic route must
// generate at least one page, and the later pages exist only when there are enough articles.
type Props = { params: Promise<{ pagina?: string[] }> };

export function generateStaticParams() {
  const total = countBlogPages(getAllArticles().length);
  const later = Array.from({ length: total - 1 }, (_, index) => ({
    pagina: ['pagina', String(index + 2)],
  }));
  return [{ pagina: [] }, ...later];
}

async function readPage(params: Props['params']): Promise<number | undefined> {
  const { pagina } = await params;
  return readListPage(pagina, countBlogPages(getAllArticles().length));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await readPage(params);
  if (!page) return {};
  if (page === 1) return buildPageMetadata(staticPages.blog);
  return buildPageMetadata({
    ...staticPages.blog,
    path: getBlogPagePath(page),
    title: `${staticPages.blog.title} (página ${page})`,
  });
}

export default async function BlogPage({ params }: Props) {
  const page = await readPage(params);
  if (!page) notFound();
  const articles = getAllArticles();
  return (
    <BlogIndex
      intro={getPagesContent().blog.intro}
      articles={getBlogPage(articles, page)}
      page={page}
      total={countBlogPages(articles.length)}
      searchIndexUrl={getSearchIndexFile().url}
      nav={
        <CategoryNav
          groups={groupArticlesByCategory(articles, getCategories())}
          total={articles.length}
        />
      }
    />
  );
}
