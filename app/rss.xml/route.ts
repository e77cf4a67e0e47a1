import { getAllArticles } from '@/lib/blog/articles';
import { buildRssFeed } from '@/lib/blog/rss';

export const dynamic = 'force-static';

export function GET() {
  return new Response(buildRssFeed(getAllArticles()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
