import { SiteImage } from '@/components/ui/site-image';
import { SiteLink } from '@/components/ui/site-link';
import { siteConfig } from '@/lib/site/site-config';
import styles from './brand-link.module.scss';
import { paths } from '@/lib/site/routes';

type BrandLinkProps = { variant?: 'header' | 'footer' };

/** The logo and the brand name, linking home. */
export function BrandLink({ variant = 'header' }: BrandLinkProps) {
  const src = variant === 'header' ? '/images/brand/logo.svg' : '/images/brand/logo-footer.svg';
  return (
    <SiteLink href={paths.home} className={`${styles.brand} ${styles[variant]}`}>
      <SiteImage
        src={src}
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
