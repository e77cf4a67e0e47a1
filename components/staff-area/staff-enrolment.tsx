'use client';

import type { ReactNode } from 'react';
import { CopyButton } from '@/components/transfer/copy-button';
import { QrCode } from './qr-code';
import { useFocusOnMount } from '@/components/hooks/use-focus-on-mount';
import type { Enrolment } from './use-staff-sign-in';
import styles from './staff-enrolment.module.scss';

/**
 * The first sign-in: the authenticator app is enrolled with the QR code or the secret in text,
 * then `children` (the code form) proves it works.
 */
export function StaffEnrolment({
  enrolment,
  children,
}: {
  enrolment: Enrolment;
  children: ReactNode;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={styles.card} aria-labelledby="inscripcion-titulo">
      <h2 id="inscripcion-titulo" className={styles.heading} ref={heading} tabIndex={-1}>
        Activa tu segundo factor
      </h2>
      <p>
        Es tu primer acceso. Para proteger el panel, cada vez que entres te pediremos también un
        código de una aplicación de autenticación (Google Authenticator, Microsoft Authenticator,
        1Password u otra compatible).
      </p>
      <ol className={styles.steps}>
        <li>
          <p>Escanea este código QR con la aplicación:</p>
          <QrCode svg={enrolment.qrSvg} label="Código QR para tu aplicación de autenticación" />
        </li>
        <li>
          <p>¿No puedes escanearlo? Escribe esta clave en la aplicación:</p>
          <div className={styles.secret}>
            {/* In groups of four, as authenticator apps show it, easier to type without a slip. */}
            <code className={styles.value}>{enrolment.secret.match(/.{1,4}/g)?.join(' ')}</code>
            <CopyButton text={enrolment.secret} label="clave" />
          </div>
        </li>
        <li>
          <p>Escribe el código de 6 dígitos que muestra la aplicación.</p>
          {children}
        </li>
      </ol>
    </section>
  );
}
