import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { WhatsAppIcon } from '@/components/ui/icons';
import type { WhatsAppPlace } from '@/lib/analytics/whatsapp-places';
import styles from './catalog-cta.module.scss';

type CatalogCtaProps = {
  headingId: string;
  title: string;
  whatsappUrl: string;
  place: WhatsAppPlace;
  children: ReactNode;
};

/** The closing call of a service's or a case's page: WhatsApp, with the office hours. */
export function CatalogCta({ headingId, title, whatsappUrl, place, children }: CatalogCtaProps) {
  return (
    <div className={styles.wrap}>
      <CtaBand
        contactHours
        headingId={headingId}
        title={title}
        tone="dark"
        prominent
        place={place}
        action={
          <ButtonLink href={whatsappUrl} external size="lg">
            <WhatsAppIcon />
            Hablemos por WhatsApp
          </ButtonLink>
        }
      >
        {children}
      </CtaBand>
    </div>
  );
}
