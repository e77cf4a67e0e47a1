import { DirectoryJoinCta } from '@/components/directory/directory-join-cta';
import { DirectorySection } from '@/components/directory/directory-section';
import { PageIntro } from '@/components/ui/page-intro';
import { getDirectoryEntries } from '@/lib/content/directory';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.directory);

export default function Page() {
  const entries = getDirectoryEntries();
  const { intro, list, join } = getPagesContent().directory;
  return (
    <>
      <PageIntro {...intro} />
      <DirectorySection title={list.title} entries={entries} />
      <DirectoryJoinCta join={join} />
    </>
  );
}
