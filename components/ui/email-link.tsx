import { siteConfig } from '@/lib/site/site-config';

/**
 * The agency's address as a `mailto:` link. Where it has to wrap, it wraps after the «@», never
 * inside the domain.
 */
export function EmailLink({ className }: { className?: string }) {
  const [mailbox, domain] = siteConfig.email.split('@');
  return (
    <a href={`mailto:${siteConfig.email}`} className={className}>
      {mailbox}@<wbr />
      {domain}
    </a>
  );
}
