'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { useIdleAfterHydration } from '@/components/hooks/use-idle-after-hydration';

const VisitCounter = lazy(() =>
  import('./visit-counter').then((module) => ({ default: module.VisitCounter })),
);

/**
 * Loads the visit counter in the first idle moment after hydration: it only sends its first
 * beacon when the browser is idle anyway, so its code is not part of any page's first load.
 */
export function VisitCounterLoader(props: ComponentProps<typeof VisitCounter>) {
  if (!useIdleAfterHydration()) return null;
  return (
    <Suspense fallback={null}>
      <VisitCounter {...props} />
    </Suspense>
  );
}
