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
 * shared and survives a reload, and a way to replace it in place (no new history entry). The URL
 * is read only after hydration.
 */
export function useUrlSearch(): [search: string, replaceSearch: (search: string) => void] {
  const search = useSyncExternalStore(subscribe, readSearch, readNoSearch);

  function replaceSearch(next: string) {
    const { pathname, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${next}${hash}`);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }

  return [search, replaceSearch];
}
