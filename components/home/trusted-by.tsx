import { SiteImage } from '@/components/ui/site-image';
import type { Client } from '@/lib/content/home-content';
import { optimizeImageUrl } from '@/lib/content/image-url';
import styles from './trusted-by.module.scss';

const LOGO_HEIGHT = 56;
const LOGO_WIDTH = 220;
const XL_LOGO_WIDTH = 330;

/** "Confían en nosotros": the logos of five clients, the wide ones given more room. */
export function TrustedBy({ title, clients }: { title: string; clients: readonly Client[] }) {
  return (
    <section className={styles.section} aria-labelledby="clientes-titulo">
      <div className={styles.inner}>
        <h2 id="clientes-titulo" className={styles.title}>
          {title}
        </h2>
        <ul className={styles.logos}>
          {clients.map((client) => (
            <li key={client.src} className={client.isXLarge ? styles.xLarge : undefined}>
              <SiteImage
                className={styles.logo}
                src={optimizeImageUrl(client.src)}
                darkSrc={client.darkSrc && optimizeImageUrl(client.darkSrc)}
                alt={client.name}
                width={client.isXLarge ? XL_LOGO_WIDTH : LOGO_WIDTH}
                height={LOGO_HEIGHT}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
