import { getSearchIndexFile } from '@/lib/blog/search-index-file';

export const dynamic = 'force-static';

/** The blog search's index, fetched by /blog when a visitor first uses the search. */
export function GET() {
  return new Response(getSearchIndexFile().json, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
