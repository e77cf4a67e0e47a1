import type { PanelData } from '@/lib/client-area/client-api-contract';
import { formatSpanishDate } from '@/lib/site/format';
import styles from './panel-services.module.scss';

/** Hosting plan, renewal date, domain and corporate mailboxes, one card per domain. */
export function PanelServices({ services }: { services: PanelData['services'] }) {
  return (
    <section className={styles.card} aria-labelledby="panel-servicios">
      <h2 id="panel-servicios" className={styles.heading}>
        Servicios activos
      </h2>
      {services.length === 0 ? (
        <p className={styles.empty}>Aún no tienes servicios de hosting o dominio con nosotros.</p>
      ) : (
        services.map((service) => (
          <div key={service.domain} className={styles.service}>
            <h3 className={styles.domain}>{service.domain}</h3>
            <dl className={styles.facts}>
              <div>
                <dt>Plan de hosting</dt>
                <dd>{service.hostingPlan}</dd>
              </div>
              <div>
                <dt>Renovación</dt>
                <dd>{formatSpanishDate(service.renewalDate)}</dd>
              </div>
              <div>
                <dt>Correos corporativos</dt>
                <dd>
                  {service.mailboxes} {service.mailboxes === 1 ? 'cuenta' : 'cuentas'}
                </dd>
              </div>
            </dl>
          </div>
        ))
      )}
    </section>
  );
}
