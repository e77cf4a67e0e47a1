import { WhatsAppIcon } from '@/components/ui/icons';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import type { CtaContent } from '@/lib/content/pages';
import styles from './directory-join-cta.module.scss';

type DirectoryJoinCtaProps = { join: CtaContent };

/** Invites clients who are not listed yet to ask to join the directory. */
export function DirectoryJoinCta({ join }: DirectoryJoinCtaProps) {
  return (
    <section className={styles.band} aria-labelledby="aparecer-titulo">
      <div className={styles.inner}>
        <div>
          <h2 id="aparecer-titulo" className={styles.title}>
            {join.title}
          </h2>
          <p className={styles.text}>
            El directorio reúne a los negocios con los que trabajamos. Si ya tienes un proyecto con
            nosotros, mándanos tu logo, ciudad y enlaces, y lo publicamos sin costo.
          </p>
        </div>
        <a
          href={buildWhatsAppUrl(join.whatsappMessage)}
          className={styles.cta}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon width={22} height={22} />
          Quiero aparecer en el directorio
        </a>
      </div>
    </section>
  );
}
