// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
const UPLOAD_SEGMENT = '/image/upload/';
const AUTO_TRANSFORMS = 'f_auto,q_auto';

function hasAutoTransforms(firstSegment: string): boolean {
  const parts = firstSegment.split(',');
  return parts.includes('f_auto') && parts.includes('q_auto');
}

/**
 * Adds automatic format and quality (`f_auto,q_auto`) to an image-host URL
 * (`https://res.cloudinary.com/<cloud>/image/upload/<rest>`), once. Local paths such as
 * `/images/logo.svg` and URLs of other hosts are returned unchanged.
 */
export function optimizeImageUrl(src: string): string {
  if (!/^https:\/\//i.test(src)) return src;
  const url = new URL(src);
  const at = url.pathname.indexOf(UPLOAD_SEGMENT);
  if (at === -1) return src;
  const before = url.pathname.slice(0, at + UPLOAD_SEGMENT.length);
  const rest = url.pathname.slice(at + UPLOAD_SEGMENT.length);
  if (hasAutoTransforms(rest.split('/')[0] ?? '')) return src;
  url.pathname = `${before}${AUTO_TRANSFORMS}/${rest}`;
  return url.toString();
}
