import type { LegalSection } from './legal-document';
import styles from './legal-toc.module.scss';

/** The table of contents of a legal page, built from its sections. */
export function LegalToc({
  sections,
}: {
  sections: readonly Pick<LegalSection, 'id' | 'title'>[];
}) {
  return (
    <nav className={styles.toc} aria-labelledby="indice-titulo">
      <p id="indice-titulo" className={styles.heading}>
        En este documento
      </p>
      <ol className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.link}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
