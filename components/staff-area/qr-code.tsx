'use client';

import { useMemo } from 'react';
import { readQrSvg } from '@/lib/staff-area/qr-svg';
import styles from './qr-code.module.scss';

/**
 * The enrolment's QR code, drawn as React SVG elements from the shapes `readQrSvg` keeps: no
 * markup from the API reaches the page as HTML, and nothing is loaded as an image (the CSP's
 * `img-src 'self'` refuses `data:` URLs). Dark on white in both colour schemes, as scanners
 * expect.
 */
export function QrCode({ svg, label }: { svg: string; label: string }) {
  const drawing = useMemo(() => readQrSvg(svg), [svg]);
  if (!drawing) {
    return (
      <p className={styles.missing}>
        No pudimos dibujar el código QR. Escribe la clave en tu aplicación.
      </p>
    );
  }
  return (
    <svg className={styles.qr} viewBox={drawing.viewBox} role="img" aria-label={label}>
      {drawing.shapes.map((shape, index) => {
        const className = shape.dark ? styles.dark : styles.light;
        return shape.kind === 'path' ? (
          <path key={index} d={shape.d} className={className} />
        ) : (
          <rect
            key={index}
            x={shape.x}
            y={shape.y}
            width={shape.width}
            height={shape.height}
            className={className}
          />
        );
      })}
    </svg>
  );
}
