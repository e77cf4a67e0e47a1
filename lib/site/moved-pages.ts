// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/**
 * The status an old address of a renamed page answers with (`redirectFrom`): permanent, like
 * the trailing-slash rule, and the same under `npm start`, nginx and the CDN's `_redirects`.
 */
export const MOVED_PAGE_STATUS = 308;

/** A renamed page's old address and where it moved, with the page's title for the notice. */
export type PageRedirect = { from: string; to: string; title: string };

/**
 * The redirects of published pages: each old slug of `pages` (`redirectFrom`) at its address
 * (`pathOf`) to the page's own address.
 */
export function listPageRedirects(
  pages: readonly { slug: string; title: string; redirectFrom?: readonly string[] }[],
  pathOf: (page: { slug: string }) => string,
): PageRedirect[] {
  return pages.flatMap((page) =>
    (page.redirectFrom ?? []).map((old) => ({
      from: pathOf({ slug: old }),
      to: pathOf(page),
      title: page.title,
    })),
  );
}
