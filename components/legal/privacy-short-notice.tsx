import { SiteLink } from '@/components/ui/site-link';
import type { PrivacyNoticeContent } from '@/lib/content/pages';
import { fillTemplate } from '@/lib/site/format';
import { paths } from '@/lib/site/paths';
import { siteConfig } from '@/lib/site/site-config';
import styles from './privacy-short-notice.module.scss';

type PrivacyShortNoticeProps = { notice: PrivacyNoticeContent };

/** The short-form privacy notice the law asks for where data are collected, linking to the full one. */
export function PrivacyShortNotice({ notice }: PrivacyShortNoticeProps) {
  return (
    <p className={styles.notice}>
      <strong>{notice.title}.</strong>{' '}
      {fillTemplate(notice.text, { legalName: siteConfig.legalName })}{' '}
      <SiteLink href={paths.privacy} className={styles.link}>
        {notice.linkLabel}
      </SiteLink>
      .
    </p>
  );
}
