import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryIndex } from '@/components/blog/category-index';
import { CategoryNav } from '@/components/blog/category-nav';
import { getAllArticles } from '@/lib/blog/articles';
import { countBlogPages, getBlogPage, readListPage } from '@/lib/blog/blog';
import { getCategories, groupArticlesByCategory } from '@/lib/blog/categories';
import { buildCategoryMetadata } from '@/lib/seo/metadata';

// One route for /blog/categoria/{slug} and its later pages, /blog/categoria/{slug}/pagina/N,
// paginated like /blog. Only categories with published articles get pages.
type Props = { params: Promise<{ categoria: string; pagina?: string[] }> };

function getGroups() {
  return groupArticlesByCategory(getAllArticles(), getCategories());
}

export function generateStaticParams() {
  return getGroups().flatMap(({ category, articles }) =>
    Array.from({ length: countBlogPages(articles.length) }, (_, index) => ({
      categoria: category.slug,
      pagina: index === 0 ? [] : ['pagina', String(index + 1)],
    })),
  );
}

async function readParams(params: Props['params']) {
  const { categoria, pagina } = await params;
  const group = getGroups().find(({ category }) => category.slug === categoria);
  if (!group) return undefined;
  const page = readListPage(pagina, countBlogPages(group.articles.length));
  return page ? { group, page } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await readParams(params);
  return found ? buildCategoryMetadata(found.group.category, found.page) : {};
}

export default async function CategoryPage({ params }: Props) {
  const found = await readParams(params);
  if (!found) notFound();
  const { group, page } = found;
  const groups = getGroups();
  return (
    <CategoryIndex
      category={group.category}
      articles={getBlogPage(group.articles, page)}
      page={page}
      total={countBlogPages(group.articles.length)}
      nav={
        <CategoryNav
          groups={groups}
          total={getAllArticles().length}
          current={group.category.slug}
        />
      }
    />
  );
}
