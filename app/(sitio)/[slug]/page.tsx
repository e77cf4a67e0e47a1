import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/blog/article-view';
import {
  getArticle,
  getArticleForPage,
  getArticleSlugs,
  getRelatedArticles,
} from '@/lib/blog/articles';
import { getPagesContent } from '@/lib/content/pages';
import { buildArticleMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getArticleSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).slug);
  return article ? buildArticleMetadata(article) : {};
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticleForPage((await params).slug);
  if (!article) notFound();
  return (
    <ArticleView
      article={article}
      related={getRelatedArticles(article)}
      copy={getPagesContent().blog}
    />
  );
}
