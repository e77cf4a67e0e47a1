import { SectionLink } from '@/components/layout/section-link';
import { ButtonLink, getButtonClassName } from '@/components/ui/button';
import { WhatsAppIcon } from '@/components/ui/icons';
import { SiteImage } from '@/components/ui/site-image';
import type { PagesContent } from '@/lib/content/pages';
import { siteConfig } from '@/lib/site/site-config';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import styles from './home-hero.module.scss';

/** The hero: the agency's promise, the WhatsApp contact button and the call to become a client. */
export function HomeHero({ hero }: { hero: PagesContent['home']['hero'] }) {
  return (
    <section
      id="inicio"
      className={styles.hero}
      aria-labelledby="inicio-titulo"
      data-lugar="portada"
    >
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="inicio-titulo" className={styles.title}>
            {siteConfig.tagline}
          </h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <ButtonLink
              href={buildWhatsAppUrl()}
              external
              size="lg"
              raised
              className={styles.action}
            >
              <WhatsAppIcon />
              Contáctanos por WhatsApp
            </ButtonLink>
            <SectionLink
              sectionId="proyectos"
              className={getButtonClassName({
                variant: 'neutral',
                size: 'lg',
                className: styles.action,
              })}
            >
              Ver proyectos
            </SectionLink>
          </div>
        </div>
        <SiteImage
          className={styles.illustration}
          src="/images/home/hero.webp"
          darkSrc="/images/home/hero-dark.webp"
          width={1200}
          height={960}
          alt="Sitio web y aplicación móvil con ventas, conversiones y rendimiento en aumento"
          sizes="(min-width: 768px) 576px, calc(100vw - 48px)"
          priority
        />
        <div className={styles.card}>
          <div>
            <h2 className={styles.cardTitle}>{hero.cardTitle}</h2>
            <p className={styles.cardText}>{hero.cardText}</p>
          </div>
          <SectionLink
            sectionId="servicios"
            className={getButtonClassName({ variant: 'highlight', className: styles.cardLink })}
          >
            Conoce nuestros servicios
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
