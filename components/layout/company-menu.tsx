'use client';

import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { SiteLink } from '@/components/ui/site-link';
import styles from './company-menu.module.scss';

type CompanyMenuProps = {
  items: readonly { label: string; href: string }[];
  /** The trigger's chevron, rendered on the server so that no icon code ships with every page. */
  chevron: ReactNode;
};

/**
 * The "Empresa" submenu of the desktop header: Blog and client directory. It opens on hover and
 * on keyboard focus, and closes on Escape. Until the page hydrates (and without JavaScript) its
 * stylesheet opens it on hover and focus alone (`data-hydrated` tells the two apart).
 */
export function CompanyMenu({ items, chevron }: CompanyMenuProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

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
      className={`${styles.menu} ${styles.desktop}`}
      data-open={open}
      data-hydrated={hydrated || undefined}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onFocus={openOnFocusFromOutside}
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
