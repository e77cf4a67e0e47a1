import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import styles from './company-menu.module.scss';

type CompanyDisclosureProps = {
  items: readonly { label: string; href: string }[];
  chevron: ReactNode;
};

/**
 * The "Empresa" submenu of the mobile drawer: a `<details>`, so it opens and closes on a tap
 * before the page hydrates and without JavaScript; screen readers announce it as collapsed or
 * expanded. Following one of its links closes the drawer (see `MobileMenu`).
 */
export function CompanyDisclosure({ items, chevron }: CompanyDisclosureProps) {
  return (
    <details className={`${styles.menu} ${styles.drawer}`}>
      <summary className={styles.trigger}>
        Empresa
        <span className={styles.chevron}>{chevron}</span>
      </summary>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <SiteLink href={item.href} className={styles.link}>
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
