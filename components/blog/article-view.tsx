import { JsonLd } from '@/components/ui/json-ld';
import { StaticIsland } from '@/components/ui/static-island';
import type { Article } from '@/lib/blog/article-schema';
import type { CtaContent } from '@/lib/content/pages';
import { getArticlePath } from '@/lib/blog/blog';
import { buildBlogPostingJsonLd } from '@/lib/seo/json-ld';
import { renderMarkdownToHtml } from '@/lib/content/markdown';
import { siteConfig } from '@/lib/site/site-config';
import { ArticleCta } from './article-cta';
import { AuthorBox } from './author-box';
import { ArticleHeader } from './article-header';
import { RelatedArticles } from './related-articles';
import { ShareLinks } from './share-links';
import { TableOfContents } from './table-of-contents';
import codeStyles from './code-block.module.scss';
import styles from './article-view.module.scss';

type ArticleViewProps = {
  article: Article;
  related: Article[];
  copy: { articleCta: CtaContent; related: { title: string } };
};

/** A whole article page: header, table of contents, body, sharing, call to action, related. */
export async function ArticleView({ article, related, copy }: ArticleViewProps) {
  // The body goes into the page as HTML: in the route payload it is one string, not a tree.
  const { html, toc } = await renderMarkdownToHtml(article.content, {
    headingAnchor: styles.headingAnchor,
    tableScroll: styles.tableScroll,
    codeBlock: codeStyles.block,
    codeLabel: codeStyles.label,
  });
  const url = new URL(getArticlePath(article), siteConfig.url).toString();
  return (
    // Only HTML: the build keeps it out of the page's inline payload (StaticIsland).
    <StaticIsland id="articulo">
      <article>
        <JsonLd data={buildBlogPostingJsonLd(article)} />
        <ArticleHeader article={article} />
        <div className={styles.layout}>
          <div className={styles.aside}>
            <TableOfContents entries={toc} />
          </div>
          <div className={styles.main}>
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
            <AuthorBox byline={article.byline} />
            <ShareLinks title={article.title} url={url} />
            <ArticleCta cta={copy.articleCta} title={article.title} />
          </div>
        </div>
        <RelatedArticles title={copy.related.title} articles={related} />
      </article>
    </StaticIsland>
  );
}
