import { RaffleAudience } from '@/components/raffle/raffle-audience';
import { RaffleCta } from '@/components/raffle/raffle-cta';
import { RaffleDemo } from '@/components/raffle/raffle-demo';
import { RaffleDrawSection } from '@/components/raffle/raffle-draw-section';
import { RaffleFeatures } from '@/components/raffle/raffle-features';
import { RaffleHero } from '@/components/raffle/raffle-hero';
import { getPagesContent } from '@/lib/content/pages';
import { getRaffleDemo, getRaffleSystem } from '@/lib/content/raffle-content';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';

export const metadata = buildPageMetadata(staticPages.raffles);

export default function Page() {
  const raffle = getRaffleDemo();
  const system = getRaffleSystem();
  const copy = getPagesContent().raffle;
  const whatsappUrl = buildWhatsAppUrl(system.whatsappMessage);

  return (
    <>
      <RaffleHero intro={copy.intro} raffle={raffle} whatsappUrl={whatsappUrl} />
      <RaffleFeatures heading={copy.features} features={system.features} />
      <RaffleDemo heading={copy.demo} raffle={raffle} />
      <RaffleDrawSection heading={copy.draw} raffle={raffle} />
      <RaffleAudience heading={copy.audience} audience={system.audience} />
      <RaffleCta title={copy.cta.title} whatsappUrl={whatsappUrl} />
    </>
  );
}
