import type { Metadata } from 'next';
import { RelatedArticles } from '@/components/blog/related-articles';
import { SiteChrome } from '@/components/layout/site-chrome';
import { ButtonLink } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { getAllArticles } from '@/lib/blog/articles';
import { getPagesContent } from '@/lib/content/pages';
import { staticPages } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';
import { brandFont } from './fonts';
import '@/styles/globals.scss';

// The 404 page is a document of its own, outside the root layout: as the layout's not-found
// boundary its recent articles travelled in the route payload of every other page.
export { viewport } from './layout';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: `Página no encontrada | ${siteConfig.name}`,
  description: 'La página que buscas no existe o cambió de dirección.',
  robots: { index: false },
};

export default function GlobalNotFound() {
  const copy = getPagesContent().notFound;
  return (
    // Its links load their page: Next cannot navigate away from this document on the client.
    <html lang="es" className={brandFont.variable} data-full-page-links="">
      <body>
        <SiteChrome>
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
        </SiteChrome>
      </body>
    </html>
  );
}
