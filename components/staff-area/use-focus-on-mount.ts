'use client';

import { useEffect, useRef } from 'react';

/**
 * A ref for the heading of a sign-in step: when the step replaces the one before, focus moves to
 * it, so a keyboard or screen reader continues from the new step instead of the page's start.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
