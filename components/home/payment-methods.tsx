import { SiteImage } from '@/components/ui/site-image';
import { SiteLink } from '@/components/ui/site-link';
import type { PaymentMethod } from '@/lib/content/home-content';
import { staticPages } from '@/lib/site/routes';
import styles from './payment-methods.module.scss';

type PaymentMethodsProps = { title: string; methods: readonly PaymentMethod[] };

/** The strip of accepted payment methods; payment details live on the transfer page. */
export function PaymentMethods({ title, methods }: PaymentMethodsProps) {
  return (
    <section className={styles.section} aria-labelledby="pagos-titulo">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="pagos-titulo" className={styles.title}>
            {title}
          </h2>
          <p className={styles.note}>
            Paga como te resulte más cómodo. Este sitio no procesa pagos: te enviamos tu referencia
            por WhatsApp.
          </p>
          <SiteLink href={staticPages.transfer.path} className={styles.link}>
            Ver datos para transferencia
          </SiteLink>
        </div>
        <ul className={styles.logos}>
          {methods.map((method) => (
            <li key={method.id} className={styles.logoItem}>
              <SiteImage
                className={styles.logo}
                src={method.logo}
                darkSrc={method.darkLogo}
                alt={method.name}
                width={100}
                height={48}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
