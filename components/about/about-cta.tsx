import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { WhatsAppIcon } from '@/components/ui/icons';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import type { CtaContent } from '@/lib/content/pages';
import styles from './about-cta.module.scss';

type AboutCtaProps = { cta: CtaContent };

/** The closing call to action: a WhatsApp message to start the first step. */
export function AboutCta({ cta }: AboutCtaProps) {
  return (
    <section className={styles.cta} aria-labelledby="contacto-titulo">
      <div className={styles.inner}>
        <CtaBand
          contactHours
          as="div"
          headingId="contacto-titulo"
          title={cta.title}
          tone="accent"
          prominent
          action={
            <ButtonLink
              href={buildWhatsAppUrl(cta.whatsappMessage)}
              external
              variant="light"
              size="lg"
              raised
            >
              <WhatsAppIcon />
              Agenda tu llamada por WhatsApp
            </ButtonLink>
          }
        >
          Escríbenos por WhatsApp, cuéntanos qué necesitas y agendamos tu llamada de diagnóstico sin
          costo.
        </CtaBand>
      </div>
    </section>
  );
}
