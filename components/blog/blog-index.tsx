import { PageIntro } from '@/components/ui/page-intro';
import { getAllArticles } from '@/lib/blog/articles';
import { countBlogPages, getBlogPage } from '@/lib/blog/blog';
import { ArticleGrid } from './article-grid';
import { BlogPagination } from './blog-pagination';
import styles from './blog-index.module.scss';

/** One page of the article list, newest first. */
export function BlogIndex({ page }: { page: number }) {
  const articles = getAllArticles();
  const total = countBlogPages(articles.length);
  return (
    <>
      <PageIntro eyebrow="Blog" title="Ideas y guías para hacer crecer tu negocio en internet">
        <p>
          Guías prácticas sobre SEO, hosting, WordPress, rendimiento web, lenguajes de programación
          y atención al cliente, escritas por el mismo equipo que diseña y programa los sitios de
          nuestros clientes.
          {page > 1 && ` Página ${page} de ${total}.`}
        </p>
      </PageIntro>
      <section className={styles.section} aria-label="Artículos">
        <ArticleGrid articles={getBlogPage(articles, page)} eagerFirst />
        <BlogPagination current={page} total={total} />
      </section>
    </>
  );
}
