import { SiteLink } from '@/components/ui/site-link';
import { EmailLink } from '@/components/ui/email-link';
import { StaticIsland } from '@/components/ui/static-island';
import { paths } from '@/lib/site/paths';
import { navigation } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';
import { buildTelephoneUrl, buildWhatsAppUrl } from '@/lib/site/whatsapp';
import { BrandLink } from './brand-link';
import { StaticCookiePreferencesActivator } from './cookie-preferences-button';
import { DelayedReveal } from './delayed-reveal';
import { SocialLinks } from './social-links';
import { StaticCookiePreferencesButton } from './static-cookie-preferences-button';
import styles from './site-footer.module.scss';

/**
 * The site footer, revealed 1.5 s after the page starts in space reserved from the first paint.
 * It is only HTML (its one button is worked from outside it), so it travels once in each document:
 * a `StaticIsland`, about 7 KB less of route payload in every page and nothing for React to hydrate.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <DelayedReveal>
      <StaticIsland id="pie">
        <footer className={styles.footer} data-lugar="pie">
          <div className={styles.inner}>
            <div className={styles.about}>
              <BrandLink variant="footer" />
              <p>{siteConfig.description}</p>
              <SocialLinks whatsappUrl={buildWhatsAppUrl()} tone="dark" />
            </div>
            {navigation.footer.map((column) => (
              <div key={column.title}>
                <h2 className={styles.heading}>{column.title}</h2>
                <ul className={styles.list}>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <SiteLink href={link.href} className={styles.link}>
                        {link.label}
                      </SiteLink>
                    </li>
                  ))}
                  {column.title === 'Legal' && (
                    <li>
                      <StaticCookiePreferencesButton className={styles.link} />
                    </li>
                  )}
                </ul>
              </div>
            ))}
            <div>
              <h2 className={styles.heading}>Contacto</h2>
              <address className={styles.contact}>
                <a
                  href={buildWhatsAppUrl()}
                  data-site-whatsapp=""
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                >
                  WhatsApp
                </a>
                <a href={buildTelephoneUrl()} className={styles.link}>
                  Tel. {siteConfig.phoneDisplay}
                </a>
                <EmailLink className={styles.link} />
                <span>{siteConfig.hours.label}</span>
                <span>
                  {siteConfig.address.street}, {siteConfig.address.neighborhood},{' '}
                  {siteConfig.address.postalCode} {siteConfig.address.city}
                </span>
              </address>
              <p className={styles.note}>
                Si nos escribes por WhatsApp, tus mensajes también los trata Meta Platforms.
                Detalles en el{' '}
                <SiteLink href={paths.privacy} className={styles.noteLink}>
                  aviso de privacidad
                </SiteLink>
                .
              </p>
            </div>
          </div>
          <p className={styles.copyright}>
            © {year} {siteConfig.legalName.replace(/\.$/, '')}. Todos los derechos reservados.
          </p>
        </footer>
      </StaticIsland>
      <StaticCookiePreferencesActivator />
    </DelayedReveal>
  );
}
