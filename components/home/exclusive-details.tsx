'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Keeps at most one of the <details> inside open. Browsers that support `<details name>` already
 * do this without JavaScript; this covers the ones that do not.
 */
export function ExclusiveDetails({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    // `toggle` does not bubble, so it is caught on its way down.
    function closeOthers(event: Event) {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      container?.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((details) => {
        if (details !== opened) details.open = false;
      });
    }
    container.addEventListener('toggle', closeOthers, true);
    return () => container.removeEventListener('toggle', closeOthers, true);
  }, []);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
