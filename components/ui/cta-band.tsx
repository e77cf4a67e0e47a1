import type { ReactNode } from 'react';
import type { WhatsAppPlace } from '@/lib/analytics/whatsapp-places';
import { siteConfig } from '@/lib/site/site-config';
import styles from './cta-band.module.scss';

type CtaBandProps = {
  /** `section` or `aside` name themselves after the title; a `div` sits in a region that does. */
  as?: 'section' | 'aside' | 'div';
  headingId: string;
  title: string;
  /** The paragraph under the title. */
  children: ReactNode;
  /** The call to action, usually a `ButtonLink`. */
  action: ReactNode;
  tone: 'accent' | 'dark' | 'soft';
  /** Text beside the action on wide screens, or the action under the text. */
  layout?: 'row' | 'stack';
  /** A larger title on a glowing, raised band: the closing call of a page. */
  prominent?: boolean;
  /** A longer paragraph: wider, and beside the action only from the `lg` breakpoint. */
  wideText?: boolean;
  /** The call leads to WhatsApp: say when the agency answers. */
  contactHours?: boolean;
  className?: string;
  /** Where the visit counter says a click on the band's WhatsApp link came from. */
  place?: WhatsAppPlace;
};

/** "Horario de atención: lunes a viernes, …", from the site config. */
const hoursNote = () => {
  const { label } = siteConfig.hours;
  return `Horario de atención: ${label.charAt(0).toLocaleLowerCase('es-MX')}${label.slice(1)}.`;
};

/** A coloured band that closes a page or an article with one call to action. */
export function CtaBand({
  as: Tag = 'section',
  headingId,
  title,
  children,
  action,
  tone,
  layout = 'row',
  prominent = false,
  wideText = false,
  contactHours = false,
  className,
  place = 'banda-cta',
}: CtaBandProps) {
  const classes = [
    styles.band,
    styles[tone],
    styles[layout],
    prominent && styles.prominent,
    wideText && styles.wideText,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const heading = (
    <h2 id={headingId} className={styles.title}>
      {title}
    </h2>
  );
  const text = (
    <>
      <p className={styles.text}>{children}</p>
      {contactHours && <p className={styles.hours}>{hoursNote()}</p>}
    </>
  );
  return (
    // The visit counter names a click on the band's WhatsApp link after the band.
    <Tag
      className={classes}
      aria-labelledby={Tag === 'div' ? undefined : headingId}
      data-lugar={place}
    >
      {layout === 'row' ? (
        <div>
          {heading}
          {text}
        </div>
      ) : (
        <>
          {heading}
          {text}
        </>
      )}
      {action}
    </Tag>
  );
}
