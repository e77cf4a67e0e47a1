import { ButtonLink } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { navigation } from '@/lib/site/routes';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import { AccountButton } from './account-button';
import { CompanyDisclosure } from './company-disclosure';
import { NavItemLink } from './nav-item-link';
import { SocialLinks } from './social-links';
import styles from './mobile-menu.module.scss';

/** What the mobile drawer shows, rendered on the server so the brand data stays out of the bundle. */
export function MobileMenuLinks() {
  return (
    <>
      <ul className={styles.list}>
        {navigation.main.map((item) => (
          <li key={item.label}>
            <NavItemLink item={item} className={styles.link} />
          </li>
        ))}
        <li>
          <CompanyDisclosure
            items={navigation.company}
            chevron={<ChevronDownIcon width={18} height={18} />}
          />
        </li>
      </ul>
      <div className={styles.actions}>
        <ButtonLink href={navigation.highlight.href} size="sm" className={styles.raffle}>
          {navigation.highlight.label}
        </ButtonLink>
        <AccountButton className={styles.account} />
      </div>
      <SocialLinks className={styles.social} whatsappUrl={buildWhatsAppUrl()} place="menu-movil" />
    </>
  );
}
