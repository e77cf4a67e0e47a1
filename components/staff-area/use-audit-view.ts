'use client';

import { useRef, useState } from 'react';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import {
  buildAuditQuery,
  getFirstPage,
  readAuditView,
  writeAuditView,
  type AuditFilters,
  type AuditView,
} from '@/lib/staff-area/audit-view';

/** How a filter changed: a choice (a kind, «Quitar filtros») or text still being typed. */
export type FilterChange = 'choice' | 'typing';

/**
 * How far from the newest page a view's page is (1 for the newest), following the cursors of
 * the pages turned in this visit; null for a page reached otherwise, as by a link.
 */
function countPages(view: AuditView, newerOf: Record<string, string | null>): number | null {
  let count = 1;
  // Each turn leads to an older entry, so the walk ends; the bound only guards against a loop.
  for (let cursor = view.before; cursor !== undefined; count += 1) {
    const newer = newerOf[writeAuditView({ ...view, before: cursor })];
    if (newer === undefined || count > Object.keys(newerOf).length) return null;
    cursor = newer ?? undefined;
  }
  return count;
}

/**
 * The audit log's view, kept in the page's URL so it can be reloaded or sent, and the API query
 * it asks for. Each filter chosen and each page turned is a history entry that Back undoes;
 * while a field is being typed in, the entry its first pause made is rewritten in place, so Back
 * undoes the whole search at once.
 */
export function useAuditView() {
  const [search, pushSearch] = useUrlSearch({ history: 'push' });
  const [, replaceSearch] = useUrlSearch();
  const view = readAuditView(search);
  const current = writeAuditView(view);
  // The query the typing still going on wrote; once Back leaves it, the next pause pushes again.
  const typed = useRef<string | null>(null);
  // For each page turned to in this visit (by its query string), the cursor of the page before
  // it: null for the newest. A page opened from a link has none.
  const [newerOf, setNewerOf] = useState<Record<string, string | null>>({});

  function go(next: string, change: FilterChange) {
    if (next === current) return;
    if (change === 'typing' && typed.current === current) replaceSearch(next);
    else pushSearch(next);
    typed.current = change === 'typing' ? next : null;
  }

  const newer = view.before ? newerOf[current] : null;
  return {
    view,
    query: buildAuditQuery(view),
    /** The number of the page shown, counted from the newest; null when it was opened by link. */
    pageNumber: countPages(view, newerOf),
    /** Whether the page before this one is known, or only the newest page can be offered. */
    knowsNewer: newer !== undefined,
    /** New filters, from the newest page. */
    filter: (filters: AuditFilters, change: FilterChange) =>
      go(writeAuditView(getFirstPage(filters)), change),
    /** The typing in a field is over: its next change is a history entry of its own. */
    endTyping: () => {
      typed.current = null;
    },
    showOlder: (cursor: string) => {
      const older = writeAuditView({ ...view, before: cursor });
      setNewerOf((known) => ({ ...known, [older]: view.before ?? null }));
      go(older, 'choice');
    },
    /** The page before this one when known, else the newest. */
    showNewer: () => go(writeAuditView({ ...view, before: newer ?? undefined }), 'choice'),
  };
}
