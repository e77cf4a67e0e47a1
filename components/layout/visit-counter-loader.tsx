'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';

const VisitCounter = lazy(() =>
  import('./visit-counter').then((module) => ({ default: module.VisitCounter })),
);

/**
 * Loads the visit counter once the page has hydrated: it only sends its first beacon when the
 * browser is idle anyway, so its code is not part of any page's first load.
 */
export function VisitCounterLoader(props: ComponentProps<typeof VisitCounter>) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <VisitCounter {...props} />
    </Suspense>
  );
}
