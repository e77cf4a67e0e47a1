// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import type { Article } from './article-schema';
import { getArticlePath, getCategoryPagePath } from './blog';
import { getShareImagePath, isLocalImage, SHARE_IMAGE } from '../seo/share-image';
import { paths, staticPages } from '../site/routes';
import { siteConfig } from '../site/site-config';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function toRfc822(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

/** How many articles the feed lists: the newest 50, as feed readers expect. */
export const RSS_ITEMS = 50;

/**
 * The RSS 2.0 feed of the newest `RSS_ITEMS` of `articles` (newest first), with absolute URLs. A local cover is enclosed as its JPEG
 * share preview, whose size in bytes `readBytes` gives (a remote cover has no enclosure). Each
 * item names its author (`dc:creator`) and its blog category first, with the category's page as
 * its domain, then its keywords.
 */
export function buildRssFeed(articles: Article[], readBytes: (path: string) => number): string {
  const absolute = (path: string) => new URL(path, siteConfig.url).toString();
  const enclosure = (image: string) => {
    if (!isLocalImage(image)) return '';
    const path = getShareImagePath(image);
    return `      <enclosure url="${escapeXml(absolute(path))}" type="${SHARE_IMAGE.type}" length="${readBytes(path)}"/>\n`;
  };
  const section = ({ categoryInfo }: Article) =>
    categoryInfo
      ? `      <category domain="${escapeXml(absolute(getCategoryPagePath(categoryInfo.slug)))}">${escapeXml(categoryInfo.name)}</category>\n`
      : '';
  const items = articles
    .slice(0, RSS_ITEMS)
    .map((article) => {
      const url = absolute(getArticlePath(article));
      return `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <description>${escapeXml(article.description)}</description>
      <pubDate>${toRfc822(article.publishedDate)}</pubDate>
      <dc:creator>${escapeXml(article.byline.name)}</dc:creator>
${enclosure(article.image)}${section(article)}${article.keywords.map((keyword) => `      <category>${escapeXml(keyword)}</category>`).join('\n')}
    </item>`;
    })
    .join('\n');
  const newest = articles[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`Blog de ${siteConfig.name}`)}</title>
    <link>${absolute(paths.blog)}</link>
    <atom:link href="${absolute(paths.rss)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(staticPages.blog.description)}</description>
    <language>es-MX</language>
${newest ? `    <lastBuildDate>${toRfc822(newest.publishedDate)}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
}
