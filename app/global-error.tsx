'use client';

import { brandFont } from './fonts';
import '@/styles/globals.scss';
import type { ErrorBoundaryProps } from '@/components/ui/error-message';
import { MessagePage } from '@/components/ui/message-page';
import buttonStyles from '@/components/ui/button.module.scss';

const buttonClass = (variant: 'primary' | 'secondary') =>
  `${buttonStyles.button} ${buttonStyles[variant]} ${buttonStyles.sm}`;

/**
 * What shows when the root layout itself fails. Every page loads its script, so it is plain
 * markup with the look of `ErrorMessage` (a `<button>` and a link home drawn as its buttons):
 * through `ErrorMessage` it repeated `Button`, `SiteLink` and the site's paths, which the layout's
 * chunk already carries, in a chunk of its own.
 */
export default function GlobalError({ reset }: ErrorBoundaryProps) {
  return (
    <html lang="es" className={brandFont.variable}>
      <body>
        <title>Algo salió mal</title>
        <main>
          <MessagePage
            title="Algo salió mal"
            actions={
              <>
                <button type="button" className={buttonClass('primary')} onClick={reset}>
                  Intentar de nuevo
                </button>
                {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: the router that failed is not asked to navigate */}
                <a href="/" className={buttonClass('secondary')}>
                  Ir al inicio
                </a>
              </>
            }
          >
            <p>Ocurrió un error inesperado. Vuelve a intentarlo o regresa al inicio.</p>
          </MessagePage>
        </main>
      </body>
    </html>
  );
}
