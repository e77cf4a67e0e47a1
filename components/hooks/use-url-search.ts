'use client';

import { useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'url-search-change';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const readSearch = () => window.location.search;
// The exported HTML is the page without a query, so the server snapshot has none.
const readNoSearch = () => '';

/**
 * The page URL's query string ("?q=…"), where a page keeps its filters so a filtered view can be
 * shared and survives a reload, and a way to change it: in place (typing in a search box, no new
 * history entry) or, with `history: 'push'`, as a new entry that Back undoes (a dashboard's filter
 * or period). The URL is read only after hydration.
 */
export function useUrlSearch({ history = 'replace' }: { history?: 'replace' | 'push' } = {}): [
  search: string,
  setSearch: (search: string) => void,
] {
  const search = useSyncExternalStore(subscribe, readSearch, readNoSearch);

  function setSearch(next: string) {
    const { pathname, hash } = window.location;
    if (next === window.location.search) return;
    const url = `${pathname}${next}${hash}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }

  return [search, setSearch];
}
