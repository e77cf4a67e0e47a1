'use client';

import { useState } from 'react';
import type { ArticleCardData } from '@/lib/blog/article-search';

/** The code that reads the index and draws results, loaded with the index (search-results.tsx). */
export type SearchEngine = typeof import('./search-results');

/** One request per index URL for the whole visit, shared by every page that searches it. */
const requests = new Map<string, Promise<unknown>>();

function fetchIndex(url: string): Promise<unknown> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    });
    requests.set(url, request);
  }
  return request;
}

export type SearchIndexState =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'ready'; articles: ArticleCardData[]; engine: SearchEngine };

/**
 * The blog's search index and the code that searches it, both fetched only when `load` is first
 * called (the visitor focuses or types in the search) and then kept by the browser's cache and by
 * this page. A failed fetch (offline, server error, broken file) leaves the state `error`; calling
 * `load` again retries.
 */
export function useSearchIndex(url: string): [state: SearchIndexState, load: () => void] {
  const [state, setState] = useState<SearchIndexState>({ status: 'idle' });

  function load() {
    if (state.status === 'loading' || state.status === 'ready') return;
    setState({ status: 'loading' });
    // The index and the code that reads it come at the same time.
    Promise.all([import('./search-results'), fetchIndex(url)])
      .then(([engine, index]) => ({ engine, articles: engine.readSearchIndex(index) }))
      .then(
        ({ engine, articles }) => setState({ status: 'ready', articles, engine }),
        () => {
          // A failed request, or a file that is not an index, is forgotten: a retry asks again.
          requests.delete(url);
          setState({ status: 'error' });
        },
      );
  }

  return [state, load];
}
