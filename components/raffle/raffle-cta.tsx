import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { Section } from '@/components/ui/section';
import { WhatsAppIcon } from '@/components/ui/icons';
import styles from './raffle-cta.module.scss';

/** The closing call to action: ask for a raffle system on WhatsApp. */
export function RaffleCta({ title, whatsappUrl }: { title: string; whatsappUrl: string }) {
  return (
    <Section headingId="rifas-cta-titulo">
      <CtaBand
        contactHours
        as="div"
        headingId="rifas-cta-titulo"
        title={title}
        tone="dark"
        prominent
        className={styles.card}
        action={
          <ButtonLink href={whatsappUrl} external size="lg" className={styles.link}>
            <WhatsAppIcon />
            Quiero mi sistema de rifas
          </ButtonLink>
        }
      >
        Cuéntanos cuántos boletos, premios y fechas tienes en mente y te enviamos una propuesta con
        precio cerrado y tiempo de entrega.
      </CtaBand>
    </Section>
  );
}
