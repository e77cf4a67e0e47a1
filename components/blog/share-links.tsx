import { FacebookIcon, WhatsAppIcon } from '@/components/ui/icons';
import { ARTICLE_PAGE_IDS } from '@/lib/content/page-ids';
import { buildWhatsAppShareUrl } from '@/lib/site/whatsapp-share';
import styles from './share-links.module.scss';

/** Links that share the article on WhatsApp, Facebook, X and LinkedIn, or by e-mail. */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  const encodedUrl = encodeURIComponent(url);
  const links = [
    { label: 'WhatsApp', href: buildWhatsAppShareUrl(`${title} ${url}`), icon: <WhatsAppIcon /> },
    {
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
      icon: <FacebookIcon />,
    },
    {
      label: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodedUrl}`,
      icon: <span aria-hidden="true">𝕏</span>,
    },
    {
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
      icon: <span aria-hidden="true">in</span>,
    },
  ];
  return (
    <section aria-labelledby={ARTICLE_PAGE_IDS.share.id} className={styles.share}>
      <h2 id={ARTICLE_PAGE_IDS.share.id} className={styles.title}>
        Comparte este artículo
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
              aria-label={`Compartir en ${link.label} (se abre en una pestaña nueva)`}
            >
              {link.icon}
            </a>
          </li>
        ))}
        <li>
          <a
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}`}
            className={styles.link}
            aria-label="Compartir por correo electrónico"
          >
            <span aria-hidden="true">@</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
