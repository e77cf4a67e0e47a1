import { HomeHero } from '@/components/home/home-hero';
import { ProjectsIntro } from '@/components/home/projects-intro';
import { ServicesOverview } from '@/components/home/services-overview';
import { buildPageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/routes';

export const metadata = buildPageMetadata(staticPages.home);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ProjectsIntro />
      <ServicesOverview />
    </>
  );
}
