import { AboutCta } from '@/components/about/about-cta';
import { AboutFigures } from '@/components/about/about-figures';
import { AboutIntro } from '@/components/about/about-intro';
import { AboutPurpose } from '@/components/about/about-purpose';
import { AboutStory } from '@/components/about/about-story';
import { TeamGrid } from '@/components/about/team-grid';
import { WorkProcess } from '@/components/about/work-process';
import { getAboutContent } from '@/lib/content/about';
import { JsonLd } from '@/components/ui/json-ld';
import { getPagesContent } from '@/lib/content/pages';
import { buildOrganizationJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.about);

export default function Page() {
  const about = getAboutContent();
  const copy = getPagesContent().about;
  return (
    <>
      <AboutIntro intro={copy.intro} />
      <AboutStory heading={copy.story} story={about.story} />
      <AboutFigures title={copy.figures.title} figures={about.figures} />
      <AboutPurpose
        heading={copy.purpose}
        mission={about.mission}
        vision={about.vision}
        values={about.values}
      />
      <WorkProcess heading={copy.process} steps={about.steps} />
      <TeamGrid heading={copy.team} team={about.team} />
      <AboutCta cta={copy.cta} />
      <JsonLd data={buildOrganizationJsonLd()} />
    </>
  );
}
