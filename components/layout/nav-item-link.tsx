import { SiteLink } from '@/components/ui/site-link';
import type { NavItem } from '@/lib/site-config';
import { SectionLink } from './section-link';

type NavItemLinkProps = { item: NavItem; className?: string; onNavigate?: () => void };

/** One header item: a home-page section or another page. */
export function NavItemLink({ item, className, onNavigate }: NavItemLinkProps) {
  if (item.kind === 'section') {
    return (
      <SectionLink sectionId={item.sectionId} className={className} onNavigate={onNavigate}>
        {item.label}
      </SectionLink>
    );
  }
  return (
    <SiteLink href={item.href} className={className} onClick={onNavigate}>
      {item.label}
    </SiteLink>
  );
}
