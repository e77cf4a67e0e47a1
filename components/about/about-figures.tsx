import type { AboutContent } from '@/lib/content/about';
import styles from './about-figures.module.scss';

type AboutFiguresProps = { title: string; figures: AboutContent['figures'] };

/** A few honest figures about the agency, as a strip of cards. */
export function AboutFigures({ title, figures }: AboutFiguresProps) {
  return (
    <section className={styles.strip} aria-labelledby="cifras-titulo">
      <div className={styles.inner}>
        <h2 id="cifras-titulo" className={styles.hidden}>
          {title}
        </h2>
        <ul className={styles.list}>
          {figures.map((figure) => (
            <li key={figure.label} className={styles.figure}>
              <p className={styles.value}>{figure.value}</p>
              <p className={styles.label}>{figure.label}</p>
              <p className={styles.detail}>{figure.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
