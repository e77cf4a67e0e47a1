'use client';

import { useState } from 'react';
import { SiteImage } from '@/components/ui/site-image';
import type { Review } from '@/lib/content/home-content';
import { useScriptReady } from '@/components/hooks/use-script-ready';
import styles from './testimonial-picker.module.scss';

type TestimonialPickerProps = { reviews: readonly Review[]; initialIndex: number };

/** Shows one review at a time; the row of portraits below chooses which. */
export function TestimonialPicker({ reviews, initialIndex }: TestimonialPickerProps) {
  const [selected, setSelected] = useState(initialIndex);
  const review = reviews[selected];
  const scriptReady = useScriptReady();

  return (
    <div className={styles.picker}>
      {review && (
        <figure className={styles.quote} aria-live="polite">
          <blockquote className={styles.text}>
            <p>{review.text}</p>
          </blockquote>
          <figcaption className={styles.author}>
            <SiteImage
              className={styles.authorImage}
              src={review.image}
              alt=""
              width={56}
              height={56}
            />
            <span>
              <span className={styles.name}>{review.name}</span>
              <span className={styles.role}>{review.title}</span>
            </span>
          </figcaption>
        </figure>
      )}
      <ul className={styles.portraits}>
        {reviews.map((item, index) => (
          <li key={item.name}>
            <button
              type="button"
              className={styles.portrait}
              {...scriptReady}
              aria-label={`Ver testimonio de ${item.name}`}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              <SiteImage src={item.image} alt="" width={64} height={64} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
