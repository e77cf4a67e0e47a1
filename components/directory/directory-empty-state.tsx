import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import styles from './directory-empty-state.module.scss';

/** Shown when no business matches: says so and offers to clear the filters. */
export function DirectoryEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon width={28} height={28} />
      </span>
      <h3 className={styles.title}>No encontramos negocios con esa búsqueda</h3>
      <p className={styles.text}>
        Prueba con otra palabra o con el nombre de una ciudad, o vuelve a ver todas las categorías.
      </p>
      <Button type="button" size="sm" onClick={onClear}>
        Limpiar filtros
      </Button>
    </div>
  );
}
