'use client';

import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { SiteLink } from '@/components/ui/site-link';
import styles from './company-menu.module.scss';

type CompanyMenuProps = {
  items: readonly { label: string; href: string }[];
  /** Desktop: also opens on hover and keyboard focus. Mobile drawer: opens on click only. */
  variant: 'desktop' | 'drawer';
  /** The trigger's chevron, rendered on the server so that no icon code ships with every page. */
  chevron: ReactNode;
};

/** The "Empresa" submenu: Blog and client directory. */
export function CompanyMenu({ items, variant, chevron }: CompanyMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const isDesktop = variant === 'desktop';

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  // Focus coming back from the submenu (Escape, Shift+Tab) must not reopen it.
  function openOnFocusFromOutside(event: FocusEvent<HTMLButtonElement>) {
    const menu = event.currentTarget.parentElement;
    if (!menu?.contains(event.relatedTarget)) setOpen(true);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    <div
      className={`${styles.menu} ${styles[variant]}`}
      data-open={open}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      onPointerEnter={
        isDesktop ? (event) => event.pointerType === 'mouse' && setOpen(true) : undefined
      }
      onPointerLeave={
        isDesktop ? (event) => event.pointerType === 'mouse' && setOpen(false) : undefined
      }
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onFocus={isDesktop ? openOnFocusFromOutside : undefined}
      >
        Empresa
        <span className={styles.chevron}>{chevron}</span>
      </button>
      <ul id={listId} className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <SiteLink href={item.href} className={styles.link} onClick={() => setOpen(false)}>
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
