'use client';

import Link from 'next/link';
import { useState, type ComponentProps, type SyntheticEvent } from 'react';

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * A link to another page of the site that fetches that page ahead once the visitor shows the
 * intent to open it (pointer over it, finger on it, keyboard focus on it), not as soon as it
 * scrolls into view: a phone no longer downloads and parses every visible link's page while the
 * current one is still starting up, and a tap still finds the next page on its way.
 */
export function SiteLink({ onPointerEnter, onTouchStart, onFocus, ...link }: SiteLinkProps) {
  const [intended, setIntended] = useState(false);
  const onIntent =
    <E extends SyntheticEvent>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntended(true);
      handler?.(event);
    };
  return (
    <Link
      {...link}
      prefetch={intended ? null : false}
      onPointerEnter={onIntent(onPointerEnter)}
      onTouchStart={onIntent(onTouchStart)}
      onFocus={onIntent(onFocus)}
    />
  );
}
