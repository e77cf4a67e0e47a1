import { SiteLink } from '@/components/ui/site-link';
import { siteConfig } from '@/lib/site/site-config';
import type { LegalSection } from './legal-document';

const { address, email, phoneDisplay } = siteConfig;

/** The terms from the client's obligations on: ownership, liability, law and contact. */
export const termsObligationsSections: readonly LegalSection[] = [
  {
    id: 'obligaciones',
    title: 'Obligaciones del cliente',
    content: (
      <ul>
        <li>Darnos información verdadera y completa para la cotización y la facturación.</li>
        <li>
          Entregarnos a tiempo los textos, imágenes, logotipos y accesos que necesita el proyecto, y
          contar con los derechos para usarlos.
        </li>
        <li>Revisar los avances y responder en un plazo razonable.</li>
        <li>Guardar en secreto tus contraseñas del área de clientes, del hosting y del correo.</li>
        <li>
          Usar el sitio y lo que te entregamos de forma legal: sin contenido ilícito, envíos masivos
          no solicitados ni infracciones a derechos de terceros.
        </li>
        <li>Pagar en las fechas acordadas.</li>
      </ul>
    ),
  },
  {
    id: 'propiedad-intelectual',
    title: 'Propiedad intelectual',
    content: (
      <>
        <p>
          Los textos, el diseño, los logotipos y el código de este sitio nos pertenecen o los usamos
          con licencia; no puedes copiarlos para fines comerciales sin nuestra autorización.
        </p>
        <p>
          Una vez pagado por completo tu proyecto, el diseño y los contenidos hechos específicamente
          para ti son tuyos. Conservamos los derechos sobre nuestras herramientas, componentes y
          conocimientos previos, y te damos una licencia permanente y gratuita para usarlos dentro
          de tu proyecto. Las bibliotecas de código abierto conservan sus propias licencias.
        </p>
        <p>
          Podemos mostrar tu proyecto en nuestro portafolio y en el directorio de clientes, salvo
          que nos pidas por escrito que no lo hagamos.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Limitación de responsabilidad',
    content: (
      <>
        <p>
          Trabajamos con diligencia profesional, pero no respondemos por fallas o interrupciones de
          servicios de terceros (proveedores de hosting, registradores de dominios, WhatsApp, bancos
          o plataformas de pago), por casos fortuitos o de fuerza mayor, ni por cambios que hagan
          otras personas en tu sitio o servidor.
        </p>
        <p>
          El posicionamiento en buscadores y los resultados de venta dependen de factores que no
          controlamos, por lo que no garantizamos un lugar específico en Google ni un volumen de
          ventas. En la medida que la ley lo permita, nuestra responsabilidad se limita al monto que
          pagaste por el servicio de que se trate.
        </p>
      </>
    ),
  },
  {
    id: 'uso-del-sitio',
    title: 'Uso del sitio',
    content: (
      <p>
        No intentes entrar en cuentas ajenas del área de clientes, alterar el funcionamiento del
        sitio ni extraer su contenido de forma automatizada. La información del sitio puede cambiar
        sin previo aviso, y los enlaces a otros sitios se rigen por las condiciones de cada uno. El
        tratamiento de tus datos se explica en el{' '}
        <SiteLink href="/politica-privacidad">aviso de privacidad</SiteLink> y en la{' '}
        <SiteLink href="/politica-cookies">política de cookies</SiteLink>.
      </p>
    ),
  },
  {
    id: 'ley-aplicable',
    title: 'Ley aplicable y jurisdicción',
    content: (
      <p>
        Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para
        cualquier controversia, las partes se someten a los tribunales competentes de la Ciudad de
        México y renuncian a cualquier otro fuero que pudiera corresponderles por su domicilio
        presente o futuro. Lo anterior no limita los derechos que te reconoce la Ley Federal de
        Protección al Consumidor ni tu posibilidad de acudir a la Procuraduría Federal del
        Consumidor (PROFECO).
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios a estos términos',
    content: (
      <p>
        Podemos actualizar estos términos; la versión vigente es la publicada en esta página, con su
        fecha de última actualización. Los proyectos ya cotizados y aceptados se rigen por los
        términos vigentes cuando aceptaste la cotización.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    content: (
      <p>
        Escríbenos a <a href={`mailto:${email}`}>{email}</a> o por WhatsApp al {phoneDisplay}. Por
        escrito, en {address.street}, {address.neighborhood}, C.P. {address.postalCode},{' '}
        {address.city}.
      </p>
    ),
  },
];
