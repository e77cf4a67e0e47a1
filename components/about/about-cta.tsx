import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { WhatsAppIcon } from '@/components/ui/icons';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import styles from './about-cta.module.scss';

const CTA_MESSAGE =
  '¡Hola! Leí sobre su equipo y me gustaría agendar una llamada de diagnóstico para mi proyecto.';

/** The closing call to action: a WhatsApp message to start the first step. */
export function AboutCta() {
  return (
    <section className={styles.cta} aria-labelledby="contacto-titulo">
      <div className={styles.inner}>
        <CtaBand
          as="div"
          headingId="contacto-titulo"
          title="¿Platicamos de tu proyecto?"
          tone="accent"
          prominent
          action={
            <ButtonLink
              href={buildWhatsAppUrl(CTA_MESSAGE)}
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
