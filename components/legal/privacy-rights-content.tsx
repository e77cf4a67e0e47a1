import { SiteLink } from '@/components/ui/site-link';
import { siteConfig } from '@/lib/site/site-config';
import type { LegalSection } from './legal-document';

const { address, email, legalName, privacyOfficerEmail } = siteConfig;
const privacyMail = <a href={`mailto:${privacyOfficerEmail}`}>{privacyOfficerEmail}</a>;

/** The privacy notice from the ARCO rights on: rights, transfers, storage, changes and contact. */
export const privacyRightsSections: readonly LegalSection[] = [
  {
    id: 'derechos-arco',
    title: 'Tus derechos ARCO y cómo ejercerlos',
    content: (
      <>
        <p>
          Tienes derecho a <strong>acceder</strong> a tus datos y conocer cómo los tratamos, a{' '}
          <strong>rectificarlos</strong> si son inexactos o están incompletos, a{' '}
          <strong>cancelarlos</strong> cuando consideres que no los necesitamos para las finalidades
          de este aviso, y a <strong>oponerte</strong> a su tratamiento para fines específicos.
        </p>
        <p>
          Para ejercerlos, envía tu solicitud a {privacyMail}. Conforme a la Ley Federal de
          Protección de Datos Personales en Posesión de los Particulares, debe incluir:
        </p>
        <ol>
          <li>Tu nombre y un domicilio o correo electrónico para comunicarte la respuesta.</li>
          <li>
            Una copia de tu identificación oficial vigente o, si actúas por medio de un
            representante, el documento que acredite su representación y su identificación.
          </li>
          <li>
            La descripción clara y precisa de los datos y del derecho que quieres ejercer. Si pides
            una rectificación, indica el cambio y adjunta el documento que lo respalde.
          </li>
          <li>
            Cualquier otro elemento que nos ayude a localizar tus datos, como el correo de tu cuenta
            en el área de clientes o el número de tu cotización.
          </li>
        </ol>
        <p>
          Te comunicaremos nuestra respuesta en un plazo máximo de <strong>20 días hábiles</strong>{' '}
          contados desde que recibamos tu solicitud completa y, si resulta procedente, la haremos
          efectiva dentro de los <strong>15 días hábiles</strong> siguientes a la fecha de la
          respuesta. Si falta información, te la pediremos por el mismo medio. Ejercer estos
          derechos es gratuito; solo tendrías que cubrir gastos justificados de envío o de copias,
          si los pidieras.
        </p>
      </>
    ),
  },
  {
    id: 'revocacion',
    title: 'Cómo revocar tu consentimiento',
    content: (
      <p>
        Puedes revocar en cualquier momento el consentimiento que nos diste para tratar tus datos,
        con el mismo procedimiento y los mismos plazos que los derechos ARCO. La revocación no tiene
        efectos retroactivos y, en algunos casos, no podremos atenderla de inmediato porque una
        obligación legal nos exige conservar ciertos datos, como los fiscales. Ten en cuenta que si
        revocas el consentimiento para una finalidad necesaria, no podremos seguir prestándote ese
        servicio.
      </p>
    ),
  },
  {
    id: 'limitar-uso',
    title: 'Cómo limitar el uso o la divulgación de tus datos',
    content: (
      <p>
        Escríbenos a {privacyMail} y te inscribiremos en nuestra lista de exclusión, para que no
        recibas boletines, promociones ni encuestas. Para limitar las llamadas y mensajes
        publicitarios de cualquier empresa, también puedes inscribirte en el Registro Público para
        Evitar Publicidad (REPEP) de la Procuraduría Federal del Consumidor.
      </p>
    ),
  },
  {
    id: 'transferencias',
    title: 'Encargados y transferencias',
    content: (
      <>
        <p>
          Para prestarte nuestros servicios nos apoyamos en proveedores que tratan tus datos solo
          por nuestra cuenta, bajo contrato, con obligación de confidencialidad y sin usarlos para
          fines propios: el proveedor de hosting e infraestructura donde se alojan este sitio, el
          área de clientes y su base de datos; el proveedor de correo electrónico, y el proveedor
          autorizado de certificación que timbra nuestras facturas. Algunos pueden alojar la
          información en servidores fuera de México; en ese caso les exigimos el mismo nivel de
          protección que establece la ley mexicana.
        </p>
        <p>
          Cuando pagas por transferencia, con tarjeta o en efectivo, la plataforma que eliges (tu
          banco, Bitso, el procesador de la tarjeta o la tienda) recibe tus datos directamente de ti
          y los trata conforme a su propio aviso de privacidad.
        </p>
        <p>
          <strong>No vendemos, rentamos ni compartimos tus datos</strong> con terceros para sus
          propios fines, y no hacemos transferencias que requieran tu consentimiento. Solo los
          comunicamos cuando la ley lo exige: al Servicio de Administración Tributaria por nuestras
          obligaciones fiscales, o a una autoridad competente que lo requiera de forma fundada y
          motivada.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies y almacenamiento local',
    content: (
      <p>
        Este sitio usa una sola cookie propia, la que recuerda tu respuesta al aviso de cookies, y
        algunas claves de almacenamiento local para tus preferencias, tu sesión en el área de
        clientes y la demostración de rifas. No usamos cookies de terceros, analítica ni publicidad.
        Los detalles, la duración de cada clave y cómo retirar tu consentimiento están en la{' '}
        <SiteLink href="/politica-cookies">política de cookies</SiteLink>.
      </p>
    ),
  },
  {
    id: 'conservacion',
    title: 'Conservación y seguridad',
    content: (
      <p>
        Conservamos tus datos solo mientras los necesitamos para las finalidades de este aviso y
        durante los plazos que exige la ley; por ejemplo, la documentación fiscal se conserva cinco
        años. Los protegemos con conexiones cifradas (HTTPS), contraseñas guardadas con un algoritmo
        de hash, acceso restringido al personal que los necesita y respaldos periódicos. Cuando
        dejan de ser necesarios, los bloqueamos y después los eliminamos.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios a este aviso',
    content: (
      <p>
        Podemos actualizar este aviso por cambios en la ley, en nuestros servicios o en la forma en
        que tratamos los datos. Publicaremos cada versión en esta página con su fecha de última
        actualización y, si un cambio requiere tu consentimiento, te lo pediremos antes de
        aplicarlo.
      </p>
    ),
  },
  {
    id: 'autoridad',
    title: 'Autoridad en materia de datos personales',
    content: (
      <p>
        Si consideras que tu derecho a la protección de datos personales ha sido vulnerado, puedes
        acudir a la autoridad competente. Desde el 21 de marzo de 2025, las funciones que tenía el
        Instituto Nacional de Transparencia, Acceso a la Información y Protección de Datos
        Personales (INAI) respecto de los datos en posesión de particulares corresponden a la
        Secretaría Anticorrupción y Buen Gobierno.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    content: (
      <>
        <p>Para cualquier asunto sobre este aviso o sobre tus datos personales:</p>
        <ul>
          <li>Privacidad y derechos ARCO: {privacyMail}</li>
          <li>
            Dudas generales: <a href={`mailto:${email}`}>{email}</a>
          </li>
          <li>
            Por escrito: {legalName}, {address.street}, {address.neighborhood}, C.P.{' '}
            {address.postalCode}, {address.city}, {address.country}.
          </li>
        </ul>
      </>
    ),
  },
];
