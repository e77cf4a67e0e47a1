'use client';

import { useSyncExternalStore } from 'react';
import {
  buildDirectorySearch,
  readDirectoryFilters,
  type DirectoryFilters,
} from '@/lib/site/directory-filter';

const CHANGE_EVENT = 'directory-filters-change';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const readSearch = () => window.location.search;
// The exported HTML shows every business, so the server snapshot has no filters.
const readNoSearch = () => '';

/**
 * The directory filters, kept in the URL query (?q=…&categoria=…) so a filtered view can be
 * shared and survives a reload. The URL is read only after hydration and replaced in place.
 */
export function useDirectoryFilters(): [DirectoryFilters, (next: DirectoryFilters) => void] {
  const search = useSyncExternalStore(subscribe, readSearch, readNoSearch);

  function setFilters(next: DirectoryFilters) {
    const { pathname, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${buildDirectorySearch(next)}${hash}`);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }

  return [readDirectoryFilters(search), setFilters];
}
