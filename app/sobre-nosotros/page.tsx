import { AboutCta } from '@/components/about/about-cta';
import { AboutFigures } from '@/components/about/about-figures';
import { AboutIntro } from '@/components/about/about-intro';
import { AboutPurpose } from '@/components/about/about-purpose';
import { AboutStory } from '@/components/about/about-story';
import { TeamGrid } from '@/components/about/team-grid';
import { WorkProcess } from '@/components/about/work-process';
import { getAboutContent } from '@/lib/content/about';
import { JsonLd } from '@/components/ui/json-ld';
import { buildOrganizationJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.about);

export default function Page() {
  const about = getAboutContent();
  return (
    <>
      <AboutIntro />
      <AboutStory story={about.story} />
      <AboutFigures figures={about.figures} />
      <AboutPurpose mission={about.mission} vision={about.vision} values={about.values} />
      <WorkProcess steps={about.steps} />
      <TeamGrid team={about.team} />
      <AboutCta />
      <JsonLd data={buildOrganizationJsonLd()} />
    </>
  );
}
