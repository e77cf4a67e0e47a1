'use client';

import { useEffect, useRef } from 'react';

/**
 * A ref for the heading of a step that replaces the one before (a sign-in step, a form's answer):
 * focus moves to it, so a keyboard or screen reader continues from there instead of the page's
 * start.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
