import { PageIntro } from '@/components/ui/page-intro';
import { buildPageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/routes';

export const metadata = buildPageMetadata(staticPages.raffles);

export default function Page() {
  return (
    <PageIntro eyebrow="Producto" title="Sistema de rifas en línea para tu negocio">
      <p>
        Vende boletos numerados, deja que tus clientes aparten sus números por WhatsApp y realiza un
        sorteo que cualquiera puede verificar. Desarrollamos e instalamos el sistema con tu marca,
        tus premios y tus precios en pesos mexicanos.
      </p>
    </PageIntro>
  );
}
