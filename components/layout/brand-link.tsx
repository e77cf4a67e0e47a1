import { SiteImage } from '@/components/ui/site-image';
import { SiteLink } from '@/components/ui/site-link';
import { siteConfig } from '@/lib/site/site-config';
import styles from './brand-link.module.scss';
import { paths } from '@/lib/site/routes';

type BrandLinkProps = { variant?: 'header' | 'footer' };

/** The logo and the brand name, linking home. */
export function BrandLink({ variant = 'header' }: BrandLinkProps) {
  // The footer is dark in both schemes; the header's logo has a variant for the dark one.
  const logo =
    variant === 'header'
      ? { src: '/images/brand/logo.svg', darkSrc: '/images/brand/logo-dark.svg' }
      : { src: '/images/brand/logo-footer.svg' };
  return (
    <SiteLink href={paths.home} className={`${styles.brand} ${styles[variant]}`}>
      <SiteImage
        {...logo}
        alt=""
        width={40}
        height={40}
        className={styles.mark}
        loading={variant === 'header' ? 'eager' : 'lazy'}
      />
      <span>{siteConfig.name}</span>
      <span className={styles.srOnly}> — inicio</span>
    </SiteLink>
  );
}
