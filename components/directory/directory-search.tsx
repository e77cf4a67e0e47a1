import { useId, type Ref } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import styles from './directory-search.module.scss';

type DirectorySearchProps = {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** The text search of the directory: name, category, city or description. */
export function DirectorySearch({ value, onChange, ref }: DirectorySearchProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className={styles.label}>
        Buscar negocio
      </label>
      <div className={styles.field}>
        <SearchIcon className={styles.icon} width={20} height={20} />
        <input
          ref={ref}
          id={inputId}
          name="q"
          type="search"
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Ej. café, dentista, Mérida"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        Busca por nombre, giro, ciudad o descripción; no importan los acentos.
      </p>
    </form>
  );
}
