'use client';

import { startTransition, useEffect, useState } from 'react';

/** True once the page's first render has hydrated: what mounts after that renders in the browser. */
let pageHydrated = false;

/**
 * False in the pre-rendered HTML and while hydrating, true once the page runs its JavaScript.
 * The switch after hydration is a transition: React draws it in short slices of work after the
 * hydrating commit, where a store whose browser value differs from the server's (the usual
 * `useSyncExternalStore` form of this hook) forces a synchronous render of every component that
 * reads it in the task that finishes hydrating. A component mounted later, after a client-side
 * navigation, starts true. Every component that reads it hydrates with the page's first render:
 * none sits inside a Suspense boundary of its own, which React would hydrate later.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
