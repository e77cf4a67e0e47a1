import { buildBreadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import { JsonLd } from './json-ld';
import { SiteLink } from './site-link';
import styles from './breadcrumbs.module.scss';

/**
 * Where a page sits (Inicio › Blog › article): links to the pages above it, the page itself last,
 * and the same trail for search engines (BreadcrumbList).
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const current = items.at(-1);
  return (
    <>
      <nav aria-label="Ruta de navegación" className={styles.breadcrumbs}>
        <ol>
          {items.slice(0, -1).map((item) => (
            <li key={item.path}>
              <SiteLink href={item.path}>{item.name}</SiteLink>
            </li>
          ))}
          {current && <li aria-current="page">{current.name}</li>}
        </ol>
      </nav>
      <JsonLd data={buildBreadcrumbJsonLd(items)} />
    </>
  );
}
