'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { usePageLock } from '@/components/hooks/use-page-lock';
import { MOBILE_MENU_ID } from '@/lib/content/chrome-ids';
import styles from './mobile-menu.module.scss';

/** Browsers from 2024 on; an older one gets the drawer from React alone once it hydrates. */
const supportsPopover = () => Object.hasOwn(HTMLElement.prototype, 'popover');

type MobileMenuProps = {
  children: ReactNode;
  /** The button's icons, rendered on the server so that no icon code ships with every page. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
};

/**
 * Menu button and side drawer of the header below the `xl` breakpoint. The drawer is a popover
 * that the button opens and closes through the browser, so it works from the first paint and
 * without JavaScript: a tap outside it or Escape closes it, and the stylesheets swap the button's
 * name and stop the page from scrolling. Once hydrated, React follows the popover's state, from
 * whatever it is then, and adds the rest: the page behind becomes inert, focus moves in and comes
 * back, and following a link (or any navigation) closes it. Its links come in as `children`.
 */
export function MobileMenu({ children, openIcon, closeIcon }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  usePageLock(open, buttonRef);

  function show(next: boolean) {
    if (supportsPopover()) drawerRef.current?.togglePopover(next);
    else setOpen(next);
  }

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer || !supportsPopover()) return;
    const follow = () => setOpen(drawer.matches(':popover-open'));
    follow();
    drawer.addEventListener('toggle', follow);
    return () => drawer.removeEventListener('toggle', follow);
  }, []);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      drawerRef.current?.querySelector<HTMLElement>('a, summary, button')?.focus();
    } else if (wasOpen.current && document.activeElement === document.body) {
      // Closed by Escape or a tap outside, the focus lost with the drawer: back to the button.
      buttonRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  // Without popovers, Escape is React's to handle.
  useEffect(() => {
    if (!open || supportsPopover()) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // A navigation that happens some other way (history, a link elsewhere) closes the drawer too.
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    show(false);
  });

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) show(false);
  };

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        popoverTarget={MOBILE_MENU_ID}
        onClick={() => supportsPopover() || show(!open)}
        // Before hydration the browser tells the popover's state through the button itself.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={MOBILE_MENU_ID}
      >
        {/* Both until hydration, for the stylesheet to choose; then the one for the state. */}
        {(!hydrated || !open) && (
          <span className={styles.whenClosed}>
            {openIcon}
            <span className={styles.label}>Abrir menú</span>
          </span>
        )}
        {(!hydrated || open) && (
          <span className={styles.whenOpen}>
            {closeIcon}
            <span className={styles.label}>Cerrar menú</span>
          </span>
        )}
      </button>
      {/* Clicks bubble up from the drawer's links, which stay keyboard-operable themselves. */}
      <div
        id={MOBILE_MENU_ID}
        ref={drawerRef}
        popover="auto"
        className={styles.drawer}
        data-open={open || undefined}
        onClick={closeOnLink}
      >
        {children}
      </div>
    </div>
  );
}
