import { SiteLink } from '@/components/ui/site-link';
import type { NavItem } from '@/lib/site/routes';
import { SectionLink } from './section-link';

type NavItemLinkProps = { item: NavItem; className?: string };

/** One header item: a home-page section or another page. */
export function NavItemLink({ item, className }: NavItemLinkProps) {
  if (item.kind === 'section') {
    return (
      <SectionLink sectionId={item.sectionId} className={className}>
        {item.label}
      </SectionLink>
    );
  }
  return (
    <SiteLink href={item.href} className={className}>
      {item.label}
    </SiteLink>
  );
}
