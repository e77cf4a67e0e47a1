import type { Metadata } from 'next';
import { MessagePage } from '@/components/ui/message-page';
import styles from '@/components/ui/message-page.module.scss';
import { SiteLink } from '@/components/ui/site-link';
import { getPagesContent } from '@/lib/content/pages';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección.',
  robots: { index: false },
};

export default function NotFound() {
  const copy = getPagesContent().notFound;
  return (
    <MessagePage
      code="404"
      title={copy.title}
      actions={
        <>
          <SiteLink href="/" className={styles.primary}>
            Ir al inicio
          </SiteLink>
          <SiteLink href="/blog" className={styles.secondary}>
            Leer el blog
          </SiteLink>
        </>
      }
    >
      <p>{copy.lead}</p>
    </MessagePage>
  );
}
