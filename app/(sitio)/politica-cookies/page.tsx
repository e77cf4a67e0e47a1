import { LegalDocument } from '@/components/legal/legal-document';
import { getLegalContent } from '@/lib/content/legal';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.cookies);

export default function Page() {
  return <LegalDocument document={getLegalContent('politica-cookies')} />;
}
