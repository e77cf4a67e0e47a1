'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import styles from './navigation-spinner.module.scss';

/** Shown only when a client-side navigation takes longer than this. */
const SHOW_AFTER_MS = 120;
/** A navigation that never completes must not leave the page covered. */
const GIVE_UP_AFTER_MS = 15_000;

function isClientNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target === '_blank' || link.hasAttribute('download')) return false;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * The full-screen "Cargando" spinner for client-side navigations. It lives outside the
 * pre-rendered pages (a route `loading.tsx` would be written into the HTML of every page that
 * awaits data), so it never covers the first paint and pages stay readable without JavaScript.
 */
export function NavigationSpinner() {
  const pathname = usePathname();
  const [pending, setPending] = useState(false);
  const [visible, setVisible] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setPending(false);
    setVisible(false);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => isClientNavigation(event) && setPending(true);
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  useEffect(() => {
    if (!pending) return;
    const show = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    const giveUp = window.setTimeout(() => setPending(false), GIVE_UP_AFTER_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
      setVisible(false);
    };
  }, [pending]);

  if (!pending || !visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-label="Cargando">
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
