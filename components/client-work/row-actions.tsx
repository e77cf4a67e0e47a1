'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import styles from './work-section.module.scss';

export type RowAction = {
  key: string;
  /** The button's text, e.g. "Editar". */
  label: string;
  /** The button's accessible name when the text alone is ambiguous in a list. */
  name: string;
  render: (close: () => void) => ReactNode;
};

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
