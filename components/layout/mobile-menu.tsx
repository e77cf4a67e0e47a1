'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { usePageLock } from '@/components/hooks/use-page-lock';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { siteConfig } from '@/lib/site-config';
import { buildWhatsAppUrl } from '@/lib/whatsapp';
import { AccountButton } from './account-button';
import { CompanyMenu } from './company-menu';
import { NavItemLink } from './nav-item-link';
import { SocialLinks } from './social-links';
import styles from './mobile-menu.module.scss';

const DRAWER_ID = 'menu-movil';

/** Menu button and side drawer of the header below the `xl` breakpoint. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  usePageLock(open, buttonRef);

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

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

  const onNavigate = () => close(false);

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
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className={styles.label}>{open ? 'Cerrar menú' : 'Abrir menú'}</span>
      </button>
      {open && (
        <>
          <div className={styles.backdrop} onClick={() => close()} aria-hidden="true" />
          <div id={DRAWER_ID} ref={drawerRef} className={styles.drawer}>
            <ul className={styles.list}>
              {siteConfig.nav.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} className={styles.link} onNavigate={onNavigate} />
                </li>
              ))}
              <li>
                <CompanyMenu
                  items={siteConfig.companyMenu}
                  variant="drawer"
                  onNavigate={onNavigate}
                />
              </li>
            </ul>
            <div className={styles.actions}>
              <SiteLink href="/sistema-rifas" className={styles.raffle} onClick={onNavigate}>
                Rifas
              </SiteLink>
              <AccountButton className={styles.account} onNavigate={onNavigate} />
            </div>
            <SocialLinks className={styles.social} whatsappUrl={buildWhatsAppUrl()} />
          </div>
        </>
      )}
    </div>
  );
}
