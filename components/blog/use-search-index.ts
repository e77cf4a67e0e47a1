'use client';

import { useState } from 'react';
import { readSearchIndex, type ArticleCardData } from '@/lib/blog/article-search';

export type SearchIndexState =
  { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; articles: ArticleCardData[] };

/** One request per index URL for the whole visit, shared by every page that searches it. */
const requests = new Map<string, Promise<ArticleCardData[]>>();

function fetchIndex(url: string): Promise<ArticleCardData[]> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      })
      .then(readSearchIndex);
    // A failed request is forgotten, so the next attempt asks again.
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/**
 * The blog's search index, fetched only when `load` is first called (the visitor focuses or types
 * in the search) and then kept by the browser's cache and by this page. A failed fetch (offline,
 * server error, broken file) leaves the state `error`; calling `load` again retries.
 */
export function useSearchIndex(url: string): [state: SearchIndexState, load: () => void] {
  const [state, setState] = useState<SearchIndexState>({ status: 'idle' });

  function load() {
    if (state.status === 'loading' || state.status === 'ready') return;
    setState({ status: 'loading' });
    fetchIndex(url).then(
      (articles) => setState({ status: 'ready', articles }),
      () => setState({ status: 'error' }),
    );
  }

  return [state, load];
}
