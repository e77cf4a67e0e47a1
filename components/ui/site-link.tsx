'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent, SyntheticEvent } from 'react';

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A plain left click that the page may take over: no modifier key, no new tab, no download. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { button, metaKey, ctrlKey, shiftKey, altKey, currentTarget } = event;
  return (
    !event.defaultPrevented &&
    button === 0 &&
    !metaKey &&
    !ctrlKey &&
    !shiftKey &&
    !altKey &&
    (!currentTarget.target || currentTarget.target === '_self') &&
    !currentTarget.hasAttribute('download')
  );
}

/**
 * A link to another page of the site: a real `<a href>` that works before hydration and without
 * JavaScript, and once hydrated navigates on the client. It fetches the target page ahead once the
 * visitor shows the intent to open it (pointer over it, finger on it, keyboard focus on it), not
 * as soon as it scrolls into view, so a phone does not download every visible link's page while
 * the current one still starts up. (Lighter than `next/link`, whose code every page would load.)
 */
export function SiteLink({
  href,
  onClick,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...anchor
}: SiteLinkProps) {
  const router = useRouter();
  const onIntent =
    <E extends SyntheticEvent>(handler?: (event: E) => void) =>
    (event: E) => {
      router.prefetch(href);
      handler?.(event);
    };
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    router.push(href);
  };
  return (
    <a
      {...anchor}
      href={href}
      onClick={navigate}
      onPointerEnter={onIntent(onPointerEnter)}
      onTouchStart={onIntent(onTouchStart)}
      onFocus={onIntent(onFocus)}
    />
  );
}
