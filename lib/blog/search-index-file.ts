// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { createHash } from 'node:crypto';
import { buildSearchIndex, SEARCH_INDEX_PATH } from './article-search';
import { getAllArticles } from './articles';
import { onContentRevision } from '../content/content-cache';

type SearchIndexFile = {
  /** The file's text: the index of every article the build shows, as JSON. */
  json: string;
  /** Its URL, versioned by its content: a new build with other articles asks for a new one. */
  url: string;
};

/** The blog search's index file (made once per build process, and per content revision). */
export const getSearchIndexFile: () => SearchIndexFile = onContentRevision(() => {
  const json = JSON.stringify(buildSearchIndex(getAllArticles()));
  const version = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return { json, url: `${SEARCH_INDEX_PATH}?v=${version}` };
});
