import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { MarkdownLink } from '@/lib/content/markdown';
import { ConsentSettings } from './consent-settings';
import { StorageTable } from './storage-table';

/** Links to the site's own pages navigate on the client, like every other internal link. */
function LegalLink({ href = '', ...props }: ComponentProps<'a'>) {
  return href.startsWith('/') ? (
    <SiteLink href={href} {...props} />
  ) : (
    <MarkdownLink href={href} {...props} />
  );
}

/**
 * What the legal texts render with. The PascalCase entries are the only tags an `.mdx` legal text
 * may use; see «Textos legales» in docs/editores.md.
 */
export const legalMdxComponents = {
  a: LegalLink,
  StorageTable,
  ConsentSettings,
};
