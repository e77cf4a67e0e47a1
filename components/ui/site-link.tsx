import type { AnchorHTMLAttributes } from 'react';

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to another page of the site: a real `<a href>` that works before hydration and without
 * JavaScript. Once the page hydrates, `LinkNavigation` (mounted once in every page) navigates on
 * the client when it is clicked and fetches its page ahead once the visitor shows the intent to
 * open it (pointer over it, finger on it, keyboard focus on it), not as soon as it scrolls into
 * view. Plain HTML, with no client component of its own: it can sit in a `StaticIsland`.
 */
export function SiteLink({ href, ...anchor }: SiteLinkProps) {
  return <a {...anchor} href={href} data-site-link="" />;
}
