'use client';

import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { AuditFilters, AuditView } from '@/lib/staff-area/audit-view';
import {
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  AUDIT_TEXT_MAX_LENGTH,
} from '@/lib/staff-area/staff-constants';
import type { FilterChange } from './use-audit-view';
import styles from './audit-filters.module.scss';

const TYPING_DELAY_MS = 400;

// What the text and date fields hold; each applies once typing pauses.
const FIELDS = [
  { key: 'person', label: 'Persona', type: 'search', placeholder: 'marta, luis@…' },
  {
    key: 'subject',
    label: 'Cliente, factura o dominio',
    type: 'search',
    placeholder: 'CV-1042, ana@…',
    wide: true,
  },
  { key: 'from', label: 'Primer día', type: 'date' },
  { key: 'to', label: 'Último día', type: 'date' },
] as const satisfies {
  key: string;
  label: string;
  type: 'search' | 'date';
  placeholder?: string;
  /** Takes a whole row on a phone. */
  wide?: boolean;
}[];

type Drafts = Record<(typeof FIELDS)[number]['key'], string>;

const readDrafts = (view: AuditView): Drafts => ({
  person: view.person ?? '',
  subject: view.subject ?? '',
  from: view.from ?? '',
  to: view.to ?? '',
});

const sameDrafts = (a: Drafts, b: Drafts) =>
  FIELDS.every(({ key }) => a[key].trim() === b[key].trim());

type AuditFiltersProps = {
  view: AuditView;
  onFilter: (filters: AuditFilters, change: FilterChange) => void;
  onEndTyping: () => void;
};

/**
 * The audit log's filters. The kind applies when chosen; the text and the days when typing
 * pauses, or at once with Enter or on leaving the field. The fields follow the URL: Back puts
 * the previous values back.
 */
export function AuditFilters({ view, onFilter, onEndTyping }: AuditFiltersProps) {
  const id = useId();
  const applied = readDrafts(view);
  const [drafts, setDrafts] = useState(applied);
  const [synced, setSynced] = useState(applied);
  // The URL changed (Back, «Quitar filtros», a link): the fields show it, unless they already
  // say the same (the URL is what was just typed, trimmed).
  if (!sameDrafts(synced, applied)) {
    setSynced(applied);
    if (!sameDrafts(drafts, applied)) setDrafts(applied);
  }

  const badRange = drafts.from !== '' && drafts.to !== '' && drafts.from > drafts.to;
  const typedFilters: AuditFilters = {
    ...drafts,
    kind: view.kind,
    ...(badRange ? { from: view.from, to: view.to } : {}),
  };
  const waiting = !badRange && !sameDrafts(drafts, applied);

  // Enter or leaving the field applies what waits at once, in the entry its typing made.
  function finishTyping() {
    if (waiting) onFilter(typedFilters, 'typing');
    onEndTyping();
  }

  const onPause = useEffectEvent(() => onFilter(typedFilters, 'typing'));
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(onPause, TYPING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, drafts]);

  return (
    <form
      className={styles.form}
      aria-label="Filtrar la bitácora"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={`${styles.field} ${styles.kind}`}>
        <label htmlFor={`${id}-tipo`} className={styles.label}>
          Tipo
        </label>
        <select
          id={`${id}-tipo`}
          className={styles.input}
          value={view.kind ?? ''}
          onChange={(event) => {
            const kind = AUDIT_KINDS.find((name) => name === event.target.value);
            onFilter({ ...typedFilters, kind }, 'choice');
          }}
        >
          <option value="">Todo</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {AUDIT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      {FIELDS.map((field) => (
        <div
          key={field.key}
          className={[styles.field, styles[field.type], 'wide' in field && styles.wide]
            .filter(Boolean)
            .join(' ')}
        >
          <label htmlFor={`${id}-${field.key}`} className={styles.label}>
            {field.label}
          </label>
          <input
            id={`${id}-${field.key}`}
            type={field.type}
            className={styles.input}
            value={drafts[field.key]}
            placeholder={'placeholder' in field ? field.placeholder : undefined}
            maxLength={field.type === 'search' ? AUDIT_TEXT_MAX_LENGTH : undefined}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={field.key === 'to' && badRange ? true : undefined}
            aria-describedby={field.key === 'to' && badRange ? `${id}-range` : undefined}
            onChange={(event) => setDrafts({ ...drafts, [field.key]: event.target.value })}
            onBlur={finishTyping}
            // Several fields and no submit button: Enter would not submit the form.
            onKeyDown={(event) => event.key === 'Enter' && finishTyping()}
          />
        </div>
      ))}
      {badRange && (
        <p id={`${id}-range`} className={styles.error} role="alert">
          El último día no puede ir antes del primero.
        </p>
      )}
    </form>
  );
}
