'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  acceptConsent,
  ensureUserData,
  isConsentBannerVisible,
  rejectConsent,
  subscribeToConsent,
  wasConsentBannerRequested,
} from '@/lib/browser/consent';
import { Button } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import styles from './cookie-consent.module.scss';
import { paths } from '@/lib/site/paths';

const hiddenOnServer = () => false;

/** The cookie banner: shown until the visitor accepts, or rejects for this browser session. */
export function CookieConsent() {
  // Read after hydration: the pre-rendered HTML never contains the banner.
  const visible = useSyncExternalStore(subscribeToConsent, isConsentBannerVisible, hiddenOnServer);
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(ensureUserData, [visible]);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!visible || !banner) return;
    if (wasConsentBannerRequested()) banner.focus();
    // The page keeps the banner's height out of its scroll targets (styles/globals.scss). It is
    // set only on <html>, where it is read (a registered property that does not inherit), so
    // showing the banner restyles that element, not the whole document.
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--consent-offset', `${banner.offsetHeight}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-offset');
    };
  }, [visible]);

  if (!visible) return null;

  return (
    <section ref={bannerRef} className={styles.banner} aria-label="Aviso de cookies" tabIndex={-1}>
      <p className={styles.text}>
        Usamos una cookie propia para recordar tu elección y tus preferencias, sin terceros ni
        rastreadores.
      </p>
      <div className={styles.actions}>
        <SiteLink href={paths.cookies} className={styles.policy}>
          Política de cookies
        </SiteLink>
        <Button type="button" variant="secondary" size="sm" onClick={rejectConsent}>
          Rechazar
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={acceptConsent}>
          Aceptar
        </Button>
      </div>
    </section>
  );
}
