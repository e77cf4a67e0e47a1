import styles from './panel-loading.module.scss';

/** Placeholder cards in the panel's layout while the data loads. */
export function PanelLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.label}>Cargando tus datos…</span>
      <div className={styles.header} aria-hidden="true" />
      <div className={styles.grid} aria-hidden="true">
        <div className={styles.card} />
        <div className={styles.card} />
        <div className={styles.wide} />
      </div>
    </div>
  );
}
