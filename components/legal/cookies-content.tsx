import { SiteLink } from '@/components/ui/site-link';
import { siteConfig } from '@/lib/site/site-config';
import {
  CLIENT_TOKEN_KEY,
  CONSENT_COOKIE,
  CONSENT_DISMISSED_KEY,
  RAFFLE_DEMO_KEY,
  USER_DATA_KEY,
} from '@/lib/browser/storage-keys';
import { storageInventory } from '@/lib/browser/storage-inventory';
import { ConsentSettings } from './consent-settings';
import type { LegalSection } from './legal-document';
import { StorageTable } from './storage-table';

/** The sections of the cookie policy. */
export const cookiePolicySections: readonly LegalSection[] = [
  {
    id: 'que-son',
    title: 'Qué son las cookies y el almacenamiento local',
    content: (
      <>
        <p>
          Una <strong>cookie</strong> es un pequeño archivo de texto que un sitio guarda en tu
          navegador y que el navegador envía de vuelta en cada visita. El{' '}
          <strong>almacenamiento local</strong> (<code>localStorage</code>) y el{' '}
          <strong>almacenamiento de sesión</strong> (<code>sessionStorage</code>) son espacios
          parecidos que solo lee el propio sitio desde tu navegador: el primero se conserva entre
          visitas y el segundo se borra al cerrar la pestaña.
        </p>
        <p>
          Los usamos únicamente para que el sitio funcione como esperas: recordar tu elección sobre
          este aviso, tus preferencias, tu sesión en el área de clientes y tu avance en la
          demostración de rifas. Ninguno sirve para identificarte, hacer perfiles ni mostrarte
          publicidad.
        </p>
      </>
    ),
  },
  {
    id: 'que-guardamos',
    title: 'Qué guardamos en tu navegador',
    content: (
      <>
        <p>
          Esta es la lista completa. Si alguna vez agregamos otra cookie o clave, la verás aquí
          antes de que el sitio la use.
        </p>
        <StorageTable entries={storageInventory} />
        <p>
          <code>{USER_DATA_KEY}</code> solo se escribe si aceptas las cookies. Las demás claves son
          necesarias para funciones que tú mismo pides: <code>{CONSENT_COOKIE}</code> y{' '}
          <code>{CONSENT_DISMISSED_KEY}</code> guardan tu respuesta a este aviso,{' '}
          <code>{CLIENT_TOKEN_KEY}</code> existe solo mientras tienes una sesión abierta en el{' '}
          <SiteLink href="/login-cliente">área de clientes</SiteLink> y{' '}
          <code>{RAFFLE_DEMO_KEY}</code> aparece solo si usas la{' '}
          <SiteLink href="/sistema-rifas">demostración del sistema de rifas</SiteLink>.
        </p>
      </>
    ),
  },
  {
    id: 'terceros',
    title: 'Sin cookies de terceros',
    content: (
      <>
        <p>
          No usamos herramientas de analítica, publicidad, píxeles de redes sociales ni fuentes o
          scripts de otros servidores. Todo lo que ves se carga desde este mismo sitio, aceptes o no
          las cookies.
        </p>
        <p>
          Los botones de WhatsApp, Instagram y Facebook son enlaces normales: no cargan nada de esos
          servicios hasta que haces clic. Cuando sales hacia ellos, aplican sus propias políticas de
          privacidad y de cookies.
        </p>
      </>
    ),
  },
  {
    id: 'cambiar-consentimiento',
    title: 'Cómo cambiar o retirar tu consentimiento',
    content: (
      <>
        <p>
          Puedes cambiar de opinión cuando quieras, desde esta página o desde el enlace
          «Preferencias de cookies» que está al pie de todas las páginas.
        </p>
        <ConsentSettings />
        <ul>
          <li>
            <strong>Aceptar</strong> guarda la cookie <code>{CONSENT_COOKIE}</code> y la clave{' '}
            <code>{USER_DATA_KEY}</code>.
          </li>
          <li>
            <strong>Rechazar</strong> no guarda nada permanente: solo anota en{' '}
            <code>{CONSENT_DISMISSED_KEY}</code> que ya respondiste, para no mostrarte el aviso otra
            vez durante esta visita. En tu siguiente visita te lo volveremos a preguntar.
          </li>
          <li>
            <strong>Cerrar sesión</strong> en el panel de cliente borra{' '}
            <code>{CLIENT_TOKEN_KEY}</code>.
          </li>
          <li>
            <strong>Reiniciar la demostración</strong> de rifas borra <code>{RAFFLE_DEMO_KEY}</code>
            .
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'navegador',
    title: 'Cómo borrar estos datos desde tu navegador',
    content: (
      <>
        <p>
          También puedes borrar las cookies y el almacenamiento de este sitio desde la configuración
          de tu navegador. Las opciones suelen estar en:
        </p>
        <ul>
          <li>
            <strong>Chrome y Edge:</strong> Configuración › Privacidad y seguridad › Cookies y otros
            datos de sitios.
          </li>
          <li>
            <strong>Firefox:</strong> Ajustes › Privacidad y seguridad › Cookies y datos del sitio.
          </li>
          <li>
            <strong>Safari:</strong> Ajustes › Privacidad › Administrar datos de sitios web.
          </li>
        </ul>
        <p>
          Si bloqueas todo el almacenamiento, el sitio seguirá funcionando, pero te mostrará el
          aviso de cookies en cada visita y no podrás mantener abierta tu sesión en el área de
          clientes.
        </p>
      </>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios a esta política',
    content: (
      <p>
        Si cambiamos las cookies o claves que usa el sitio, actualizaremos esta página y la fecha de
        última actualización que aparece al inicio. Si un cambio necesita tu consentimiento, te
        volveremos a mostrar el aviso de cookies.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    content: (
      <p>
        Para cualquier duda sobre esta política escríbenos a{' '}
        <a href={`mailto:${siteConfig.privacyOfficerEmail}`}>{siteConfig.privacyOfficerEmail}</a>.
        Cómo tratamos tus datos personales se explica en nuestro{' '}
        <SiteLink href="/politica-privacidad">aviso de privacidad</SiteLink>.
      </p>
    ),
  },
];
