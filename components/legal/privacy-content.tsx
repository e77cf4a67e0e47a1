import { SiteLink } from '@/components/ui/site-link';
import { siteConfig } from '@/lib/site/site-config';
import type { LegalSection } from './legal-document';
import { privacyRightsSections } from './privacy-rights-content';

const { address, legalName, name, privacyOfficerEmail, rfc } = siteConfig;
const privacyMail = <a href={`mailto:${privacyOfficerEmail}`}>{privacyOfficerEmail}</a>;

/** The sections of the privacy notice: who processes which data, why, and the visitor's rights. */
export const privacySections: readonly LegalSection[] = [
  {
    id: 'responsable',
    title: 'Identidad y domicilio del responsable',
    content: (
      <>
        <p>
          <strong>{legalName}</strong> («{name}»), con Registro Federal de Contribuyentes{' '}
          <strong>{rfc}</strong> y domicilio en {address.street}, {address.neighborhood}, C.P.{' '}
          {address.postalCode}, {address.city}, {address.country}, es responsable del tratamiento de
          tus datos personales.
        </p>
        <p>
          Nuestra persona encargada de privacidad atiende cualquier asunto relacionado con tus datos
          en {privacyMail}.
        </p>
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Datos personales que tratamos',
    content: (
      <>
        <p>Según cómo te relaciones con nosotros, tratamos estas categorías de datos:</p>
        <ul>
          <li>
            <strong>Identificación y contacto:</strong> nombre, número de teléfono o WhatsApp,
            correo electrónico, empresa y puesto, cuando nos escribes por WhatsApp o por correo y
            durante la llamada de diagnóstico.
          </li>
          <li>
            <strong>Cuenta del área de clientes:</strong> nombre, empresa, correo electrónico y
            contraseña, que guardamos transformada con un algoritmo de hash seguro y nunca en texto
            legible, así como la fecha de tus inicios de sesión para proteger tu cuenta.
          </li>
          <li>
            <strong>Facturación y pagos:</strong> nombre o razón social, RFC, régimen fiscal, código
            postal fiscal, uso del CFDI y los datos de los comprobantes de pago que nos envías
            (fecha, monto, banco y referencia). No recibimos ni guardamos números de tarjeta.
          </li>
          <li>
            <strong>Datos del proyecto:</strong> la información que nos compartes para hacer tu
            sitio o sistema, como textos, imágenes y accesos a tu dominio o hosting, que usamos solo
            mientras trabajamos en él.
          </li>
          <li>
            <strong>Datos técnicos:</strong> los registros del servidor (dirección IP, fecha y
            página solicitada) que se guardan por un periodo breve para la seguridad del sitio, y
            las claves que el sitio guarda en tu navegador, descritas en la{' '}
            <SiteLink href="/politica-cookies">política de cookies</SiteLink>.
          </li>
        </ul>
        <p>
          <strong>No tratamos datos personales sensibles</strong>, como los relativos a tu salud,
          origen étnico, creencias religiosas, opiniones políticas o vida sexual. Te pedimos no
          enviárnoslos por ningún medio.
        </p>
        <p>
          Si para tu proyecto nos entregas datos de tus propios clientes o empleados, tú eres el
          responsable de esos datos y nosotros los tratamos solo por tu cuenta y según tus
          instrucciones.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para qué usamos tus datos',
    content: (
      <>
        <h3>Finalidades necesarias para la relación contigo</h3>
        <ul>
          <li>Responder tus mensajes y solicitudes de información.</li>
          <li>Hacer el diagnóstico de tu proyecto y elaborar tu cotización.</li>
          <li>
            Prestar los servicios que contrates: diseño, desarrollo, hosting, dominios, correos
            corporativos, soporte y asesoría.
          </li>
          <li>
            Crear y administrar tu cuenta en el área de clientes, donde consultas tus servicios, el
            avance de tus proyectos y tus facturas.
          </li>
          <li>Emitir tus facturas (CFDI) y dar seguimiento a tus pagos.</li>
          <li>Cumplir nuestras obligaciones legales y fiscales.</li>
          <li>Proteger la seguridad del sitio y de las cuentas de nuestros clientes.</li>
        </ul>
        <h3>Finalidades voluntarias</h3>
        <ul>
          <li>Enviarte boletines con novedades, artículos del blog y promociones.</li>
          <li>Invitarte a encuestas de satisfacción sobre el servicio que recibiste.</li>
        </ul>
        <p>
          Estas finalidades no son necesarias para prestarte el servicio. Si no quieres que usemos
          tus datos para ellas, escríbenos en cualquier momento a {privacyMail} con el asunto
          «Finalidades voluntarias», o responde «BAJA» a cualquier boletín o encuesta. Negarte no
          afecta en nada los servicios que contrates con nosotros.
        </p>
        <p>
          Si nos proporcionas tus datos después de conocer este aviso, entendemos que aceptas que
          los tratemos para estas finalidades.
        </p>
      </>
    ),
  },
  ...privacyRightsSections,
];
