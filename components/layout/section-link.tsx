'use client';

import type { MouseEvent, ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { isPlainClick } from '@/lib/browser/plain-click';
import { scrollToSection, scrollToSectionWhenReady } from '@/lib/browser/section-scroll';
import { homeSectionPath } from '@/lib/site/paths';

type SectionLinkProps = {
  sectionId: string;
  className?: string;
  children: ReactNode;
};

/**
 * A real link to `/#section` that scrolls smoothly on the home page and, from any other page,
 * goes home first and scrolls once the section has rendered.
 */
export function SectionLink({ sectionId, className, children }: SectionLinkProps) {
  const pathname = usePathname();
  const router = useRouter();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event, event.currentTarget)) return;
    event.preventDefault();
    if (pathname === '/') {
      scrollToSection(sectionId);
      return;
    }
    router.push('/');
    scrollToSectionWhenReady(sectionId);
  }

  return (
    <a href={homeSectionPath(sectionId)} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
