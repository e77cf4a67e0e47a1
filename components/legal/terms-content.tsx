import { SiteLink } from '@/components/ui/site-link';
import { siteConfig } from '@/lib/site/site-config';
import type { LegalSection } from './legal-document';
import { termsObligationsSections } from './terms-obligations-content';

const { bank, legalName, name } = siteConfig;

/** The terms of use: services, quotes, payments, delivery, changes and what web plans include. */
export const termsSections: readonly LegalSection[] = [
  {
    id: 'aceptacion',
    title: 'Aceptación y alcance',
    content: (
      <>
        <p>
          Estos términos regulan el uso de este sitio y la contratación de los servicios de{' '}
          <strong>{legalName}</strong> («{name}» o «nosotros»). Al navegar por el sitio o aceptar
          una cotización, aceptas estos términos.
        </p>
        <p>
          Cada proyecto se rige además por su cotización. Si la cotización y estos términos dicen
          cosas distintas, prevalece lo que diga la cotización que aceptaste.
        </p>
      </>
    ),
  },
  {
    id: 'servicios',
    title: 'Servicios',
    content: (
      <>
        <p>
          Ofrecemos diseño de páginas web, aplicaciones web, administración de hosting, corrección
          de errores, asesoría y desarrollo de proyectos universitarios, bots para Discord, chatbots
          para WhatsApp y con inteligencia artificial, edición de video, asesoría SEO, diseño UI/UX
          y diseño de marca y logotipos.
        </p>
        <p>
          Las descripciones de este sitio son informativas. El alcance exacto de tu proyecto, con
          sus entregables, se define por escrito en la cotización.
        </p>
      </>
    ),
  },
  {
    id: 'cotizaciones',
    title: 'Cotizaciones',
    content: (
      <p>
        Las cotizaciones son gratuitas y te las enviamos por escrito después de la llamada de
        diagnóstico. Indican el alcance, el precio en pesos mexicanos con el IVA desglosado, las
        formas de pago y el calendario de trabajo, y son válidas por 15 días naturales salvo que
        indiquen otro plazo. Lo que no aparece en la cotización no está incluido en el precio.
      </p>
    ),
  },
  {
    id: 'pagos',
    title: 'Formas de pago',
    content: (
      <>
        <p>
          <strong>Este sitio no procesa pagos:</strong> nunca te pedirá datos de tarjeta ni cobrará
          nada en línea. Puedes pagar de estas formas:
        </p>
        <ul>
          <li>
            <strong>Transferencia SPEI</strong> a nuestra cuenta en {bank.provider}, desde la app o
            la banca en línea de tu banco. Los datos están en{' '}
            <SiteLink href="/bitso-mx">pago por transferencia</SiteLink>.
          </li>
          <li>
            <strong>Tarjeta de crédito o débito</strong> (Visa o Mastercard), con un enlace de cobro
            de un procesador de pagos autorizado que te enviamos por WhatsApp.
          </li>
          <li>
            <strong>Efectivo en OXXO</strong>, con una referencia de pago que te enviamos por
            WhatsApp.
          </li>
        </ul>
        <p>
          Salvo que la cotización diga otra cosa, se paga un anticipo del 50&nbsp;% para confirmar
          la compra y el 50&nbsp;% restante al terminar la revisión, antes de publicar el proyecto y
          entregarte los accesos. Envíanos tu comprobante por WhatsApp; si necesitas factura (CFDI),
          compártenos tus datos fiscales al pagar.
        </p>
        <p>
          Los servicios recurrentes, como hosting, dominio y correos, se renuevan cada año y se
          pagan antes de su vencimiento. Te avisamos con al menos 30 días de anticipación; si el
          pago no llega, podemos suspender el servicio después de avisarte.
        </p>
      </>
    ),
  },
  {
    id: 'entrega',
    title: 'Plazos de entrega',
    content: (
      <>
        <p>
          Una <strong>página web se entrega en 15 días hábiles</strong> a partir de la confirmación
          de compra, es decir, desde el día en que aceptas la cotización y recibimos el anticipo.
          Los demás proyectos tienen el plazo que indique su cotización.
        </p>
        <p>
          Contamos como días hábiles de lunes a viernes, sin los días de descanso obligatorio. El
          plazo se pausa mientras esperamos algo de tu parte, como textos, imágenes, accesos o tu
          visto bueno en la revisión, y se reanuda cuando lo recibimos.
        </p>
      </>
    ),
  },
  {
    id: 'modificaciones',
    title: 'Modificaciones y correcciones',
    content: (
      <ul>
        <li>
          <strong>Sin costo</strong> cuando la causa es nuestra: un error, una falla o algo que no
          coincide con lo acordado en la cotización. Lo corregimos también después de la entrega.
        </li>
        <li>
          <strong>Con costo adicional</strong> cuando se trata de algo nuevo o de cambiar lo que ya
          aprobaste, como otra sección, otro diseño o más funciones. Antes de hacerlo te enviamos la
          cotización del cambio y el efecto que tendría en la fecha de entrega, y solo lo hacemos si
          lo apruebas.
        </li>
      </ul>
    ),
  },
  {
    id: 'planes-web',
    title: 'Qué incluyen los planes web',
    content: (
      <>
        <p>Todos los planes de página web incluyen:</p>
        <ul>
          <li>Hosting para tu sitio durante el periodo contratado.</li>
          <li>Registro o renovación de tu dominio, a tu nombre.</li>
          <li>Cuentas de correo corporativo con tu dominio, en la cantidad que indique el plan.</li>
          <li>Respaldos automáticos de tu sitio.</li>
          <li>Un mes de soporte técnico y asesoría a partir de la entrega.</li>
        </ul>
        <p>
          Pasado ese mes, el soporte se cotiza por evento o con un plan de mantenimiento mensual.
        </p>
      </>
    ),
  },
  ...termsObligationsSections,
];
