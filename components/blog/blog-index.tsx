import { PageIntro } from '@/components/ui/page-intro';
import type { Article } from '@/lib/blog/article-schema';
import { ArticleGrid } from './article-grid';
import { BlogPagination } from './blog-pagination';
import styles from './blog-index.module.scss';

type BlogIndexProps = { articles: Article[]; page: number; total: number };

/** One page of the article list (`articles` are that page's, newest first). */
export function BlogIndex({ articles, page, total }: BlogIndexProps) {
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
        <ArticleGrid articles={articles} eagerFirst />
        <BlogPagination current={page} total={total} />
      </section>
    </>
  );
}
