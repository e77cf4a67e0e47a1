'use client';

import { useLayoutEffect } from 'react';

/** The attribute `<html>` gets once React has hydrated the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has hydrated it (`data-hydrated` on `<html>`), in the commit that
 * hydrates it: the public signal that tests and the bench's dead-time figure wait for, instead of
 * React's private fields.
 */
export function HydrationMark(): null {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
