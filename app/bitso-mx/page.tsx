import { TransferGuide } from '@/components/transfer/transfer-guide';
import { PageIntro } from '@/components/ui/page-intro';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';
import { getTransferDetails } from '@/lib/transfer/transfer';

export const metadata = buildPageMetadata(staticPages.transfer);

export default function Page() {
  const details = getTransferDetails();
  return (
    <>
      <PageIntro
        eyebrow="Pagos"
        title={`Pago por transferencia SPEI a nuestra cuenta ${details.provider}`}
      >
        <p>
          Puedes pagar tus servicios con una transferencia SPEI desde la app o la banca en línea de
          tu banco a nuestra cuenta en {details.provider}. Este sitio no procesa pagos: solo te
          muestra los datos para que hagas la transferencia y nos envíes tu comprobante por
          WhatsApp.
        </p>
      </PageIntro>
      <TransferGuide details={details} />
    </>
  );
}
