import { statSync } from 'node:fs';
import path from 'node:path';
import { getAllArticles } from '@/lib/blog/articles';
import { buildRssFeed } from '@/lib/blog/rss';

export const dynamic = 'force-static';

/** Size of a file of public/ (the share previews are made before the build). */
const readPublicBytes = (file: string) => statSync(path.join(process.cwd(), 'public', file)).size;

export function GET() {
  return new Response(buildRssFeed(getAllArticles(), readPublicBytes), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
