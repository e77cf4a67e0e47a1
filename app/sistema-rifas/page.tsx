import { RaffleAudience } from '@/components/raffle/raffle-audience';
import { RaffleCta } from '@/components/raffle/raffle-cta';
import { RaffleDemo } from '@/components/raffle/raffle-demo';
import { RaffleDrawSection } from '@/components/raffle/raffle-draw-section';
import { RaffleFeatures } from '@/components/raffle/raffle-features';
import { RaffleHero } from '@/components/raffle/raffle-hero';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { getRaffleDemo, getRaffleSystem } from '@/lib/content/raffle-content';
import { staticPages } from '@/lib/site/routes';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';

export const metadata = buildPageMetadata(staticPages.raffles);

export default function Page() {
  const raffle = getRaffleDemo();
  const system = getRaffleSystem();
  const whatsappUrl = buildWhatsAppUrl(system.whatsappMessage);

  return (
    <>
      <RaffleHero raffle={raffle} whatsappUrl={whatsappUrl}>
        <p>
          Vende boletos numerados, deja que tus clientes aparten sus números por WhatsApp y realiza
          un sorteo que cualquiera puede verificar. Desarrollamos e instalamos el sistema con tu
          marca, tus premios y tus precios en pesos mexicanos.
        </p>
      </RaffleHero>
      <RaffleFeatures features={system.features} />
      <RaffleDemo raffle={raffle} />
      <RaffleDrawSection raffle={raffle} />
      <RaffleAudience audience={system.audience} />
      <RaffleCta whatsappUrl={whatsappUrl} />
    </>
  );
}
