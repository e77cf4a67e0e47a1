import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import { useEarlyInput } from '@/components/hooks/use-early-input';
import { SearchIcon } from './icons';
import styles from './search-field.module.scss';

type SearchFieldProps = {
  /** The field's visible name, e.g. "Buscar negocio". */
  label: string;
  placeholder: string;
  /** What the search looks at, said under the field (and read with it). */
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when the field gets the focus, e.g. to fetch what the search looks through. */
  onFocus?: () => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A search form of one text field that filters as you type; submitting does nothing more. Text
 * typed before the page hydrates counts as typed after it (`useEarlyInput`).
 */
export function SearchField({
  label,
  placeholder,
  hint,
  value,
  onChange,
  onFocus,
  ref,
}: SearchFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  useEarlyInput(inputRef, onChange);
  return (
    <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <SearchIcon className={styles.icon} width={20} height={20} />
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </form>
  );
}
