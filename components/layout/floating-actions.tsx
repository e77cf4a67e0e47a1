'use client';

import { useAfterDelay } from '@/components/hooks/use-after-delay';
import { useScrolledPast } from '@/components/hooks/use-scrolled-past';
import { ArrowUpIcon, WhatsAppIcon } from '@/components/ui/icons';
import { REVEAL_DELAY_MS, SCROLL_TOP_THRESHOLD_PX } from '@/lib/timing';
import styles from './floating-actions.module.scss';

/** The floating WhatsApp link and the "Volver arriba" button, both shown after 1.5 s. */
export function FloatingActions({ whatsappUrl }: { whatsappUrl: string }) {
  const revealed = useAfterDelay(REVEAL_DELAY_MS);
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);

  function scrollToTop() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }

  return (
    <div className={styles.stack} data-visible={revealed}>
      {revealed && scrolled && (
        <button
          type="button"
          className={styles.top}
          onClick={scrollToTop}
          aria-label="Volver arriba"
        >
          <ArrowUpIcon />
        </button>
      )}
      <a
        href={whatsappUrl}
        className={styles.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Escríbenos por WhatsApp"
      >
        <WhatsAppIcon width={30} height={30} />
      </a>
    </div>
  );
}
