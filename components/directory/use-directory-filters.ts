'use client';

import { useUrlSearch } from '@/components/hooks/use-url-search';
import {
  buildDirectorySearch,
  readDirectoryFilters,
  type DirectoryFilters,
} from '@/lib/site/directory-filter';

/** The directory filters, kept in the URL query (?q=…&categoria=…); see `useUrlSearch`. */
export function useDirectoryFilters(): [DirectoryFilters, (next: DirectoryFilters) => void] {
  const [search, replaceSearch] = useUrlSearch();
  return [readDirectoryFilters(search), (next) => replaceSearch(buildDirectorySearch(next))];
}
