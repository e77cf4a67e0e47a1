'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** What each island of this document showed, by id. */
const shownIslands = new Map<string, string>();

type StaticIslandProps = {
  /** Unique in the page; the build finds the island by it. */
  id: string;
  /** Server-rendered content only: links through `SiteLink` or other client components fail the build. */
  children?: ReactNode;
};

/**
 * Content that is only HTML: it travels once in its page's document. The build takes the island's
 * children out of the route payload written inline in the page (deploy/static-islands.ts), since
 * the pre-rendered HTML already holds them and React does not hydrate inside an element drawn from
 * `dangerouslySetInnerHTML`. The island remembers what it showed, so the page drawn again from
 * that payload (back to it after a client-side navigation) shows it too. Payloads fetched when
 * navigating carry the children whole. Its box is a plain block (`[data-island]` in
 * styles/globals.scss), which the router scrolls to the top of the page it starts.
 */
export function StaticIsland({ id, children }: StaticIslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  const stripped = children === undefined;
  useEffect(() => {
    if (stripped && ref.current) shownIslands.set(id, ref.current.innerHTML);
  }, [id, stripped]);
  const content = stripped
    ? // While hydrating, the content is the page's HTML, which React leaves as it is.
      {
        suppressHydrationWarning: true,
        dangerouslySetInnerHTML: { __html: shownIslands.get(id) ?? '' },
      }
    : { children };
  return <div ref={ref} data-island={id} {...content} />;
}
