'use client';

import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from '@/lib/browser/plain-click';
import { staffPaths } from '@/lib/site/staff-paths';
import { buildClientSearch } from '@/lib/staff-area/client-work-links';

/**
 * The event `useUrlSearch` listens to, spelled here rather than imported: a new export of that
 * hook's module would grow the JavaScript of the public pages whose searches use it.
 */
const URL_SEARCH_CHANGE = 'url-search-change';

/** Moves the page to another query as a new history entry, so Back returns to this one. */
function pushUrlSearch(next: string): void {
  window.history.pushState(null, '', `${window.location.pathname}${next}`);
  window.dispatchEvent(new Event(URL_SEARCH_CHANGE));
}

type ClientLinkProps = {
  /** The client's page, or the list when null. */
  clientId: number | null;
  className?: string;
  children: ReactNode;
};

/**
 * A link to a client's page (or back to the list). On the clients page it swaps the view in
 * place; from another dashboard page (the CFDI queue, the outbox) it opens the clients page.
 */
export function ClientLink({ clientId, className, children }: ClientLinkProps) {
  const search = clientId === null ? '' : buildClientSearch(clientId);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (window.location.pathname !== staffPaths.clients) return;
    if (!isPlainClick(event.nativeEvent, event.currentTarget)) return;
    event.preventDefault();
    pushUrlSearch(search);
    window.scrollTo(0, 0);
  }

  return (
    <a
      href={`${staffPaths.clients}${search}`}
      className={className}
      onClick={open}
      data-site-link=""
    >
      {children}
    </a>
  );
}
