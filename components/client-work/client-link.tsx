'use client';

import type { MouseEvent, ReactNode } from 'react';
import { pushUrlSearch } from '@/components/hooks/use-url-search';
import { isPlainClick } from '@/lib/browser/plain-click';
import { paths } from '@/lib/site/paths';
import { buildClientSearch } from '@/lib/staff-area/client-work-links';

type ClientLinkProps = {
  /** The client's page, or the list when null. */
  clientId: number | null;
  className?: string;
  children: ReactNode;
};

/** A link to a client's page (or back to the list) that swaps the view in place. */
export function ClientLink({ clientId, className, children }: ClientLinkProps) {
  const search = clientId === null ? '' : buildClientSearch(clientId);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event.nativeEvent, event.currentTarget)) return;
    event.preventDefault();
    pushUrlSearch(search);
    window.scrollTo(0, 0);
  }

  return (
    <a href={`${paths.staffClients}${search}`} className={className} onClick={open}>
      {children}
    </a>
  );
}
