'use client';

import { useState, type ReactNode } from 'react';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { Button } from '@/components/ui/button';
import type { ChangeResult } from '@/lib/staff-area/client-work-api';
import type { WorkFieldSpec, WorkValues } from '@/lib/staff-area/client-work-forms';
import { WorkForm } from './work-form';
import { closeAndRefresh } from './work-section';
import styles from './work-section.module.scss';

export type RowAction = {
  key: string;
  /** The button's text, e.g. "Editar". */
  label: string;
  /** The button's accessible name when the text alone is ambiguous in a list. */
  name: string;
  render: (close: () => void) => ReactNode;
};

type FormActionOptions<T> = Omit<RowAction, 'render'> & {
  fields: readonly WorkFieldSpec[];
  initial: WorkValues;
  submitLabel: string;
  description?: ReactNode;
  send: (values: WorkValues) => Promise<ChangeResult<T>>;
  session: StaffSession;
  onChanged: () => Promise<void>;
  /** A row saved with its version: after someone else saved first, the form can load it again. */
  versioned?: boolean;
};

/**
 * An action whose form is titled as its button is named and, once saved, closes and reads the
 * client again.
 */
export function formAction<T>({
  key,
  label,
  name,
  session,
  onChanged,
  versioned = false,
  ...form
}: FormActionOptions<T>): RowAction {
  return {
    key,
    label,
    name,
    render: (close) => (
      <WorkForm
        title={name}
        {...form}
        onSaved={closeAndRefresh(close, onChanged)}
        onCancel={close}
        onReload={versioned ? onChanged : undefined}
        onExpired={session.onExpired}
      />
    ),
  };
}

/** A row's change buttons; each opens its form under them, one at a time. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const current = actions.find((action) => action.key === open);
  return (
    <>
      <div className={styles.actions}>
        {actions.map((action) => (
          <Button
            key={action.key}
            type="button"
            size="sm"
            variant="secondary"
            aria-label={action.name}
            aria-expanded={open === action.key}
            onClick={() => setOpen(open === action.key ? null : action.key)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {current?.render(() => setOpen(null))}
    </>
  );
}
