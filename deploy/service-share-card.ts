// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import { siteConfig } from '../lib/site/site-config';
import { renderTitleCard, SHARE_LABELS, type ShareBrand } from './share-cards';
import { renderShareJpeg } from './share-images';

/**
 * The share preview of a service page: the agency's mark and name, the service's title and icon
 * and the page's address, on the brand's deep green. A 1200×630 JPEG, like every other preview.
 */
export async function renderServiceShareCard(
  brand: ShareBrand,
  service: { title: string; slug: string },
  icon: Buffer,
  source: string,
): Promise<Buffer> {
  const host = new URL(siteConfig.url).host;
  const card = await renderTitleCard(brand, {
    label: SHARE_LABELS.service,
    title: service.title,
    footer: `${host}/servicios/${service.slug}`,
    icon,
  });
  return renderShareJpeg(card, source);
}
