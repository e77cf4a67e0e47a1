import { SiteImage } from '@/components/ui/site-image';
import { SiteLink } from '@/components/ui/site-link';
import { siteConfig } from '@/lib/site/site-config';
import styles from './brand-link.module.scss';
import { paths } from '@/lib/site/routes';

type BrandLinkProps = {
  variant?: 'header' | 'footer';
  /** The staff frame's mark: it leads to the dashboard's home. */
  staff?: boolean;
  className?: string;
};

/** The logo and the brand name, linking home (the staff frame's, the dashboard's home). */
export function BrandLink({ variant = 'header', staff = false, className }: BrandLinkProps) {
  // The footer is dark in both schemes; the header's logo has a variant for the dark one.
  const logo =
    variant === 'header'
      ? { src: '/images/brand/logo.svg', darkSrc: '/images/brand/logo-dark.svg' }
      : { src: '/images/brand/logo-footer.svg' };
  return (
    <SiteLink
      href={staff ? paths.staffPanel : paths.home}
      className={[styles.brand, styles[variant], className].filter(Boolean).join(' ')}
    >
      <SiteImage
        {...logo}
        alt=""
        width={40}
        height={40}
        className={styles.mark}
        loading={variant === 'header' ? 'eager' : 'lazy'}
      />
      <span>{siteConfig.name}</span>
      <span className={styles.srOnly}>{staff ? ' — panel de la agencia' : ' — inicio'}</span>
    </SiteLink>
  );
}
