'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False in the pre-rendered HTML and while hydrating, true once the page runs its JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
