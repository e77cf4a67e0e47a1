import styles from './loading.module.scss';

/** Full-screen spinner shown while a route loads during client-side navigation. */
export default function Loading() {
  return (
    <div className={styles.overlay} role="status" aria-label="Cargando">
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
