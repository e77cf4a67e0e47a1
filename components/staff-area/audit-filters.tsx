'use client';

import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { AUDIT_KIND_LABELS, AUDIT_KINDS } from '@/lib/staff-area/staff-constants';
import styles from './dashboard-toolbar.module.scss';

const TEXT_FIELDS = [
  { name: 'persona', label: 'Persona', type: 'search' },
  { name: 'sobre', label: 'Cliente, factura o dominio', type: 'search' },
  { name: 'desde', label: 'Primer día', type: 'date' },
  { name: 'hasta', label: 'Último día', type: 'date' },
] as const;

/** The audit log's filters as a form; applying them asks for the first page again. */
export function AuditFilters({ onApply }: { onApply: (search: URLSearchParams) => void }) {
  const id = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') search.set(name, value.trim());
    }
    onApply(search);
  }

  return (
    <form className={styles.range} onSubmit={apply} aria-label="Filtrar la bitácora">
      <div className={styles.field}>
        <label htmlFor={`${id}-tipo`} className={styles.label}>
          Tipo
        </label>
        <select id={`${id}-tipo`} name="tipo" className={styles.select} defaultValue="">
          <option value="">Todo</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {AUDIT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      {TEXT_FIELDS.map((field) => (
        <div className={styles.field} key={field.name}>
          <label htmlFor={`${id}-${field.name}`} className={styles.label}>
            {field.label}
          </label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type}
            className={styles.select}
          />
        </div>
      ))}
      <Button type="submit" size="sm">
        Filtrar
      </Button>
    </form>
  );
}
