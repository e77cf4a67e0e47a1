// lib/browser: browser storage, consent, clipboard and scroll. Keys and inventory are shared with the server render; the rest is client-only.
import {
  CLIENT_DEVICE_COOKIE,
  CLIENT_DEVICE_COOKIE_DAYS,
  CLIENT_TOKEN_KEY,
  CONSENT_ACCEPTED,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  CONSENT_DISMISSED_KEY,
  DEFAULT_USER_DATA,
  RAFFLE_DEMO_KEY,
  USER_DATA_KEY,
} from './storage-keys';

export type StorageKind = 'Cookie propia' | 'localStorage' | 'sessionStorage';

export type StorageEntry = { key: string; kind: StorageKind; purpose: string; duration: string };

/** Every cookie and storage key the site writes, as the cookie policy lists them. */
export const storageInventory: readonly StorageEntry[] = [
  {
    key: CONSENT_COOKIE,
    kind: 'Cookie propia',
    purpose: `Recuerda que aceptaste el aviso de cookies (valor «${CONSENT_ACCEPTED}») para no volver a mostrártelo. Se envía solo a este sitio, con Path=/, SameSite=Lax y Secure cuando navegas por HTTPS.`,
    duration: `${CONSENT_COOKIE_DAYS} días desde que aceptas, o hasta que retires tu consentimiento.`,
  },
  {
    key: USER_DATA_KEY,
    kind: 'localStorage',
    purpose: `Guarda siempre el mismo valor, el tema oscuro y el idioma español del sitio (${JSON.stringify(DEFAULT_USER_DATA)}), sin datos personales. Solo se escribe cuando aceptas las cookies, y solo la lee el aviso de cookies, en tu navegador, para reponerla si falta o está dañada.`,
    duration: 'Hasta que retires tu consentimiento o borres los datos del sitio.',
  },
  {
    key: CLIENT_TOKEN_KEY,
    kind: 'localStorage',
    purpose:
      'Mantiene abierta tu sesión en el área de clientes. Es un identificador aleatorio que no contiene tu contraseña ni tus datos.',
    duration: 'Hasta que cierres sesión o, como máximo, 7 días después de iniciarla.',
  },
  {
    key: CLIENT_DEVICE_COOKIE,
    kind: 'Cookie propia',
    purpose:
      'Recuerda que en este navegador ya entraste al área de clientes, para que los intentos fallidos de otras personas con tu correo no te impidan entrar desde aquí. Es un identificador aleatorio que no contiene tu contraseña ni tus datos y no abre tu sesión; no lo usamos para nada más. Solo se escribe cuando entras o eliges tu contraseña, y se envía solo a este sitio, con HttpOnly, Secure y SameSite=Strict.',
    duration: `${CLIENT_DEVICE_COOKIE_DAYS} días desde la última vez que entras en este navegador.`,
  },
  {
    key: CONSENT_DISMISSED_KEY,
    kind: 'sessionStorage',
    purpose:
      'Recuerda que rechazaste las cookies (valor «rejected») para no insistir con el aviso mientras navegas.',
    duration: 'Hasta que cierres la pestaña o el navegador.',
  },
  {
    key: RAFFLE_DEMO_KEY,
    kind: 'localStorage',
    purpose:
      'Guarda el estado de la demostración de /sistema-rifas: los números que elegiste y la ronda de sorteo de prueba.',
    duration: 'Hasta que reinicies la demostración o borres los datos del sitio.',
  },
];
