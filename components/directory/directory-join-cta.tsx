import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { WhatsAppIcon } from '@/components/ui/icons';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import type { CtaContent } from '@/lib/content/pages';
import styles from './directory-join-cta.module.scss';

type DirectoryJoinCtaProps = { join: CtaContent };

/** Invites clients who are not listed yet to ask to join the directory. */
export function DirectoryJoinCta({ join }: DirectoryJoinCtaProps) {
  return (
    <section className={styles.band} aria-labelledby="aparecer-titulo">
      <CtaBand
        contactHours
        as="div"
        headingId="aparecer-titulo"
        title={join.title}
        tone="soft"
        wideText
        action={
          <ButtonLink
            href={buildWhatsAppUrl(join.whatsappMessage)}
            external
            size="lg"
            raised
            className={styles.cta}
          >
            <WhatsAppIcon width={22} height={22} />
            Quiero aparecer en el directorio
          </ButtonLink>
        }
      >
        El directorio reúne a los negocios con los que trabajamos. Si ya tienes un proyecto con
        nosotros, mándanos tu logo, ciudad y enlaces, y lo publicamos sin costo.
      </CtaBand>
    </section>
  );
}
