import { ButtonLink } from '@/components/ui/button';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { navigation } from '@/lib/site/routes';
import { AccountButton } from './account-button';
import { BrandLink } from './brand-link';
import { CompanyMenu } from './company-menu';
import { MobileMenu } from './mobile-menu';
import { MobileMenuLinks } from './mobile-menu-links';
import { NavItemLink } from './nav-item-link';
import styles from './site-header.module.scss';

/** The fixed header: brand, main navigation, Rifas and the client-area button. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <BrandLink />
        <nav aria-label="Principal" className={styles.nav}>
          <ul className={styles.desktopList}>
            {navigation.main.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} className={styles.link} />
              </li>
            ))}
            <li>
              <CompanyMenu
                items={navigation.company}
                chevron={<ChevronDownIcon width={18} height={18} />}
              />
            </li>
          </ul>
          <MobileMenu openIcon={<MenuIcon />} closeIcon={<CloseIcon />}>
            <MobileMenuLinks />
          </MobileMenu>
        </nav>
        <div className={styles.actions}>
          <ButtonLink href={navigation.highlight.href} size="sm" className={styles.raffle}>
            {navigation.highlight.label}
          </ButtonLink>
          <div className={styles.account}>
            <AccountButton />
          </div>
        </div>
      </div>
    </header>
  );
}
