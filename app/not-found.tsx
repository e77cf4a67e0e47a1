import type { Metadata } from 'next';
import { RelatedArticles } from '@/components/blog/related-articles';
import { ButtonLink } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { getAllArticles } from '@/lib/blog/articles';
import { getPagesContent } from '@/lib/content/pages';
import { staticPages } from '@/lib/site/routes';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección.',
  robots: { index: false },
};

export default function NotFound() {
  const copy = getPagesContent().notFound;
  return (
    <>
      <MessagePage
        code="404"
        title={copy.title}
        actions={
          <>
            <ButtonLink href={staticPages.home.path} size="sm">
              Ir al inicio
            </ButtonLink>
            <ButtonLink href={staticPages.blog.path} variant="secondary" size="sm">
              Leer el blog
            </ButtonLink>
          </>
        }
      >
        <p>{copy.lead}</p>
      </MessagePage>
      {/* A moved or mistyped link most often pointed at an article. */}
      <RelatedArticles title={copy.recentTitle} articles={getAllArticles().slice(0, 3)} />
    </>
  );
}
