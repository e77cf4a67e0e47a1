// deploy: build and deploy time (Node: scripts/, server/, e2e/). The page left at a renamed page's old address.
import type { PageRedirect } from '../lib/site/moved-pages';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The file of `out/` that answers an old address where only files are served: `/viejo` → `viejo.html`. */
export function getMovedPageFile(from: string): string {
  return `${from.replace(/^\/+/, '')}.html`;
}

/**
 * The page a host that only serves files (no `_redirects`, no nginx) shows at an old address: it
 * moves the visitor at once (`<meta http-equiv="refresh">`, which search engines read as a
 * permanent redirect), names the new address as canonical, is `noindex` and says in Spanish
 * where the page went, with a link. No script and no style: it passes every page's
 * Content-Security-Policy, the strictest included.
 */
export function renderMovedPage(
  { to, title }: PageRedirect,
  { siteUrl, siteName }: { siteUrl: string; siteName: string },
): string {
  const href = escapeHtml(to);
  const name = escapeHtml(title);
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Esta página se mudó · ${escapeHtml(siteName)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(siteUrl)}${href}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<main>
<h1>Esta página se mudó</h1>
<p>Ahora está en <a href="${href}">${name}</a>.</p>
</main>
</body>
</html>
`;
}
