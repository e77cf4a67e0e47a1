import { SiteLink } from '@/components/ui/site-link';
import { siteConfig } from '@/lib/site/site-config';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import { BrandLink } from './brand-link';
import { CookiePreferencesButton } from './cookie-preferences-button';
import { DelayedReveal } from './delayed-reveal';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.scss';

const columns = [
  {
    title: 'Agencia',
    links: [
      { label: 'Inicio', href: '/' },
      { label: 'Sobre nosotros', href: '/sobre-nosotros' },
      { label: 'Servicios', href: '/#servicios' },
      { label: 'Proyectos', href: '/#proyectos' },
      { label: 'Sistema de rifas', href: '/sistema-rifas' },
    ],
  },
  {
    title: 'Recursos',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Directorio de clientes', href: '/directorio-clientes' },
      { label: 'Área de clientes', href: '/login-cliente' },
      { label: 'Pago por transferencia', href: '/bitso-mx' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Aviso de privacidad', href: '/politica-privacidad' },
      { label: 'Política de cookies', href: '/politica-cookies' },
      { label: 'Términos de uso', href: '/terminos-uso' },
    ],
  },
];

/** The site footer, revealed 1.5 s after the page starts in space reserved from the first paint. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <DelayedReveal>
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <div className={styles.about}>
            <BrandLink variant="footer" />
            <p>{siteConfig.description}</p>
            <SocialLinks whatsappUrl={buildWhatsAppUrl()} tone="dark" />
          </div>
          {columns.map((column) => (
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
                    <CookiePreferencesButton className={styles.link} />
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
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
              >
                WhatsApp {siteConfig.phoneDisplay}
              </a>
              <a href={`mailto:${siteConfig.email}`} className={styles.link}>
                {siteConfig.email}
              </a>
              <span>
                {siteConfig.address.street}, {siteConfig.address.neighborhood},{' '}
                {siteConfig.address.postalCode} {siteConfig.address.city}
              </span>
            </address>
          </div>
        </div>
        <p className={styles.copyright}>
          © {year} {siteConfig.legalName.replace(/\.$/, '')}. Todos los derechos reservados.
        </p>
      </footer>
    </DelayedReveal>
  );
}
