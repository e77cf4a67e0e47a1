import { getButtonClassName } from '@/components/ui/button';
import { CookiePreferencesButton } from '@/components/layout/cookie-preferences-button';
import { CONSENT_COOKIE, USER_DATA_KEY } from '@/lib/browser/storage-keys';
import styles from './consent-settings.module.scss';

/** A call-out on the cookie policy that reopens the consent banner to accept or reject again. */
export function ConsentSettings() {
  return (
    <div className={styles.box}>
      <p className={styles.text}>
        Abre el aviso de cookies para aceptar o rechazar de nuevo. Si rechazas, borramos al momento
        la cookie <code>{CONSENT_COOKIE}</code> y la clave <code>{USER_DATA_KEY}</code> de este
        navegador.
      </p>
      <CookiePreferencesButton
        className={getButtonClassName({ size: 'sm' })}
        label="Cambiar mis preferencias de cookies"
      />
    </div>
  );
}
