import { FacebookIcon, InstagramIcon, WhatsAppIcon } from '@/components/ui/icons';
import type { WhatsAppPlace } from '@/lib/analytics/whatsapp-places';
import { siteConfig } from '@/lib/site/site-config';
import styles from './social-links.module.scss';

type SocialLinksProps = {
  whatsappUrl: string;
  className?: string;
  tone?: 'light' | 'dark';
  /** The visit counter's name for where the links sit, when their container gives none. */
  place?: WhatsAppPlace;
};

/**
 * Instagram, Facebook and WhatsApp, each opening in a new tab. They sit in the site's chrome (menu
 * and footer), so the WhatsApp link prefills the greeting of the page shown.
 */
export function SocialLinks({ whatsappUrl, className, tone = 'light', place }: SocialLinksProps) {
  const links = [
    { label: 'Instagram', href: siteConfig.socials.instagram, Icon: InstagramIcon },
    { label: 'Facebook', href: siteConfig.socials.facebook, Icon: FacebookIcon },
    { label: 'WhatsApp', href: whatsappUrl, Icon: WhatsAppIcon, isWhatsApp: true },
  ];
  return (
    <ul
      className={[styles.list, styles[tone], className].filter(Boolean).join(' ')}
      data-lugar={place}
    >
      {links.map(({ label, href, Icon, isWhatsApp }) => (
        <li key={label}>
          <a
            href={href}
            data-site-whatsapp={isWhatsApp ? '' : undefined}
            className={styles.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (se abre en una pestaña nueva)`}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
