import { ShieldIcon } from '@/components/ui/icons';
import { EmailLink } from '@/components/ui/email-link';
import { siteConfig } from '@/lib/site/site-config';
import styles from './payment-notice.module.scss';

/** Makes clear that the site takes no payments and warns about look-alike account data. */
export function PaymentNotice({ title }: { title: string }) {
  return (
    <section className={styles.notice} aria-labelledby="aviso-pagos-titulo">
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <ShieldIcon width={26} height={26} />
        </span>
        <h2 id="aviso-pagos-titulo" className={styles.title}>
          {title}
        </h2>
      </div>
      <p className={styles.text}>
        Aquí no se cobra nada ni se piden datos de tarjeta: el pago lo haces tú desde tu banco.
        Nunca te pediremos contraseñas ni códigos de seguridad. Si alguien te comparte otra CLABE a
        nuestro nombre, confírmala antes al {siteConfig.phoneDisplay} o en <EmailLink />.
      </p>
    </section>
  );
}
