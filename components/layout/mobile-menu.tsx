'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { usePageLock } from '@/components/hooks/use-page-lock';
import styles from './mobile-menu.module.scss';

const DRAWER_ID = 'menu-movil';

type MobileMenuProps = {
  children: ReactNode;
  /** The button's icons, rendered on the server so that no icon code ships with every page. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
};

/**
 * Menu button and side drawer of the header below the `xl` breakpoint. The drawer's links are
 * rendered on the server and passed in as `children`; following any of them closes the drawer.
 */
export function MobileMenu({ children, openIcon, closeIcon }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  usePageLock(open, buttonRef);

  useEffect(() => {
    if (!open) return;
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // A navigation that happens some other way (history, a link elsewhere) closes the drawer too.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? DRAWER_ID : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? closeIcon : openIcon}
        <span className={styles.label}>{open ? 'Cerrar menú' : 'Abrir menú'}</span>
      </button>
      {open && (
        <>
          <div
            className={styles.backdrop}
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
            aria-hidden="true"
          />
          {/* Clicks bubble up from the drawer's links, which stay keyboard-operable themselves. */}
          <div id={DRAWER_ID} ref={drawerRef} className={styles.drawer} onClick={closeOnLink}>
            {children}
          </div>
        </>
      )}
    </div>
  );
}
